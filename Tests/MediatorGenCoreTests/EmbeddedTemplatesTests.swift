import Foundation
import Testing

@testable import MediatorGenCore

/// The templates compiled into the tool must be exactly the files in `Templates/`.
@Suite struct EmbeddedTemplatesTests {
    /// The Swift source that embeds every `Templates/*.mustache` file.
    static func embeddingSource() throws -> String {
        let sources = try TemplateLoader.sources(in: PackagePaths.templates.path)
        for (name, source) in sources {
            #expect(
                !source.contains("\"\"\"#"), "\(name) must not contain the raw string delimiter")
        }
        return TemplateEmbedding.swiftSource(embedding: sources)
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
