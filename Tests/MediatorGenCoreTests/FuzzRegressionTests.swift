import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Replays the inputs in FuzzTesting/Regressions: each once crashed or hung the generator, or is
/// a hand-made edge case. They must finish with diagnostics or output, never a crash; one that
/// generates must format as the fuzzer expects (see ``expectFormattingKeepsMeaning(of:)``).
@Suite struct FuzzRegressionTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("FuzzTesting/Regressions")

    static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".input") }.sorted()
    }()

    @Test func theSavedCrashAndTheSeedsAreReplayed() {
        #expect(Self.inputs.contains("crash-03467722ee34aabf0e23dd0d2a4324319a553d3d.input"))
        #expect(Self.inputs.contains("seed-follow-ups.input"))
    }

    @Test(arguments: inputs)
    func inputIsHandled(name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let file = SourceFile(path: name, bytes: bytes)
        let output = try GeneratorPipeline().generate(file)
        let hasErrors = output.diagnostics.contains { $0.severity == .error }
        #expect(hasErrors == (output.file?.source == nil), "output exactly when there is no error")
        if !hasErrors {
            try expectFormattingKeepsMeaning(of: file)
        }
    }
}
