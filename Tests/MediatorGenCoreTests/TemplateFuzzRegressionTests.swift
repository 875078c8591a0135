import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Replays the inputs of the templates fuzz target in FuzzTesting/Regressions: custom templates
/// that once hung or crashed the engine, or hand-made edge cases. Each must end in a template
/// error or in output, within the time limit.
@Suite(.timeLimit(.minutes(1))) struct TemplateFuzzRegressionTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("FuzzTesting")

    static let inputs: [String] = {
        let regressions = folder.appendingPathComponent("Regressions").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: regressions)) ?? []
        return names.filter { $0.hasSuffix(".template-input") }.sorted()
    }()

    /// The data every input is rendered with, as in `FuzzTemplates.swift`.
    static func referenceSpec() throws -> ValidatedSpec {
        let path = folder.appendingPathComponent("TemplateReference.mediator")
        let (spec, diagnostics) = validated(
            SourceFile(path: "TemplateReference.mediator", bytes: Array(try Data(contentsOf: path)))
        )
        #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
        return spec
    }

    /// The error each input that once hung the engine must now end in.
    static let expectedErrors = [
        "hang-nested-sections.template-input": "is inside a section over the same list",
        "hang-doubling-partials.template-input": "takes rendering past",
    ]

    @Test func thereAreInputsToReplay() {
        #expect(Set(Self.expectedErrors.keys).isSubset(of: Self.inputs))
    }

    @Test(arguments: inputs)
    func inputEndsInAnErrorOrOutput(name: String) throws {
        let bytes = try Data(
            contentsOf: Self.folder.appendingPathComponent("Regressions").appendingPathComponent(
                name))
        // Templates separated by zero bytes, each a line with its name and then its source,
        // laid over the built-in ones.
        var sources = BuiltInTemplates.sources
        for part in bytes.split(separator: 0, omittingEmptySubsequences: false) {
            let text = String(decoding: part, as: UTF8.self)
            let templateName = text.prefix { $0 != "\n" }
            sources[String(templateName)] = String(text.dropFirst(templateName.count + 1))
        }
        let spec = try Self.referenceSpec()
        let expected = Self.expectedErrors[name]
        do {
            let templates = try TemplateSet(sources: sources)
            let output = try GeneratorPipeline(templates: templates).render(spec)
            #expect(!output.isEmpty)
            #expect(expected == nil, "rendered, though it must end in an error: \(expected ?? "")")
        } catch {
            // Both stages throw only `TemplateError`, which points into a template.
            #expect(error.location.line >= 1, "\(error)")
            if let expected { #expect(error.message.contains(expected), "\(error)") }
        }
    }
}
