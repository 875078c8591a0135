import Testing

@testable import MediatorGenCore

/// What the formatter needs beyond what generating does: the lexer keeps every comment with its
/// place, and the syntax tree knows where declarations and types begin and end.
@Suite struct CommentAndPositionTests {
    @Test func theLexerKeepsEveryCommentWithItsPlace() {
        let text =
            "/// Doc.\nmediator M { // line \n /* block /* nested */ */ colleague A }\n// end"
        var diagnostics = DiagnosticCollector(path: testSpecPath)
        let (tokens, comments) = Lexer.lex(
            SourceFile(path: testSpecPath, text: text), diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(
            comments.map(\.text) == [
                "/// Doc.", "// line ", "/* block /* nested */ */", "// end",
            ])
        #expect(comments.map(\.location) == [at(1, 1), at(2, 14), at(3, 2), at(4, 1)])
        #expect(comments.map(\.isBlock) == [false, false, true, false])
        let bytes = Array(text.utf8)
        #expect(
            comments.allSatisfy { String(decoding: bytes[$0.range], as: UTF8.self) == $0.text })
        #expect(tokens.map(\.spelling) == ["mediator", "M", "{", "colleague", "A", "}", ""])
        #expect(tokens[0].documentation == ["Doc."], "documentation still reaches the parser")
    }

    @Test func declarationsKnowWhereTheyStartAndTypesWhereTheyEnd() throws {
        let text = """
            public @MainActor mediator M {
                weak colleague A
                colleague [B]: R
                role R
                event e(x: [Int], y: (a: Int,
                  b: String)) -> Set<Int> from A to B
            }
            """
        let mediator = try parseMediator(text)
        #expect(mediator.start == at(1, 1))
        #expect(mediator.colleagues.map(\.start) == [at(2, 5), at(3, 5)])
        let event = try #require(mediator.events.first)
        let bytes = Array(text.utf8)
        let types = event.parameters.map(\.type) + [try #require(event.resultType)]
        #expect(
            types.map { String(decoding: bytes[$0.range], as: UTF8.self) } == [
                "[Int]", "(a: Int,\n      b: String)", "Set<Int>",
            ])
        #expect(types.map(\.text) == ["[Int]", "(a: Int, b: String)", "Set<Int>"])
    }
}
