import Foundation

/// Where tests find the package, its build products and scratch space.
public enum TestPaths {
    /// The root of the mediatorgen package.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The built-in templates, `Templates/`: the source of truth for generated code.
    public static let templates = packageRoot.appendingPathComponent("Templates")

    /// The reference specs, `Tests/Reference/Specs`.
    public static let referenceSpecs = packageRoot.appendingPathComponent("Tests/Reference/Specs")

    /// The generated reference output of the reference specs, `Tests/Reference/Generated`.
    public static let referenceOutput = packageRoot.appendingPathComponent(
        "Tests/Reference/Generated")

    /// The event graphs of the reference specs, `Tests/Reference/Graphs`.
    public static let referenceGraphs = packageRoot.appendingPathComponent(
        "Tests/Reference/Graphs")

    /// The `mediatorgen` binary built for this test run, beside the test bundle.
    public static var mediatorgen: URL {
        get throws {
            var folders = [Bundle.main.bundleURL]
            folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map {
                $0.bundleURL.deletingLastPathComponent()
            }
            for folder in folders {
                let candidate = folder.appendingPathComponent("mediatorgen")
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
            }
            throw TestSupportError("no mediatorgen binary beside the tests in \(folders)")
        }
    }

    /// The folder of Swift modules built for this test run, for `swiftc -I`.
    public static var modules: URL {
        get throws {
            try mediatorgen.deletingLastPathComponent().appendingPathComponent("Modules")
        }
    }

    /// The `swiftc` options that find MediatorRuntime and the C module it imports, whose
    /// module map is in the package (SwiftPM passes both to the packages it builds).
    public static var runtimeSearchPaths: [String] {
        get throws {
            [
                "-I", try modules.path,
                "-I", packageRoot.appendingPathComponent("Sources/Atomics/include").path,
            ]
        }
    }

    /// Makes a new empty folder for one test; the caller removes it.
    public static func makeScratchFolder(_ name: String = #function) throws -> URL {
        let safeName = name.filter { $0.isLetter || $0.isNumber }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mediatorgen-\(safeName)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// A test precondition that did not hold.
public struct TestSupportError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Makes an error with `description`.
    public init(_ description: String) {
        self.description = description
    }
}
