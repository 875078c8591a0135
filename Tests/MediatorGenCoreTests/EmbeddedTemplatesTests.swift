import Foundation
import Testing

@testable import MediatorGenCore

/// The templates compiled into the tool must be exactly the files in `Templates/`.
@Suite struct EmbeddedTemplatesTests {
    /// The Swift source that embeds every `Templates/*.mustache` file.
    static func embeddingSource() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.templates.path)
            .filter { $0.hasSuffix(".mustache") }.sorted()
        var lines = [
            "// swift-format-ignore-file",
            "// (The template text below is data, kept byte for byte as in Templates/.)",
            "// Generated from the files in Templates/ by the EmbeddedTemplates test:",
            "// MEDIATORGEN_RECORD=1 swift test --filter EmbeddedTemplates. DO NOT EDIT.",
            "",
            "/// The sources of the built-in templates, embedded so the tool needs no resource files.",
            "enum EmbeddedTemplates {",
            "    /// Template sources by name.",
            "    static let sources: [String: String] = [",
        ]
        for file in names {
            let url = PackagePaths.templates.appendingPathComponent(file)
            let source = try String(contentsOf: url, encoding: .utf8)
            #expect(
                !source.contains("\"\"\"#"), "\(file) must not contain the raw string delimiter")
            lines.append("        \"\(file.dropLast(".mustache".count))\": #\"\"\"")
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.isEmpty ? "" : "            " + line)
            }
            lines.append("            \"\"\"#,")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let difference = try Recording.compare(
            try Self.embeddingSource(), withFileAt: PackagePaths.embeddedTemplates)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func everyEmbeddedTemplateIsAFileInTheTemplatesFolder() throws {
        for (name, source) in EmbeddedTemplates.sources {
            let url = PackagePaths.templates.appendingPathComponent(name + ".mustache")
            #expect(try String(contentsOf: url, encoding: .utf8) == source, "\(name)")
        }
    }

    @Test func builtInTemplatesParse() throws {
        let set = try BuiltInTemplates.templateSet()
        #expect(set.templates[BuiltInTemplates.entryPoint] != nil)
    }
}
