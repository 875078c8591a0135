import Foundation

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
    init(of line: UnsafeBufferPointer<UInt8>) {
        var start = 0
        // Generated lines are mostly indented by several spaces: skip eight at a time first.
        if let base = line.baseAddress {
            let eightSpaces = UInt64(0x2020_2020_2020_2020)
            while start + 8 <= line.count
                && UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self) == eightSpaces
            {
                start += 8
            }
        }
        while start < line.count && line[start] == UInt8(ascii: " ") {
            start += 1
        }
        let body = UnsafeBufferPointer(rebasing: line[start...])
        switch body.first {
        case UInt8(ascii: "#"):
            if body.hasPrefix(Self.mappingPrefix) {
                self = .mapping
            } else {
                let isReset =
                    body.count == Self.resetDirective.count && body.hasPrefix(Self.resetDirective)
                self = isReset ? .reset : .code
            }
        case UInt8(ascii: "/"):
            if body.hasPrefix(Self.documentationPrefix) {
                self = .documentation
            } else {
                self = body.hasPrefix(Self.commentPrefix) ? .comment : .code
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

extension UnsafeBufferPointer<UInt8> {
    /// Whether the text starts with `prefix`.
    fileprivate func hasPrefix(_ prefix: [UInt8]) -> Bool {
        guard count >= prefix.count else { return false }
        return prefix.withUnsafeBufferPointer { prefix in
            guard let base = baseAddress, let prefixBase = prefix.baseAddress else {
                return prefix.isEmpty
            }
            return memcmp(base, prefixBase, prefix.count) == 0
        }
    }
}
