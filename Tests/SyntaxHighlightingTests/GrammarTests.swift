import Foundation
import TestSupport
import Testing

/// The grammar file itself: it loads, every expression compiles, every include resolves, and the
/// tests' engine refuses what it would not run faithfully.
@Suite struct GrammarTests {
    @Test func everyExpressionOfTheGrammarCompiles() throws {
        let grammar = try EditorFiles.loadGrammar()
        #expect(grammar.scopeName == "source.mediator")
        // Counted in the JSON independently of the reader, so that none is skipped unread.
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: EditorFiles.grammar))
        #expect(grammar.expressionCount == Self.expressionCount(in: json))
        #expect(grammar.repository["event"] != nil && grammar.repository["colleague"] != nil)
    }

    @Test func anExpressionThatDoesNotCompileIsReported() throws {
        let error = try #require(throws: GrammarError.self) {
            try Self.load(#"{"scopeName": "source.test", "patterns": [{"match": "(unclosed"}]}"#)
        }
        #expect(error.description.contains("patterns[0].match does not compile"))
    }

    @Test func anIncludeOfAnUnknownRuleIsReported() throws {
        let error = try #require(throws: GrammarError.self) {
            try Self.load(##"{"scopeName": "source.test", "patterns": [{"include": "#missing"}]}"##)
        }
        #expect(error.description.contains("includes unknown rule '#missing'"))
    }

    @Test func aKeyTheEngineDoesNotRunIsReported() throws {
        let error = try #require(throws: GrammarError.self) {
            try Self.load(
                #"{"scopeName": "source.test", "patterns": [{"begin": "a", "while": "b"}]}"#)
        }
        #expect(error.description.contains("'while'"))
    }

    @Test func regionsGoOnAcrossLinesAndTheFirstMatchWins() throws {
        let grammar = try Self.load(
            #"""
            {"scopeName": "source.test", "patterns": [
                {"begin": "/\\*", "end": "\\*/", "name": "comment.block"},
                {"match": "\\bkey\\b", "name": "keyword.test"},
                {"match": "\\w+", "name": "variable.test"}
            ]}
            """#)
        let file = try HighlightedFile(
            bytes: Array("key keys /* key\nkey */ key".utf8), grammar: grammar)
        let scopes = (0..<file.bytes.count).map { file.scopes(at: $0).last ?? "" }
        #expect(scopes[0] == "keyword.test")
        #expect(scopes[4] == "variable.test")
        #expect(scopes[12] == "comment.block")
        #expect(scopes[16] == "comment.block")
        #expect(scopes[23] == "keyword.test")
    }

    private static func load(_ json: String) throws -> Grammar {
        let url = try TestPaths.makeScratchFolder().appendingPathComponent("test.tmLanguage.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data(json.utf8).write(to: url)
        return try Grammar(contentsOf: url)
    }

    private static func expressionCount(in json: Any) -> Int {
        if let object = json as? [String: Any] {
            let own = ["match", "begin", "end"].count { object[$0] is String }
            return own + object.values.map(expressionCount(in:)).reduce(0, +)
        }
        if let list = json as? [Any] {
            return list.map(expressionCount(in:)).reduce(0, +)
        }
        return 0
    }
}
