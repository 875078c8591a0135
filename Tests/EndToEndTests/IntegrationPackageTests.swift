import Foundation
import TestSupport
import Testing

/// Builds, runs and tests `IntegrationTests/Plugin Consumer`, a package that uses mediatorgen as
/// users do (the build-tool plugin in a library, an executable and a test target, and in a library
/// in the Swift 5 language mode; checked-in code from the `generate-mediators` command; pictures
/// from `draw-mediators`), from a copy in a folder whose path has a space.
///
/// Building the copy (and mediatorgen with it) is most of what this costs, so one copy goes
/// through every phase, each starting from the build the one before left.
extension EndToEnd {
    @Suite struct IntegrationPackageTests {
        static let source = TestPaths.packageRoot.appendingPathComponent(
            "IntegrationTests/Plugin Consumer")

        /// Copies the package (without build products) and points its dependency at this checkout.
        static func makeCopy() throws -> URL {
            let folder = try TestPaths.makeScratchFolder("integration")
            let copy = folder.appendingPathComponent("Plugin Consumer")
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            for item in try FileManager.default.contentsOfDirectory(atPath: source.path)
            where item != ".build" && item != ".swiftpm" {
                try FileManager.default.copyItem(
                    at: source.appendingPathComponent(item), to: copy.appendingPathComponent(item))
            }
            let manifestURL = copy.appendingPathComponent("Package.swift")
            let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
            let patched = manifest.replacingOccurrences(
                of: #"path: "../..""#, with: "path: \"\(TestPaths.packageRoot.path)\"")
            try #require(patched != manifest, "the manifest names the mediatorgen package by path")
            try Data(patched.utf8).write(to: manifestURL)
            return copy
        }

        /// Runs `swift SUBCOMMAND --package-path PACKAGE REST...`: the package path goes before
        /// anything that `swift run` would pass on to the program.
        static func swift(_ arguments: [String], in package: URL) throws -> ProcessResult {
            try ProcessRunner.swift(
                [arguments[0], "--package-path", package.path] + arguments.dropFirst())
        }

        @Test func aPackageThatUsesMediatorgenAsUsersDo() throws {
            let package = try Self.makeCopy()
            defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
            try Self.buildsRunsAndTestsWithoutWarnings(package)
            try Self.rebuildsOnlyWhenASpecChangesAndReportsItsErrors(package)
            try Self.drawsAPictureOfEachTargetsMediators(package)
            try Self.writesCheckedInCodeAndCatchesStaleCode(package)
            // Last: it leaves checked-in code behind that fails the build on purpose.
            try Self.eachPluginLeavesTheOthersTargetsAloneAndSaysWhy(package)
        }

        static func buildsRunsAndTestsWithoutWarnings(_ package: URL) throws {
            let build = try Self.swift(["build"], in: package)
            try #require(build.status == 0, "\(build.output)\(build.error)")
            #expect(
                !(build.output + build.error).contains("warning:"), "\(build.output)\(build.error)")

            let run = try Self.swift(["run", "--skip-build", "chat-demo"], in: package)
            let expected = try String(
                contentsOf: package.appendingPathComponent("expected-output.txt"), encoding: .utf8)
            #expect(run.output == expected)

            let chatKit = try PluginOutputs.file(named: "ChatRoom.mediator.swift", in: package)
            let header = try String(contentsOf: chatKit, encoding: .utf8)
            #expect(
                header.contains("// ChatKit renders its mediators with its own File template.\n"),
                "a template in the target replaces the built-in one")

            let test = try Self.swift(["test"], in: package)
            #expect(test.status == 0, "\(test.output)\(test.error)")
            #expect(test.output.contains("2 tests"), "\(test.output)")
            let doubles = try PluginOutputs.file(named: "ChatRoom.doubles.swift", in: package)
            #expect(
                try String(contentsOf: doubles, encoding: .utf8).contains(
                    "// ChatKit renders its test doubles with its own Doubles template.\n"),
                "the test doubles plugin renders with the templates of the spec's target")
        }

        static func writesCheckedInCodeAndCatchesStaleCode(_ package: URL) throws {
            let plugin = ["package", "--allow-writing-to-package-directory", "generate-mediators"]
            let spec = package.appendingPathComponent("Sources/Checked In/Greeter.mediator")
            let generated = package.appendingPathComponent(
                "Sources/Checked In/GeneratedMediators/Greeter.mediator.swift")

            let upToDate = try Self.swift(
                plugin + ["--target", "CheckedIn", "--check"], in: package)
            #expect(upToDate.status == 0, "the checked-in code matches: \(upToDate.error)")

            let original = try String(contentsOf: spec, encoding: .utf8)
            try Data(original.replacingOccurrences(of: "Says hello.", with: "Says hi.").utf8)
                .write(to: spec)
            let stale = try Self.swift(plugin + ["--target", "CheckedIn", "--check"], in: package)
            #expect(stale.status != 0)
            #expect(
                (stale.output + stale.error).contains(
                    "Sources/Checked In/GeneratedMediators/Greeter.mediator.swift: out of date with "
                        + "Sources/Checked In/Greeter.mediator"), "\(stale.output)\(stale.error)")

            let regenerate = try Self.swift(plugin + ["--target", "CheckedIn"], in: package)
            #expect(regenerate.status == 0, "\(regenerate.error)")
            let text = try String(contentsOf: generated, encoding: .utf8)
            #expect(text.contains("/// Says hi."))
            #expect(text.contains(#"#sourceLocation(file:"Sources/Checked In/Greeter.mediator""#))
            #expect(!text.contains(package.path), "checked-in code holds no machine-specific path")
            let fresh = try Self.swift(plugin + ["--target", "CheckedIn", "--check"], in: package)
            #expect(fresh.status == 0, "\(fresh.error)")
            let build = try Self.swift(["build"], in: package)
            #expect(build.status == 0, "\(build.output)\(build.error)")
        }

        static func drawsAPictureOfEachTargetsMediators(_ package: URL) throws {
            let plugin = ["package", "--allow-writing-to-package-directory", "draw-mediators"]
            let pictures = package.appendingPathComponent("MediatorGraphs")

            let drawn = try Self.swift(plugin, in: package)
            #expect(drawn.status == 0, "\(drawn.output)\(drawn.error)")
            // Targets that generate in every build and one with checked-in code alike.
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted() == [
                    "ChatDemo.md", "ChatKit.md", "ChatKitTests.md", "CheckedIn.md",
                    "PlaybackKit.md",
                ])
            let chatKit = pictures.appendingPathComponent("ChatKit.md")
            let mermaid = try String(contentsOf: chatKit, encoding: .utf8)
            #expect(mermaid.hasPrefix("```mermaid\n"))
            #expect(mermaid.contains(#"subgraph box ["public mediator ChatRoom"]"#), "\(mermaid)")

            let dot = try Self.swift(
                plugin + ["--target", "ChatDemo", "--format", "dot", "--output", "docs/graphs"],
                in: package)
            #expect(dot.status == 0, "\(dot.output)\(dot.error)")
            let graph = try String(
                contentsOf: package.appendingPathComponent("docs/graphs/ChatDemo.dot"),
                encoding: .utf8)
            #expect(graph.contains(#"label="mediator Moderation";"#), "\(graph)")

            let spec = package.appendingPathComponent("Sources/Chat Kit/ChatRoom.mediator")
            let original = try String(contentsOf: spec, encoding: .utf8)
            try Data(original.replacingOccurrences(of: "mediator ChatRoom", with: "mediator").utf8)
                .write(to: spec)
            let broken = try Self.swift(plugin + ["--target", "ChatKit"], in: package)
            #expect(broken.status != 0)
            #expect(
                (broken.output + broken.error).contains("Sources/Chat Kit/ChatRoom.mediator:"),
                "\(broken.output)\(broken.error)")
            #expect(
                try String(contentsOf: chatKit, encoding: .utf8) == mermaid,
                "a spec with errors leaves the picture as it was")
            try Data(original.utf8).write(to: spec)
        }
    }
}
