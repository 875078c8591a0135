/// Splits a spec file into tokens, reporting characters that have no place in a spec.
///
/// The lexer never fails: it reports a problem, skips the offending bytes and goes on, so that
/// the parser sees as much of the file as can be made sense of.
package struct Lexer {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    var pendingDocumentation: [String] = []
    var comments: [Comment] = []
    var diagnostics: DiagnosticCollector
    /// The start of the last name warned of for an invisible character, so each gets one warning.
    var warnedOfHiddenIn = -1
    /// Whether the last token was `=`, so that the next is the expression after it.
    var expectsExpression = false
    /// How many `(` are open: an expression after `=` inside them is a parameter's default
    /// value, which a `,` ends.
    var openParentheses = 0
    /// Where the lexer is in an attribute's name, whose arguments it lexes as one expression.
    var attributeName = AttributeName.none
    /// Whether the next token is an attribute's arguments, from `(` to its closing `)`.
    var expectsAttributeArguments = false
    /// The line of the last `let` or `var` not yet followed by `=`, `;` or `}`: a `{` after its
    /// type on the line of the token before opens the property's observers.
    var propertyLine: Int?
    /// The line on which the last token ended.
    var lastTokenLine = 1

    /// Whether each byte value is a punctuation mark made of one character.
    static let isSingleMark: [Bool] = {
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
    package static func tokens(of file: SourceFile, diagnostics: inout DiagnosticCollector)
        -> [Token]
    {
        lex(file, diagnostics: &diagnostics).tokens
    }

    /// Returns the tokens of `file`, ending with an end-of-file token, and its comments, both in
    /// the order written, and reports lexical problems into `diagnostics`.
    package static func lex(_ file: SourceFile, diagnostics: inout DiagnosticCollector)
        -> (tokens: [Token], comments: [Comment])
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
        return (tokens, lexer.comments)
    }

    var location: SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }

    func peek(_ distance: Int = 0) -> UInt8? {
        let position = offset + distance
        return position < bytes.count ? bytes[position] : nil
    }

    mutating func nextToken() -> Token {
        while true {
            if expectsExpression {
                // The value starts on the line of its `=`: an empty one is reported by the parser.
                expectsExpression = false
                while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") { offset += 1 }
                return lexExpression(isArgument: openParentheses > 0)
            }
            if expectsAttributeArguments {
                expectsAttributeArguments = false
                return lexExpression(isGroup: true)
            }
            skipWhitespaceAndComments()
            // A binary file would give one error per byte: stop early; the parser notes why.
            guard let byte = peek(), !diagnostics.isFull else {
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
            if byte == UInt8(ascii: "{"), opensObservers {
                propertyLine = nil
                attributeName = .none
                return lexExpression(isGroup: true)
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
            if byte == UInt8(ascii: ";") {
                // A `;` between declarations leaves the documentation before it to the next one.
                offset += 1
                let documentation = pendingDocumentation
                pendingDocumentation = []
                defer { pendingDocumentation = documentation }
                return makeToken(.punctuation, ";", from: start, at: startLocation)
            }
            if Self.isSingleMark[Int(byte)] {
                offset += 1
                expectsExpression = byte == UInt8(ascii: "=")
                if byte == UInt8(ascii: "(") { openParentheses += 1 }
                if byte == UInt8(ascii: ")") { openParentheses = max(0, openParentheses - 1) }
                return makeToken(.punctuation, text(from: start), from: start, at: startLocation)
            }
            reportUnexpected(byte)
        }
    }

    mutating func makeToken(
        _ kind: Token.Kind,
        _ text: String,
        from start: Int,
        at location: SourceLocation,
        isEscaped: Bool = false
    ) -> Token {
        let documentation = pendingDocumentation
        pendingDocumentation = []
        noteContext(of: kind, text, isEscaped: isEscaped)
        return Token(
            kind, text, at: location, range: start..<offset, isEscaped: isEscaped,
            documentation: documentation)
    }

    func text(from start: Int) -> String {
        String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    mutating func reportUnexpected(_ byte: UInt8) {
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

    mutating func skipWhitespaceAndComments() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                offset += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                consumeNewline()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lexLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                lexBlockComment()
            default:
                return
            }
        }
    }

    mutating func consumeNewline() {
        if peek() == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") {
            offset += 1
        }
        offset += 1
        line += 1
        lineStart = offset
    }

    mutating func lexLineComment() {
        let commentStart = offset
        let commentLocation = location
        let isDocumentation = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        offset += isDocumentation ? 3 : 2
        let start = offset
        while let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            offset += 1
        }
        comments.append(
            Comment(text(from: commentStart), at: commentLocation, range: commentStart..<offset))
        guard isDocumentation else { return }
        var content = Substring(String(decoding: bytes[start..<offset], as: UTF8.self))
        if content.first == " " { content = content.dropFirst() }
        pendingDocumentation.append(String(content))
    }

    mutating func lexBlockComment() {
        let start = offset
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
        comments.append(Comment(text(from: start), at: startLocation, range: start..<offset))
    }
}
