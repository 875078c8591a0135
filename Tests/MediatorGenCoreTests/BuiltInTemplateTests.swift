import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// The templates compiled into the generator are the files of `Templates/`, through the string
/// literals that `swift run update-reference templates` writes.
@Suite struct BuiltInTemplateTests {
    /// The text of each `.mustache` file of `Templates/`, by name.
    static func templateFiles() throws -> [String: String] {
        let folder = TestPaths.packageRoot.appendingPathComponent("Templates")
        var files: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where file.hasSuffix(".mustache") {
            files[String(file.dropLast(".mustache".count))] = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        return files
    }

    @Test func everyTemplateFileIsBuiltInAsItIs() throws {
        let files = try Self.templateFiles()
        let stale = "run `swift run update-reference templates`, then build again"
        #expect(BuiltInTemplates.names == files.keys.sorted(), "\(stale)")
        for (name, text) in files {
            #expect(BuiltInTemplates.sources[name] == text, "\(name) changed: \(stale)")
        }
    }

    @Test func theBuiltInFileIsTheOneUpdateReferenceWrites() throws {
        let file = TestPaths.packageRoot.appendingPathComponent(BuiltInTemplateSourceFile.path)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == BuiltInTemplateSourceFile.text(of: try Self.templateFiles()))
    }

    /// Text that would end a literal with fewer `#`, or start an escape, gets more of them.
    @Test(arguments: [
        ("plain", "#"), ("a \"\"\"# b", "##"), ("\\#(x)", "##"), ("\"\"\"## and \\#", "###"),
    ])
    func aLiteralTakesTheHashesItsTextNeeds(text: String, hashes: String) {
        let literal = BuiltInTemplateSourceFile.literal(text + "\n")
        #expect(literal.hasPrefix(hashes + "\"\"\"\n"))
        #expect(!literal.hasPrefix(hashes + "#"))
        #expect(literal.hasSuffix("\"\"\"" + hashes))
    }
}
