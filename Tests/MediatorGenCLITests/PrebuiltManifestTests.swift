import Foundation
import TestSupport
import Testing

/// `Prebuilt/Package.swift` vends what the main package vends, under the same names and from the
/// same folders, with the same plugin capabilities; only where `mediatorgen` comes from differs.
/// A manifest cannot share declarations with another, so this test keeps the two in step.
@Suite struct PrebuiltManifestTests {
    /// The manifest of the package at `path` from the package root, as SwiftPM reads it. A
    /// scratch folder of its own keeps SwiftPM from waiting for the lock of the build running
    /// these tests.
    static func manifest(_ path: String) throws -> [String: Any] {
        let scratch = try TestPaths.makeScratchFolder("manifest")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = TestPaths.packageRoot.appendingPathComponent(path)
        let dump = try ProcessRunner.swift(
            [
                "package", "--package-path", package.path, "--scratch-path", scratch.path,
                "dump-package",
            ])
        try #require(dump.status == 0, "\(dump.error)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
    }

    /// Each target of `manifest` by name, as JSON text of what makes it that target.
    static func targets(of manifest: [String: Any]) throws -> [String: String] {
        var targets: [String: String] = [:]
        for target in manifest["targets"] as? [[String: Any]] ?? [] {
            let name = try #require(target["name"] as? String)
            let kept = target.filter {
                ["path", "type", "dependencies", "pluginCapability"].contains($0.key)
            }
            let json = try JSONSerialization.data(withJSONObject: kept, options: .sortedKeys)
            targets[name] = String(decoding: json, as: UTF8.self)
        }
        return targets
    }

    /// The names and kinds of the products of `manifest`.
    static func products(of manifest: [String: Any]) -> [String] {
        (manifest["products"] as? [[String: Any]] ?? []).map { product in
            "\(product["name"] ?? "") \((product["type"] as? [String: Any])?.keys.sorted() ?? [])"
        }.sorted()
    }

    @Test func prebuiltPackageVendsTheSameRuntimeAndPlugins() throws {
        let main = try Self.manifest(".")
        let prebuilt = try Self.manifest("Prebuilt")
        #expect(
            Self.products(of: prebuilt)
                == Self.products(of: main).filter { !$0.hasPrefix("mediatorgen ") })
        let mainTargets = try Self.targets(of: main)
        let prebuiltTargets = try Self.targets(of: prebuilt)
        #expect(prebuiltTargets.count == 7, "the runtime, its atomics, the bundle, four plugins")
        for (name, target) in prebuiltTargets where name != "mediatorgen" {
            #expect(target == mainTargets[name], "\(name) is declared as in Package.swift")
        }
        #expect(prebuiltTargets["mediatorgen"]?.contains(#""type":"binary""#) == true)
    }
}
