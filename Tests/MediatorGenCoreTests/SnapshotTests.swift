import Foundation
import Testing

@testable import MediatorGenCore

/// Generated code for each reference spec must match the checked-in reference output, which the
/// `ReferenceMediators` target compiles and `ReferenceMediatorsTests` runs.
@Suite struct SnapshotTests {
    static let specNames: [String] = {
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.referenceSpecs.path))
            ?? []
        return files.filter { $0.hasSuffix(".mediator") }.sorted()
    }()

    /// The generator, with templates read from `Templates/`: the source of truth, which the
    /// embedded copy is checked against, so one recording run updates everything.
    static func generator() throws -> MediatorGenerator {
        let sources = try TemplateLoader.sources(in: PackagePaths.templates.path)
        return MediatorGenerator(templates: try TemplateSet(sources: sources))
    }

    @Test func thereAreReferenceSpecs() {
        #expect(Self.specNames.count >= 1)
    }

    @Test(arguments: specNames)
    func generatedCodeMatchesReference(specName: String) throws {
        let path = "Tests/Reference/Specs/" + specName
        let bytes = try Data(contentsOf: PackagePaths.root.appendingPathComponent(path))
        let output = try Self.generator().generate(SourceFile(path: path, bytes: Array(bytes)))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let source = try #require(output.source)
        let reference = PackagePaths.referenceOutput.appendingPathComponent(
            OutputFileNaming.outputFileName(forSpecPath: path))
        let difference = try Recording.compare(source, withFileAt: reference)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(arguments: specNames)
    func generationIsDeterministic(specName: String) throws {
        let path = "Tests/Reference/Specs/" + specName
        let bytes = Array(try Data(contentsOf: PackagePaths.root.appendingPathComponent(path)))
        let first = try Self.generator().generate(SourceFile(path: path, bytes: bytes)).source
        let second = try Self.generator().generate(SourceFile(path: path, bytes: bytes)).source
        #expect(first != nil)
        #expect(first == second)
    }
}
