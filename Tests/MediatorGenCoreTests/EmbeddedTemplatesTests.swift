import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// The templates compiled into the tool must be exactly the files in `Templates/`.
@Suite struct EmbeddedTemplatesTests {
    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let sources = try TemplateLoader.sources(in: TestPaths.templates.path)
        for (name, source) in sources {
            #expect(
                !source.contains("\"\"\"#"), "\(name) must not contain the raw string delimiter")
        }
        let difference = ReferenceFile.difference(
            between: TemplateEmbedding.swiftSource(embedding: sources),
            andFileAt: TestPaths.embeddedTemplates)
        #expect(difference == nil, "\(difference ?? "")")
        #expect(Set(sources.keys) == Set(BuiltInTemplates.names))
    }

    @Test func builtInTemplatesParse() throws {
        let set = try BuiltInTemplates.templateSet()
        #expect(set.template(named: BuiltInTemplates.entryPoint) != nil)
        #expect(set.names == BuiltInTemplates.names)
    }
}
