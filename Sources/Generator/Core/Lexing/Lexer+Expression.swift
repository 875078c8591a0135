extension Lexer {
    /// Lexes the Swift expression after `=`, a property's default value or, `isArgument`, a
    /// parameter's, as one token whose text generated code writes as it is, for the compiler to
    /// read.
    ///
    /// The expression is the rest of the line, and the lines after it while a bracket or a string
    /// it opened is open; it ends before a `//` comment, a `;` or a closing bracket it did not
    /// open (the `}` of a mediator written on the same line, the `)` of a parameter list), and a
    /// parameter's, `isArgument`, before a `,` outside its brackets and generic arguments (`<`
    /// right after a name, as in `Set<Int>()`, opens those). Strings are skipped whole, so a
    /// bracket or `//` inside one ends nothing, and so are `//` comments inside brackets.
    ///
    /// With `isGroup`, the expression is one bracketed group from its opening bracket, which ends
    /// with the bracket that closes it: an attribute's arguments (`(0...10)` after `@Clamped`) or a
    /// stored property's observers (`{ didSet { ... } }`).
    mutating func lexExpression(isArgument: Bool = false, isGroup: Bool = false) -> Token {
        let start = offset
        let startLocation = location
        var depth = 0
        var genericDepth = 0
        var end = offset  // After the last byte that is not a space.
        scan: while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if depth == 0 { break scan }
                consumeNewline()
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
                continue
            case UInt8(ascii: "\""):
                skipStringLiteral()
                end = offset
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                if depth == 0 { break scan }
                // A comment inside brackets is part of the expression; a bracket in it ends
                // nothing.
                while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") {
                    offset += 1
                }
                end = offset
                continue
            case UInt8(ascii: ";") where depth == 0:
                break scan
            case UInt8(ascii: ",") where isArgument && depth == 0 && genericDepth == 0:
                break scan
            case UInt8(ascii: "<")
            where isArgument && offset > start
                && (Self.isIdentifierHead(bytes[offset - 1]) || Self.isDigit(bytes[offset - 1])):
                genericDepth += 1
            case UInt8(ascii: ">") where genericDepth > 0 && bytes[offset - 1] != UInt8(ascii: "-"):
                genericDepth -= 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { break scan }
                depth -= 1
                if isGroup, depth == 0 {
                    offset += 1
                    end = offset
                    break scan
                }
            default:
                break
            }
            offset += 1
            end = offset
        }
        let token = makeToken(
            .expression, String(decoding: bytes[start..<end], as: UTF8.self), from: start,
            at: startLocation)
        return token
    }

    /// Skips a string literal from its opening quote: `"..."` with `\` escapes, up to the end of
    /// its line when it is not closed, or `"""..."""` over several lines.
    private mutating func skipStringLiteral() {
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        offset += isMultiline ? 3 : 1
        while let byte = peek() {
            if byte == UInt8(ascii: "\\"), let next = peek(1), next != UInt8(ascii: "\n"),
                next != UInt8(ascii: "\r")
            {
                offset += 2
            } else if isMultiline {
                if byte == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""),
                    peek(2) == UInt8(ascii: "\"")
                {
                    offset += 3
                    return
                }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    consumeNewline()
                } else {
                    offset += 1
                }
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                return
            } else {
                offset += 1
                if byte == UInt8(ascii: "\"") { return }
            }
        }
    }
}
