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
        mappingText(toLine: line, inFileLiteral: fileLiteral).description
    }

    /// ``mapping(toLine:inFileLiteral:)`` as template text.
    static func mappingText(toLine line: Int, inFileLiteral fileLiteral: String) -> TemplateText {
        "\(mappingPrefix)\(fileLiteral),line:\(max(1, line)))"
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
    /// line 1; `nil` when it stays as it is: when `lines` is zero or the directive ends in no
    /// line number.
    static func moving(_ directive: UnsafeBufferPointer<UInt8>, backBy lines: Int) -> [UInt8]? {
        guard lines > 0, let number = lineNumber(in: directive) else { return nil }
        var line = String(max(1, number.line - lines))
        // The contiguous bytes of a string are much faster to copy than its view.
        return line.withUTF8 { line in
            var moved: [UInt8] = []
            moved.reserveCapacity(number.start + line.count + 1)
            moved.append(contentsOf: directive[..<number.start])
            moved.append(contentsOf: line)
            moved.append(UInt8(ascii: ")"))
            return moved
        }
    }

    /// The line a mapping directive maps to, and where its number starts: the text after the
    /// last `,line:` up to the closing parenthesis. `nil` when that is not a number.
    static func lineNumber(in directive: UnsafeBufferPointer<UInt8>) -> (line: Int, start: Int)? {
        // A comma after the last `,line:` would make the text after it no number, so the last
        // comma is the one to look at.
        guard let comma = directive.lastIndex(of: UInt8(ascii: ",")),
            directive[comma...].starts(with: lineLabel)
        else { return nil }
        let start = comma + lineLabel.count
        let rest = directive[start...]
        // Directives written by the templates end in a few digits and `)`: read those directly.
        if rest.last == UInt8(ascii: ")"), let line = decimal(rest.dropLast()) {
            return (line, start)
        }
        let text = String(decoding: rest, as: UTF8.self)
        return Int(text.dropLast()).map { ($0, start) }
    }

    /// The number `digits` spell, when they are from one to eighteen ASCII digits.
    private static func decimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard (1...18).contains(digits.count) else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// What comes before the line number in a mapping directive, as UTF-8.
    private static let lineLabel = Array(",line:".utf8)
}
