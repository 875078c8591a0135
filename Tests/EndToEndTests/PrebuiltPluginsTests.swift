import Foundation
import TestSupport
import Testing

/// The integration package with the runtime and plugins of `Prebuilt/` in place of the main
/// package's: every plugin runs the `mediatorgen` of an artifact bundle that
/// `Prebuilt/make-bundle.sh` builds for this machine, and the build never compiles the generator.
extension EndToEnd {
    @Suite struct PrebuiltPluginsTests {
        /// `Prebuilt/` as a release publishes it, its links resolved, beside `package`, with a
        /// bundle of its own.
        static func makePrebuiltPackage(beside package: URL) throws -> URL {
            let prebuilt = package.deletingLastPathComponent()
                .appendingPathComponent("mediatorgen-prebuilt")
            let copy = try ProcessRunner.run(
                URL(fileURLWithPath: "/bin/cp"),
                [
                    "-RL", TestPaths.packageRoot.appendingPathComponent("Prebuilt").path,
                    prebuilt.path,
                ])
            try #require(copy.status == 0, "\(copy.error)")
            let bundle = prebuilt.appendingPathComponent("mediatorgen.artifactbundle")
            try? FileManager.default.removeItem(at: bundle)
            let made = try ProcessRunner.run(
                TestPaths.packageRoot.appendingPathComponent("Prebuilt/make-bundle.sh"),
                [bundle.path])
            try #require(made.status == 0, "\(made.output)\(made.error)")
            return prebuilt
        }

        /// Points the integration package's copy at `prebuilt` for the runtime and the plugins.
        static func usePrebuilt(_ prebuilt: URL, in package: URL) throws {
            let manifestURL = package.appendingPathComponent("Package.swift")
            let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
            let patched = manifest.replacingOccurrences(
                of: #".package(name: "mediatorgen", path: "\#(TestPaths.packageRoot.path)")"#,
                with: #".package(name: "mediatorgen-prebuilt", path: "\#(prebuilt.path)")"#
            ).replacingOccurrences(
                of: #"package: "mediatorgen")"#, with: #"package: "mediatorgen-prebuilt")"#)
            try #require(!patched.contains(#""mediatorgen""#), "\(patched)")
            try Data(patched.utf8).write(to: manifestURL)
        }

        @Test func everyPluginRunsThePrebuiltGenerator() throws {
            let package = try IntegrationPackageTests.makeCopy()
            defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
            try Self.usePrebuilt(try Self.makePrebuiltPackage(beside: package), in: package)
            func swift(_ arguments: [String]) throws -> ProcessResult {
                try IntegrationPackageTests.swift(arguments, in: package)
            }

            // Code is generated, and no part of the generator is compiled or linked.
            let build = try swift(["build"])
            try #require(build.status == 0, "\(build.output)\(build.error)")
            #expect(!(build.output + build.error).contains("warning:"), "\(build.error)")
            #expect(build.output.contains("Generating mediators from"), "\(build.output)")
            #expect(!build.output.contains("MediatorGenCore"), "\(build.output)")
            #expect(!build.output.contains("Linking mediatorgen"), "\(build.output)")

            let run = try swift(["run", "--skip-build", "chat-demo"])
            let expected = try String(
                contentsOf: package.appendingPathComponent("expected-output.txt"), encoding: .utf8)
            #expect(run.output == expected)

            let test = try swift(["test"])
            #expect(test.status == 0, "\(test.output)\(test.error)")
            #expect(test.output.contains("2 tests"), "test doubles built: \(test.output)")

            let command = ["package", "--allow-writing-to-package-directory"]
            let check = try swift(command + ["generate-mediators", "--check"])
            #expect(check.status == 0, "\(check.output)\(check.error)")
            let draw = try swift(command + ["draw-mediators"])
            #expect(draw.status == 0, "\(draw.output)\(draw.error)")
            #expect(
                try FileManager.default.contentsOfDirectory(
                    atPath: package.appendingPathComponent("MediatorGraphs").path
                ).count == 5)
        }
    }
}
