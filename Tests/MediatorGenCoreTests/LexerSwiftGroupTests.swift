import Testing

@testable import MediatorGenCore

/// The Swift that the lexer takes whole, as one expression token, where the tokens before it say
/// that Swift follows: an attribute's arguments, and a stored property's observers.
@Suite struct LexerSwiftGroupTests {
    /// The kinds and texts of the tokens of `text`, before the end-of-file token, and its
    /// diagnostics.
    private func lex(_ text: String) -> (tokens: [(Token.Kind, String)], diagnostics: [Diagnostic])
    {
        let file = SourceFile(path: testSpecPath, text: text)
        var diagnostics = DiagnosticCollector(path: file.path)
        let tokens = Lexer.tokens(of: file, diagnostics: &diagnostics)
        return (
            tokens.filter { $0.kind != .endOfFile }.map { ($0.kind, $0.text) },
            diagnostics.diagnostics
        )
    }

    @Test func anAttributesArgumentsAreOneExpressionStringsAndAll() {
        let (tokens, diagnostics) = lex("@Module.Stored(\"a (b\", [1]) var x")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(tokens.map(\.1) == ["@", "Module", ".", "Stored", "(\"a (b\", [1])", "var", "x"])
        #expect(tokens[4].0 == .expression)
    }

    @Test func aTypesAttributeArgumentsSpellTheTypeAsBefore() {
        let (tokens, _) = lex("@convention(c) () -> Void")
        #expect(tokens.map(\.1) == ["@", "convention", "(c)", "(", ")", "->", "Void"])
    }

    @Test func aSpaceBeforeTheParenthesisLeavesItPunctuation() {
        let (tokens, _) = lex("@Clamped (1)")
        #expect(
            tokens.map(\.0) == [.punctuation, .identifier, .punctuation, .number, .punctuation])
    }

    @Test func observersAfterAPropertysTypeAreOneExpression() {
        let (tokens, diagnostics) = lex("var y: Int? { didSet { print(\"}\") } } // done\n}")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            tokens.map(\.1) == ["var", "y", ":", "Int", "?", "{ didSet { print(\"}\") } }", "}"])
        #expect(tokens[5].0 == .expression)
    }

    @Test func aBraceOnALaterLineOrAfterAnotherDeclarationIsPunctuation() {
        #expect(lex("var y: Int?\n{").tokens.last?.0 == .punctuation)
        #expect(lex("let x = 1; mediator M {").tokens.last?.0 == .punctuation)
        #expect(lex("mediator M {").tokens.last?.0 == .punctuation)
    }
}
