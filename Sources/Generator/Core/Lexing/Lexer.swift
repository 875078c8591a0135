/// Splits a spec file into tokens, reporting characters that have no place in a spec.
///
/// The lexer never fails: it reports a problem, skips the offending bytes and goes on, so that
/// the parser sees as much of the file as can be made sense of.
public struct Lexer {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var pendingDocumentation: [String] = []
    private var diagnostics: DiagnosticCollector

    /// Whether each byte value is a punctuation mark made of one character.
    private static let isSingleMark: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for mark in "{}()[]<>,:.?!=&@~*;#+-/|^%$".utf8 {
            table[Int(mark)] = true
        }
        return table
    }()

    private init(file: SourceFile, diagnostics: DiagnosticCollector) {
        self.bytes = file.bytes
        self.diagnostics = diagnostics
        // Editors may save UTF-8 with a byte order mark; it is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    /// Returns the tokens of `file`, ending with an end-of-file token, and reports lexical
    /// problems into `diagnostics`.
    public static func tokens(of file: SourceFile, diagnostics: inout DiagnosticCollector)
        -> [Token]
    {
        var lexer = Lexer(file: file, diagnostics: diagnostics)
        var tokens: [Token] = []
        // Specs have a token every few bytes: reserving for one every two means the array is
        // not copied as it grows, and memory never touched costs nothing.
        tokens.reserveCapacity(file.bytes.count / 2 + 1)
        repeat {
            tokens.append(lexer.nextToken())
        } while tokens[tokens.count - 1].kind != .endOfFile
        diagnostics = lexer.diagnostics
        return tokens
    }

    private var location: SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }

    private func peek(_ distance: Int = 0) -> UInt8? {
        let position = offset + distance
        return position < bytes.count ? bytes[position] : nil
    }

    private mutating func nextToken() -> Token {
        while true {
            skipWhitespaceAndComments()
            // A binary file would give one error per byte: stop early; the parser notes why.
            guard let byte = peek(), diagnostics.diagnostics.count < Parser.errorLimit else {
                return makeToken(.endOfFile, "", from: offset, at: location)
            }
            let start = offset
            let startLocation = location
            if byte == UInt8(ascii: "`") {
                if let token = lexEscapedIdentifier() { return token }
                continue
            }
            if Self.isIdentifierHead(byte) || byte >= 0x80 {
                if let token = lexIdentifier() { return token }
                continue
            }
            if Self.isDigit(byte) {
                while let next = peek(), Self.isDigit(next) || next == UInt8(ascii: "_") {
                    offset += 1
                }
                return makeToken(.number, text(from: start), from: start, at: startLocation)
            }
            if byte == UInt8(ascii: "-"), peek(1) == UInt8(ascii: ">") {
                offset += 2
                return makeToken(.punctuation, "->", from: start, at: startLocation)
            }
            if byte == UInt8(ascii: "."), peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".")
            {
                offset += 3
                return makeToken(.punctuation, "...", from: start, at: startLocation)
            }
            if Self.isSingleMark[Int(byte)] {
                offset += 1
                return makeToken(.punctuation, text(from: start), from: start, at: startLocation)
            }
            reportUnexpected(byte)
        }
    }

    private mutating func makeToken(
        _ kind: Token.Kind,
        _ text: String,
        from start: Int,
        at location: SourceLocation,
        isEscaped: Bool = false
    ) -> Token {
        let documentation = pendingDocumentation
        pendingDocumentation = []
        return Token(
            kind, text, at: location, range: start..<offset, isEscaped: isEscaped,
            documentation: documentation)
    }

    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func reportUnexpected(_ byte: UInt8) {
        let description =
            (0x21...0x7E).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'"
            : "byte 0x\(String(byte, radix: 16, uppercase: true))"
        diagnostics.error(
            "unexpected character \(description); a spec holds only declarations, names, "
                + "Swift types and comments",
            at: location)
        offset += 1
    }

    // MARK: - Whitespace and comments

    private mutating func skipWhitespaceAndComments() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                offset += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                consumeNewline()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lexLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    private mutating func consumeNewline() {
        if peek() == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") {
            offset += 1
        }
        offset += 1
        line += 1
        lineStart = offset
    }

    private mutating func lexLineComment() {
        let isDocumentation = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        offset += isDocumentation ? 3 : 2
        let start = offset
        while let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            offset += 1
        }
        guard isDocumentation else { return }
        var content = Substring(String(decoding: bytes[start..<offset], as: UTF8.self))
        if content.first == " " { content = content.dropFirst() }
        pendingDocumentation.append(String(content))
    }

    private mutating func skipBlockComment() {
        let startLocation = location
        offset += 2
        var depth = 1
        while depth > 0 {
            guard let byte = peek() else {
                diagnostics.error(
                    "unterminated comment: add '*/' to close the comment opened here",
                    at: startLocation)
                return
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                offset += 2
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                consumeNewline()
            } else {
                offset += 1
            }
        }
    }

    // MARK: - Identifiers

    private mutating func lexIdentifier() -> Token? {
        let start = offset
        let startLocation = location
        while let byte = peek() {
            if byte < 0x80 {
                guard Self.isIdentifierHead(byte) || Self.isDigit(byte) else { break }
                offset += 1
                continue
            }
            guard let (scalar, length) = UTF8Decoding.scalar(in: bytes, at: offset) else {
                if offset == start {
                    diagnostics.error(
                        "invalid UTF-8 byte 0x\(String(bytes[offset], radix: 16, uppercase: true)); "
                            + "save the spec as UTF-8",
                        at: location)
                    offset += 1
                    return nil
                }
                break
            }
            let allowed =
                offset == start ? scalar.properties.isXIDStart : scalar.properties.isXIDContinue
            guard allowed else {
                if offset == start {
                    diagnostics.error(
                        "unexpected character '\(Character(scalar))'; a spec holds only "
                            + "declarations, names, Swift types and comments",
                        at: location)
                    offset += length
                    return nil
                }
                break
            }
            offset += length
        }
        return makeToken(.identifier, text(from: start), from: start, at: startLocation)
    }

    private mutating func lexEscapedIdentifier() -> Token? {
        let start = offset
        let startLocation = location
        offset += 1
        let nameStart = offset
        while let byte = peek(), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n"),
            byte != UInt8(ascii: "\r")
        {
            offset += 1
        }
        if peek() == UInt8(ascii: "`"), offset == nameStart {
            offset += 1
            diagnostics.error(
                "empty name in backticks: write a name between them", at: startLocation)
            return nil
        }
        guard peek() == UInt8(ascii: "`") else {
            diagnostics.error(
                "unterminated name in backticks: close it with '`' on the same line",
                at: startLocation)
            return nil
        }
        let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        offset += 1
        guard Self.isIdentifier(name) else {
            diagnostics.error(
                "'\(name)' in backticks is not a Swift identifier; use letters, digits and '_'",
                at: startLocation)
            return nil
        }
        return makeToken(.identifier, name, from: start, at: startLocation, isEscaped: true)
    }

    /// Whether `name` is made of identifier characters, not starting with a digit.
    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first,
            first == "_" || first.properties.isXIDStart
        else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
