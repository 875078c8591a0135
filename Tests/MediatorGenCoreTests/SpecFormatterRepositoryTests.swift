import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Formatting keeps what each spec of the repository means (`.ci/run` checks that each one is
/// formatted).
@Suite struct SpecFormatterRepositoryTests {
    /// The paths, from the package root, of every `.mediator` file outside build folders.
    static let specs: [String] = {
        let root = TestPaths.packageRoot
        let files = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var paths: [String] = []
        while let url = files?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") {
                files?.skipDescendants()
            } else if url.pathExtension == OutputFileNaming.specExtension {
                paths.append(
                    String(
                        url.standardizedFileURL.path.dropFirst(
                            root.standardizedFileURL.path.count + 1)))
            }
        }
        return paths.sorted()
    }()

    static func file(_ path: String) throws -> SourceFile {
        let data = try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent(path))
        return SourceFile(path: path, bytes: Array(data))
    }

    @Test func theSpecsOfEveryPartOfTheRepositoryAreFound() {
        for folder in [
            "Tests/Reference/Specs/", "Examples/", "IntegrationTests/", "FuzzTesting/",
            "Benchmarks/",
        ] {
            #expect(Self.specs.contains { $0.hasPrefix(folder) }, "no spec in \(folder)")
        }
    }

    @Test(arguments: specs)
    func formattingKeepsWhatTheSpecMeans(path: String) throws {
        try expectFormattingKeepsMeaning(of: Self.file(path))
    }

}
