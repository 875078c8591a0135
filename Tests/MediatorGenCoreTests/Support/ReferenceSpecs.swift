import Foundation
import TestSupport

@testable import MediatorGenCore

/// The reference specs in `Tests/Reference/Specs`, whose generated code is checked in.
enum ReferenceSpecs {
    /// The file names of the reference specs, sorted.
    static let names: [String] = {
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.referenceSpecs.path))
            ?? []
        return files.filter { $0.hasSuffix(".mediator") }.sorted()
    }()

    /// The reference spec called `name`, under its path from the package root: the path
    /// `swift run update-reference generated` generates it under.
    static func file(_ name: String) throws -> SourceFile {
        let path = "Tests/Reference/Specs/" + name
        let data = try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent(path))
        return SourceFile(path: path, bytes: Array(data))
    }
}
