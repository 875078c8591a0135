import Testing

@testable import MediatorGenCore

/// The tokens and diagnostics the lexer produces for `bytes`.
private func lex(bytes: [UInt8]) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    let file = SourceFile(path: testSpecPath, bytes: bytes)
    var diagnostics = DiagnosticCollector(path: file.path)
    let tokens = Lexer.tokens(of: file, diagnostics: &diagnostics)
    return (tokens, diagnostics.diagnostics)
}

private func lex(_ text: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    lex(bytes: Array(text.utf8))
}

/// The texts of the tokens before the end-of-file token.
private func texts(_ tokens: [Token]) -> [String] {
    tokens.filter { $0.kind != .endOfFile }.map(\.text)
}

@Suite struct LexerTests {
    // MARK: - Tokens

    @Test func emptyFileIsOneEndOfFileToken() throws {
        let (tokens, diagnostics) = lex("")
        #expect(diagnostics.isEmpty)
        let only = try #require(tokens.first)
        #expect(tokens.count == 1)
        #expect(only.kind == .endOfFile)
        #expect(only.location == at(1, 1))
        #expect(only.range == 0..<0)
    }

    @Test func splitsADeclarationIntoTokens() {
        let (tokens, diagnostics) = lex("mediator Feed { colleague [Post] }")
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["mediator", "Feed", "{", "colleague", "[", "Post", "]", "}"])
        #expect(
            tokens.map(\.kind) == [
                .identifier, .identifier, .punctuation, .identifier, .punctuation, .identifier,
                .punctuation, .punctuation, .endOfFile,
            ])
        #expect(tokens.filter { $0.kind == .endOfFile }.count == 1)
        #expect(tokens.last?.kind == .endOfFile)
    }

    @Test func keywordsAreIdentifiersRecognisedByText() {
        let (tokens, _) = lex("event `event`")
        #expect(tokens[0].kind == .identifier)
        #expect(tokens[0].isKeyword("event"))
        #expect(!tokens[0].isKeyword("events"))
        #expect(tokens[1].kind == .identifier)
        #expect(!tokens[1].isKeyword("event"), "a name in backticks is never a keyword")
    }

    @Test func identifiersTakeLettersDigitsAndUnderscores() {
        let (tokens, diagnostics) = lex("_a1 b_2c Zz9 naïve")
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["_a1", "b_2c", "Zz9", "naïve"])
        #expect(tokens.dropLast().allSatisfy { $0.kind == .identifier })
    }

    @Test func numbersAreRunsOfDigitsAndUnderscores() {
        let (tokens, diagnostics) = lex("42 1_000 7x")
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["42", "1_000", "7", "x"])
        #expect(tokens.map(\.kind) == [.number, .number, .number, .identifier, .endOfFile])
    }

    @Test func everySingleMarkIsOnePunctuationToken() {
        // `=` is last: what follows it is an expression (below), here an empty one.
        let marks =
            ["{", "}", "(", ")", "[", "]", "<", ">", ",", ":", ".", "?", "!", "&"]
            + ["@", "~", "*", ";", "#", "+", "-", "/", "|", "^", "%", "$", "="]
        let (tokens, diagnostics) = lex(marks.joined(separator: " "))
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == marks + [""])
        #expect(tokens.dropLast(2).allSatisfy { $0.kind == .punctuation })
        #expect(tokens.dropLast().last?.kind == .expression)
    }

    /// A source, the expression after its `=`, and the token after it (empty: end of file).
    @Test(arguments: [
        ("var a = 1\nvar", "1", "var"),
        ("let a = [1: \"x\", 2: \"y\"] // pages", "[1: \"x\", 2: \"y\"]", ""),
        ("let a = \"a // b { ]\" ; let", "\"a // b { ]\"", ";"),
        ("let a = [\n    1,\n    2,\n]\nlet", "[\n    1,\n    2,\n]", "let"),
        ("let a = Box() }", "Box()", "}"),
        ("let a = \"\"\"\n  a \" ] \"\n  \"\"\"\nlet", "\"\"\"\n  a \" ] \"\n  \"\"\"", "let"),
        ("let a = f(\"x\\\"y\")", "f(\"x\\\"y\")", ""),
    ])
    func anExpressionAfterEqualsIsOneToken(source: String, expression: String, next: String) {
        let (tokens, diagnostics) = lex(source)
        #expect(diagnostics.isEmpty)
        let index = tokens.firstIndex { $0.kind == .expression }
        #expect(index.map { tokens[$0].text } == expression)
        #expect(index.map { tokens[$0 + 1].text } == next)
    }

    @Test func arrowAndEllipsisAreSingleTokens() {
        let (tokens, diagnostics) = lex("a->b ... .. -- > --> ....")
        #expect(diagnostics.isEmpty)
        #expect(
            texts(tokens) == [
                "a", "->", "b", "...", ".", ".", "-", "-", ">", "-", "->", "...", ".",
            ])
        #expect(tokens[1].isPunctuation("->"))
        #expect(tokens[1].range == 1..<3)
        #expect(tokens[3].isPunctuation("..."))
        #expect(tokens[3].location == at(1, 6))
    }

    @Test func rangesAreByteOffsets() {
        let (tokens, _) = lex("ab  `cd` ü9 ->")
        #expect(tokens.map(\.range) == [0..<2, 4..<8, 9..<12, 13..<15, 15..<15])
    }

    // MARK: - Locations

    @Test func locationsAreOneBasedLinesAndColumns() {
        let (tokens, _) = lex("a\n  bc d\n\tx\n")
        #expect(texts(tokens) == ["a", "bc", "d", "x"])
        #expect(tokens.map(\.location) == [at(1, 1), at(2, 3), at(2, 6), at(3, 2), at(4, 1)])
    }

    @Test func columnsCountUTF8Bytes() {
        // `é` and `ü` take two bytes each, `日` three.
        let (tokens, diagnostics) = lex("é x\n/* ü */ y\n日本 z")
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["é", "x", "y", "日本", "z"])
        #expect(
            tokens.map(\.location) == [
                at(1, 1), at(1, 4), at(2, 10), at(3, 1), at(3, 8), at(3, 9),
            ])
    }

    @Test func endOfFileIsWhereTheTextEnds() {
        #expect(lex("abc").tokens.last?.location == at(1, 4))
        #expect(lex("abc\n").tokens.last?.location == at(2, 1))
        #expect(lex("abc  // note").tokens.last?.location == at(1, 13))
    }

    // MARK: - Comments

    @Test func lineCommentsAreSkipped() {
        let (tokens, diagnostics) = lex("a // b \" € c\nd // end without newline")
        #expect(diagnostics.isEmpty, "characters inside comments are not checked")
        #expect(texts(tokens) == ["a", "d"])
        #expect(tokens[1].location == at(2, 1))
        #expect(tokens.allSatisfy { $0.documentation.isEmpty })
    }

    @Test func blockCommentsNestAndAreSkipped() {
        let (tokens, diagnostics) = lex("a /* x /* y */ still comment */ b")
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["a", "b"])
        #expect(tokens[1].location == at(1, 33))
    }

    @Test func blockCommentsCountTheLinesTheySpan() {
        let (tokens, _) = lex("/*\n\n*/ x /* \r\n */ y")
        #expect(texts(tokens) == ["x", "y"])
        #expect(tokens[0].location == at(3, 4))
        #expect(tokens[1].location == at(4, 5))
    }

    @Test func unterminatedBlockCommentIsReportedWhereItOpens() throws {
        let (tokens, diagnostics) = lex("a\n  /* outer /* inner */\n b")
        #expect(texts(tokens) == ["a"])
        #expect(tokens.last?.kind == .endOfFile)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == at(2, 3))
        #expect(diagnostic.message.contains("unterminated comment"))
        #expect(diagnostic.message.contains("*/"))
    }

    @Test func slashAndStarAloneArePunctuation() {
        let (tokens, diagnostics) = lex("a / b * c */")
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["a", "/", "b", "*", "c", "*", "/"])
    }

    // MARK: - Documentation comments

    @Test func documentationCommentsAttachToTheNextToken() {
        let source = """
            /// First line.
            ///Second line.
            ///   Indented.
            mediator Feed
            """
        let (tokens, diagnostics) = lex(source)
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["mediator", "Feed"])
        #expect(tokens[0].documentation == ["First line.", "Second line.", "  Indented."])
        #expect(tokens[1].documentation.isEmpty, "documentation goes to one token only")
        #expect(tokens[0].location == at(4, 1))
    }

    @Test func documentationCanSitAboveAnyToken() {
        let (tokens, _) = lex("a\n/// about b\nb\n/// about EOF\n")
        #expect(tokens[0].documentation.isEmpty)
        #expect(tokens[1].documentation == ["about b"])
        #expect(tokens[2].kind == .endOfFile)
        #expect(tokens[2].documentation == ["about EOF"])
    }

    @Test func onlyExactlyThreeSlashesMakeDocumentation() {
        let (tokens, _) = lex("// plain\n//// rule\n/** block */\n/// doc\nx")
        #expect(texts(tokens) == ["x"])
        #expect(tokens[0].documentation == ["doc"])
    }

    @Test func emptyDocumentationLinesAreKept() {
        let (tokens, _) = lex("/// Summary.\n///\n/// Details.\nx")
        #expect(tokens[0].documentation == ["Summary.", "", "Details."])
    }

    @Test func documentationWithCRLFHasNoCarriageReturn() {
        let (tokens, _) = lex("/// One.\r\n/// Two.\r\nx")
        #expect(tokens[0].documentation == ["One.", "Two."])
        #expect(tokens[0].location == at(3, 1))
    }

    // MARK: - Names in backticks

    @Test func backtickIdentifiersDropTheBackticks() {
        let (tokens, diagnostics) = lex("`class` `name_2` plain")
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["class", "name_2", "plain"])
        #expect(tokens.map(\.isEscaped) == [true, true, false, false])
        #expect(tokens[0].kind == .identifier)
        #expect(tokens[0].spelling == "`class`")
        #expect(tokens[2].spelling == "plain")
        #expect(tokens[0].range == 0..<7)
        #expect(tokens[1].location == at(1, 9))
    }

    @Test(arguments: ["`my name`", "`1st`", "`a-b`"])
    func backtickNamesMustBeSwiftIdentifiers(source: String) {
        let (tokens, diagnostics) = lex(source + " next")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("is not a Swift identifier") == true)
        #expect(diagnostics.first?.location == at(1, 1))
        #expect(texts(tokens) == ["next"])
    }

    @Test func aByteOrderMarkIsSkipped() {
        let (tokens, diagnostics) = lex("\u{FEFF}mediator")
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["mediator"])
        #expect(tokens[0].location == at(1, 1))
    }

    @Test func lexingStopsAfterTheErrorLimit() {
        let noise = String(repeating: "\u{01} ", count: 500)
        let (_, diagnostics) = lex(noise)
        #expect(diagnostics.count == DiagnosticCollector.limit)
    }

    @Test func unterminatedBacktickIsReportedAndLexingGoesOn() throws {
        let (tokens, diagnostics) = lex("a `open\nb")
        #expect(texts(tokens) == ["a", "b"])
        #expect(tokens[1].location == at(2, 1))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.location == at(1, 3))
        #expect(diagnostic.message.contains("backticks"))
    }

    @Test func emptyBackticksAreOneError() throws {
        let (tokens, diagnostics) = lex("a `` b")
        #expect(texts(tokens) == ["a", "b"])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.location == at(1, 3))
        #expect(diagnostic.message.hasPrefix("empty name in backticks"))
    }

    // MARK: - Line endings

    @Test func crlfIsOneLineBreak() {
        let (tokens, diagnostics) = lex("a\r\nb\r\n\r\n  c // note\r\nd")
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["a", "b", "c", "d"])
        #expect(tokens.map(\.location) == [at(1, 1), at(2, 1), at(4, 3), at(5, 1), at(5, 2)])
    }

    @Test func loneCarriageReturnIsALineBreak() {
        let (tokens, _) = lex("a\rb\n\rc")
        #expect(tokens.map(\.location).prefix(3) == [at(1, 1), at(2, 1), at(4, 1)])
    }

    // MARK: - Bad input

    @Test func invalidUTF8IsReportedWithItsLocation() throws {
        let (tokens, diagnostics) = lex(bytes: [0x61, 0x0A, 0x20, 0xFF, 0x20, 0x62])
        #expect(texts(tokens) == ["a", "b"])
        #expect(tokens[1].location == at(2, 4))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == at(2, 2))
        #expect(diagnostic.message.contains("invalid UTF-8 byte 0xFF"))
    }

    @Test(
        arguments: [
            [0xC0, 0xAF],  // overlong `/`
            [0xED, 0xA0, 0x80],  // UTF-16 surrogate
            [0xF5, 0x80, 0x80, 0x80],  // beyond U+10FFFF
            [0x80],  // lone continuation byte
            [0xE2, 0x82],  // truncated
        ] as [[UInt8]])
    func malformedSequencesAreReportedAndLexingGoesOn(sequence: [UInt8]) throws {
        let bytes = Array("ok ".utf8) + sequence + Array(" next".utf8)
        let (tokens, diagnostics) = lex(bytes: bytes)
        #expect(texts(tokens) == ["ok", "next"])
        let first = try #require(diagnostics.first)
        #expect(first.location == at(1, 4))
        #expect(first.message.contains("invalid UTF-8"))
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.count <= sequence.count)
    }

    @Test func invalidByteInsideAnIdentifierSplitsIt() {
        let (tokens, diagnostics) = lex(bytes: [0x61, 0x62, 0xFE, 0x63, 0x64])
        #expect(texts(tokens) == ["ab", "cd"])
        #expect(diagnostics.map(\.location) == [at(1, 3)])
        #expect(tokens[1].location == at(1, 4))
    }

    @Test func unexpectedASCIICharactersAreReportedAndSkipped() {
        let (tokens, diagnostics) = lex("a \" b\n' c \\ d")
        #expect(texts(tokens) == ["a", "b", "c", "d"])
        #expect(diagnostics.map(\.location) == [at(1, 3), at(2, 1), at(2, 5)])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics[0].message.hasPrefix("unexpected character '\"'"))
        #expect(diagnostics[1].message.hasPrefix("unexpected character '''"))
        #expect(diagnostics[2].message.hasPrefix("unexpected character '\\'"))
    }

    @Test func unexpectedControlByteIsNamedByValue() throws {
        let (tokens, diagnostics) = lex(bytes: [0x61, 0x01, 0x62, 0x7F])
        #expect(texts(tokens) == ["a", "b"])
        #expect(diagnostics.map(\.location) == [at(1, 2), at(1, 4)])
        let first = try #require(diagnostics.first)
        #expect(first.message.contains("byte 0x1"))
        #expect(diagnostics[1].message.contains("byte 0x7F"))
    }

    @Test func nonIdentifierScalarsAreReportedWhole() {
        // `→` and `≠` are three bytes each: each is one error, and columns stay in bytes.
        let (tokens, diagnostics) = lex("→ a ≠b")
        #expect(texts(tokens) == ["a", "b"])
        #expect(diagnostics.count == 2)
        #expect(diagnostics.map(\.location) == [at(1, 1), at(1, 7)])
        #expect(diagnostics.first?.message.contains("'→'") == true)
        #expect(tokens.map(\.location).prefix(2) == [at(1, 5), at(1, 10)])
    }

    @Test func identifiersTakeTheUnicodeCharactersSwiftAccepts() {
        // Letters of any script, emoji and combining marks after the first character, as in
        // Swift; columns stay in bytes.
        let (tokens, diagnostics) = lex("Café 名前 🙂b €uro x\u{301}")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(texts(tokens) == ["Café", "名前", "🙂b", "€uro", "x\u{301}"])
        #expect(tokens.map(\.kind).prefix(5).allSatisfy { $0 == .identifier })
        #expect(tokens.map(\.location).prefix(3) == [at(1, 1), at(1, 7), at(1, 14)])
    }

    @Test func aCombiningMarkCannotStartAnIdentifier() {
        let (tokens, diagnostics) = lex("\u{301}x")
        #expect(texts(tokens) == ["x"])
        #expect(diagnostics.map(\.location) == [at(1, 1)])
    }

    @Test func everyProblemIsReportedInOnePass() {
        let bytes = Array("\" a\n".utf8) + [0xFF] + Array(" b → /* open".utf8)
        let (tokens, diagnostics) = lex(bytes: bytes)
        #expect(texts(tokens) == ["a", "b"])
        #expect(diagnostics.map(\.location) == [at(1, 1), at(2, 1), at(2, 5), at(2, 9)])
        #expect(diagnostics.last?.message.contains("unterminated comment") == true)
    }

    @Test func whitespaceOfEveryKindIsSkipped() {
        let (tokens, diagnostics) = lex(bytes: [0x61, 0x09, 0x0B, 0x0C, 0x20, 0x62])
        #expect(diagnostics.isEmpty)
        #expect(texts(tokens) == ["a", "b"])
        #expect(tokens[1].location == at(1, 6))
    }
}
