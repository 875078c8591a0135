import Foundation
import TestSupport
import Testing

/// Output files are replaced whole or not at all, and only inside the output folder.
@Suite struct OutputSafetyTests {
    @Test func aFailedRunLeavesEarlierOutputsUntouched() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", CLIFixture.validSpec)
        #expect(try fixture.run("generate", "Relay.mediator", "--output", "out").status == 0)
        let output = fixture.url("out/Relay.mediator.swift")
        let before = try Data(contentsOf: output)

        try fixture.writeSpec("Relay.mediator", CLIFixture.validSpec + "event broken(")
        let result = try fixture.run("generate", "Relay.mediator", "--output", "out")
        #expect(result.status == 1)
        #expect(try Data(contentsOf: output) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fixture.url("out").path)
                == ["Relay.mediator.swift"], "no temporary file is left behind")
    }

    @Test(arguments: [
        "../Escape.mediator", "nested/../../Escape.mediator", "./deep/./Escape.mediator",
    ])
    func outputsLandInTheOutputFolderWhereverTheSpecIs(specPath: String) throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let work = fixture.url("work")
        for folder in ["work/nested", "work/deep", "work/out"] {
            try FileManager.default.createDirectory(
                at: fixture.url(folder), withIntermediateDirectories: true)
        }
        let specURL = work.appendingPathComponent(specPath).standardizedFileURL
        try Data(CLIFixture.validSpec.utf8).write(to: specURL)
        let result = try ProcessRunner.run(
            TestPaths.mediatorgen, ["generate", specPath, "--output", "out"], in: work)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: work.appendingPathComponent("out").path)
                == ["Escape.mediator.swift"])
        let outside = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        #expect(!outside.contains { $0.hasSuffix(".swift") }, "\(outside)")
    }
}
