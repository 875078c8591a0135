import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Generated code for each reference spec must match the checked-in reference output, which the
/// `ReferenceMediators` target compiles and `ReferenceMediatorsTests` runs.
@Suite struct SnapshotTests {
    static func generate(_ specName: String) throws -> GeneratorPipeline.Generated {
        try GeneratorPipeline().generate(ReferenceSpecs.file(specName))
    }

    @Test func eachReferenceSpecHasItsReferenceOutputAndNoOutputIsLeftOver() throws {
        #expect(ReferenceSpecs.names.contains("Chat.mediator"))
        let outputs = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.referenceOutput.path)
        #expect(
            outputs.sorted()
                == ReferenceSpecs.names.map { OutputFileNaming.outputFileName(forSpecPath: $0) })
    }

    @Test(arguments: ReferenceSpecs.names)
    func generatedCodeMatchesReference(specName: String) throws {
        let output = try Self.generate(specName)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let file = try #require(output.file)
        let reference = TestPaths.referenceOutput.appendingPathComponent(file.fileName)
        let difference = ReferenceFile.difference(
            between: file.source, andFileAt: reference, kind: "generated")
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(arguments: ReferenceSpecs.names)
    func generationIsDeterministic(specName: String) throws {
        let first = try Self.generate(specName).file
        #expect(first != nil)
        #expect(try Self.generate(specName).file == first)
    }
}

/// The test doubles the reference mediators' tests use must be what the generator writes for
/// their specs (`mediatorgen generate --test-doubles ReferenceMediators`).
@Suite struct DoublesSnapshotTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent(
        "Tests/ReferenceMediatorsTests/Doubles")

    static let doubles: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".doubles.swift") }.sorted()
    }()

    @Test func theSpecsWithColleaguesKnownByAProtocolHaveDoubles() {
        #expect(
            Self.doubles == [
                "Attach.doubles.swift", "FullNames.doubles.swift", "Hooks.doubles.swift",
                "Keyed.doubles.swift", "KeyedRequests.doubles.swift", "Shell.doubles.swift",
                "Slots.doubles.swift",
            ])
    }

    @Test(arguments: doubles)
    func doublesMatchWhatTheGeneratorWrites(fileName: String) throws {
        let specName = String(fileName.dropLast(".doubles.swift".count)) + ".mediator"
        let output = try GeneratorPipeline().generateDoubles(
            ReferenceSpecs.file(specName), module: "ReferenceMediators")
        let file = try #require(output.file)
        #expect(file.fileName == fileName)
        let difference = ReferenceFile.difference(
            between: file.source, andFileAt: Self.folder.appendingPathComponent(fileName),
            kind: "generated")
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func aSpecWithoutColleaguesKnownByAProtocolHasNoDoubleButStillAFile() throws {
        let output = try GeneratorPipeline().generateDoubles(
            ReferenceSpecs.file("Chat.mediator"), module: "Chats")
        let source = try #require(output.file).source
        #expect(source.contains("@testable import Chats"))
        #expect(!source.contains("class "))
    }
}
