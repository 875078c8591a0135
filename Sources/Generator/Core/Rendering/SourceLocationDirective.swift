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
        "\(mappingPrefix)\(stringLiteral(path)),line:\(max(1, line)))"
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

    /// Whether `line` (indentation included) is a mapping directive.
    static func isMapping(_ line: Substring) -> Bool {
        line.drop { $0 == " " }.hasPrefix(mappingPrefix)
    }

    /// Whether `line` (indentation included) ends a mapping.
    static func isReset(_ line: Substring) -> Bool {
        line.drop { $0 == " " } == reset
    }

    /// Moves each mapping's line number back by the comment lines between the directive and the
    /// declaration it precedes, so that the declaration itself lands on the spec line however
    /// many documentation lines the templates and line wrapping put before it.
    static func aligningDeclarations(_ lines: [String]) -> [String] {
        var aligned = lines
        for index in lines.indices where isMapping(Substring(lines[index])) {
            var comments = 0
            while index + 1 + comments < lines.count,
                lines[index + 1 + comments].drop(while: { $0 == " " }).hasPrefix("//")
            {
                comments += 1
            }
            guard comments > 0, let separator = lines[index].ranges(of: ",line:").last,
                let line = Int(lines[index][separator.upperBound...].dropLast())
            else { continue }
            aligned[index] = lines[index][..<separator.upperBound] + "\(max(1, line - comments)))"
        }
        return aligned
    }
}
