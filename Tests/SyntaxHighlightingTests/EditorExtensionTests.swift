import Foundation
import Testing

/// The VS Code extension's manifest points at the grammar and the language configuration that
/// exist, for `.mediator` files.
@Suite struct EditorExtensionTests {
    @Test func theManifestContributesTheLanguageAndItsGrammar() throws {
        let manifest = try Self.object(at: "package.json")
        let contributes = try #require(manifest["contributes"] as? [String: Any])
        let languages = try #require(contributes["languages"] as? [[String: Any]])
        let grammars = try #require(contributes["grammars"] as? [[String: Any]])
        let language = try #require(languages.first { $0["id"] as? String == "mediator" })
        #expect(language["extensions"] as? [String] == [".mediator"])
        let grammar = try #require(grammars.first { $0["language"] as? String == "mediator" })
        let grammarPath = try #require(grammar["path"] as? String)
        #expect(
            EditorFiles.extensionFolder.appendingPathComponent(grammarPath).standardizedFileURL
                == EditorFiles.grammar.standardizedFileURL)
        #expect(grammar["scopeName"] as? String == (try EditorFiles.loadGrammar().scopeName))

        let configurationPath = try #require(language["configuration"] as? String)
        let configuration = try Self.object(at: configurationPath)
        let comments = try #require(configuration["comments"] as? [String: Any])
        #expect(comments["lineComment"] as? String == "//")
        #expect(comments["blockComment"] as? [String] == ["/*", "*/"])
    }

    private static func object(at path: String) throws -> [String: Any] {
        let url = EditorFiles.extensionFolder.appendingPathComponent(path)
        return try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }
}
