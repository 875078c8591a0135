import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Formatting keeps what each spec of the repository means (`.ci/run` checks that each one is
/// formatted).
@Suite struct SpecFormatterRepositoryTests {
    @Test func theSpecsOfEveryPartOfTheRepositoryAreFound() {
        let paths = RepositorySpecs.paths()
        for folder in [
            "Tests/Reference/Specs/", "Examples/", "IntegrationTests/", "FuzzTesting/",
            "Benchmarks/", "Editors/",
        ] {
            #expect(paths.contains { $0.hasPrefix(folder) }, "no spec in \(folder)")
        }
    }

    @Test(arguments: RepositorySpecs.paths())
    func formattingKeepsWhatTheSpecMeans(path: String) throws {
        try expectFormattingKeepsMeaning(
            of: SourceFile(path: path, bytes: RepositorySpecs.bytes(of: path)))
    }
}
