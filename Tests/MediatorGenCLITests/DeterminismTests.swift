import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// `mediatorgen` writes the same bytes for the same specs in every process: nothing it writes
/// follows the order of a `Set` or a `Dictionary`, which Swift seeds anew in each process.
@Suite struct DeterminismTests {
    /// The tests' environment without `SWIFT_DETERMINISTIC_HASHING`, which would give every
    /// process the same hash seed and hide an order that changes from one run to the next.
    static let environment = ProcessInfo.processInfo.environment.filter {
        $0.key != "SWIFT_DETERMINISTIC_HASHING"
    }

    @Test func twoProcessesGenerateAndDrawTheSameBytes() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let specs = try Self.writeSpecs(in: fixture)
        let outputs = specs.map { OutputFileNaming.outputFileName(forSpecPath: $0) }.sorted()
        for folder in ["first", "second"] {
            let result = try Self.run(["generate"] + specs + ["--output", folder], in: fixture)
            #expect(result.status == 0, "\(result.error)")
            let written = try FileManager.default.contentsOfDirectory(
                atPath: fixture.url(folder).path)
            #expect(written.sorted() == outputs, "every spec is generated into \(folder)")
        }
        for output in outputs {
            let first = try String(contentsOf: fixture.url("first/" + output), encoding: .utf8)
            let second = try String(contentsOf: fixture.url("second/" + output), encoding: .utf8)
            #expect(first == second, "\(Self.firstDifference(first, second, in: output))")
        }
        for format in ["mermaid", "dot"] {
            let first = try Self.run(["graph", "--format", format] + specs, in: fixture)
            let second = try Self.run(["graph", "--format", format] + specs, in: fixture)
            #expect(first.status == 0 && second.status == 0, "\(first.error)\(second.error)")
            let difference = Self.firstDifference(first.output, second.output, in: format)
            #expect(first.output == second.output, "\(difference)")
        }
    }

    /// Writes random specs of several seeds, with plain names and with colliding ones, and copies
    /// of the reference specs into `fixture`, and returns their paths in it.
    static func writeSpecs(in fixture: CLIFixture) throws -> [String] {
        var paths: [String] = []
        for seed in UInt64(1)...4 {
            for (names, prefix) in [(RandomSpec.Names.plain, "Plain"), (NamePools.names, "Named")] {
                let batch = try RandomSpecBatch(
                    seed: seed, count: 4, names: names, prefix: "\(prefix)\(seed)x")
                for spec in batch.specs {
                    paths.append(try fixture.writeSpec(spec.name, spec.text))
                }
            }
        }
        let references = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.referenceSpecs.path
        ).filter { $0.hasSuffix(".mediator") }
        for name in references.sorted() {
            let text = try String(
                contentsOf: TestPaths.referenceSpecs.appendingPathComponent(name), encoding: .utf8)
            paths.append(try fixture.writeSpec("Reference/" + name, text))
        }
        return paths
    }

    /// Runs `mediatorgen` in a process of its own, with ``environment``.
    static func run(_ arguments: [String], in fixture: CLIFixture) throws -> ProcessResult {
        try ProcessRunner.run(
            TestPaths.mediatorgen, arguments, in: fixture.folder, environment: environment)
    }

    /// Where `first` and `second`, two outputs called `name`, first differ: the line's number,
    /// then the line as each process wrote it.
    static func firstDifference(_ first: String, _ second: String, in name: String) -> String {
        let firstLines = first.split(separator: "\n", omittingEmptySubsequences: false)
        let secondLines = second.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            zip(firstLines, secondLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(firstLines.count, secondLines.count)
        let line = { (lines: [Substring]) in index < lines.count ? String(lines[index]) : "(end)" }
        return "\(name):\(index + 1):\n\(line(firstLines))\n\(line(secondLines))"
    }
}
