/// What a line of generated code is to line wrapping and `#sourceLocation` alignment, told by how
/// its text starts after the indentation.
///
/// Generated code is handled as UTF-8 bytes: a large spec's output has hundreds of thousands of
/// lines, and the markers that matter here are ASCII, so comparing characters would only be
/// slower.
enum LineKind {
    /// A `#sourceLocation(file:...)` directive, which maps the lines after it to the spec.
    case mapping
    /// `#sourceLocation()`, which ends a mapping.
    case reset
    /// A `///` documentation comment.
    case documentation
    /// Another `//` comment.
    case comment
    /// Code, or a blank line.
    case code

    private static let mappingPrefix = Array(SourceLocationDirective.mappingPrefix.utf8)
    private static let resetDirective = Array(SourceLocationDirective.reset.utf8)
    private static let documentationPrefix = Array("///".utf8)
    private static let commentPrefix = Array("//".utf8)

    /// The kind of `line`, given as UTF-8 without its line break.
    init<Line: Collection<UInt8>>(of line: Line) {
        let body = line.drop { $0 == UInt8(ascii: " ") }
        switch body.first {
        case UInt8(ascii: "#"):
            if body.starts(with: Self.mappingPrefix) {
                self = .mapping
            } else {
                self = body.elementsEqual(Self.resetDirective) ? .reset : .code
            }
        case UInt8(ascii: "/"):
            if body.starts(with: Self.documentationPrefix) {
                self = .documentation
            } else {
                self = body.starts(with: Self.commentPrefix) ? .comment : .code
            }
        default:
            self = .code
        }
    }

    /// Whether the line is a comment, documentation included.
    var isComment: Bool {
        self == .documentation || self == .comment
    }
}
