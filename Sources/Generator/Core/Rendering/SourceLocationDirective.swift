/// `#sourceLocation` directives that make the compiler report problems in generated
/// declarations (a misspelled payload type, say) at the event's line in the spec.
///
/// The directives are written the way `swift format` prints them (no spaces inside), so the
/// generated code stays clean under `swift format lint`.
enum SourceLocationDirective {
    static let mappingPrefix = "#sourceLocation(file:"
    static let reset = "#sourceLocation()"

    /// A directive that maps the line after it to `line` of the spec at `path`.
    static func mapping(toLine line: Int, in path: String) -> String {
        mapping(toLine: line, inFileLiteral: stringLiteral(path))
    }

    /// A directive that maps the line after it to `line` of the spec whose path, as a string
    /// literal, is `fileLiteral`.
    static func mapping(toLine line: Int, inFileLiteral fileLiteral: String) -> String {
        mappingPrefix + fileLiteral + lineLabel + String(max(1, line)) + ")"
    }

    /// `path` as a Swift string literal: quotes, backslashes and control characters escaped, so
    /// no file name can end the literal early.
    static func stringLiteral(_ path: String) -> String {
        var literal = "\""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `directive`, as UTF-8, with the line it maps to moved back by `lines`, to no less than
    /// line 1: unchanged when `lines` is zero or the directive ends in no line number.
    static func moving(_ directive: ArraySlice<UInt8>, backBy lines: Int) -> ArraySlice<UInt8> {
        guard lines > 0, let number = lineNumber(in: directive) else { return directive }
        return directive[..<number.start] + "\(max(1, number.line - lines)))".utf8
    }

    /// The line a mapping directive maps to, and where its number starts: the text after the
    /// last `,line:` up to the closing parenthesis. `nil` when that is not a number.
    static func lineNumber(in directive: ArraySlice<UInt8>) -> (line: Int, start: Int)? {
        // A comma after the last `,line:` would make the text after it no number, so the last
        // comma is the one to look at.
        guard let comma = directive.lastIndex(of: UInt8(ascii: ",")),
            directive[comma...].starts(with: lineLabel.utf8)
        else { return nil }
        let start = comma + lineLabel.utf8.count
        let rest = String(decoding: directive[start...], as: UTF8.self)
        return Int(rest.dropLast()).map { ($0, start) }
    }

    /// What comes before the line number in a mapping directive.
    private static let lineLabel = ",line:"
}
