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

    @Test func thereAreReferenceSpecs() {
        #expect(Self.specNames.count >= 1)
    }

    @Test(arguments: specNames)
    func generatedCodeMatchesReference(specName: String) throws {
        let path = "Tests/Reference/Specs/" + specName
        let bytes = try Data(contentsOf: PackagePaths.root.appendingPathComponent(path))
        let output = try MediatorGenerator().generate(SourceFile(path: path, bytes: Array(bytes)))
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
        let first = try MediatorGenerator().generate(SourceFile(path: path, bytes: bytes)).source
        let second = try MediatorGenerator().generate(SourceFile(path: path, bytes: bytes)).source
        #expect(first != nil)
        #expect(first == second)
    }
}
