import Foundation
import TestSupport
import Testing

/// The two plugins keep out of each other's way in `IntegrationTests/Plugin Consumer`: the
/// command plugin leaves alone the targets the build-tool plugin generates, and the build-tool
/// plugin names the fix when it finds checked-in code for a spec it generates.
extension EndToEnd.IntegrationPackageTests {
    static func eachPluginLeavesTheOthersTargetsAloneAndSaysWhy(_ package: URL) throws {
        let plugin = ["package", "--allow-writing-to-package-directory", "generate-mediators"]
        let chatKit = package.appendingPathComponent("Sources/Chat Kit")
        let checkedIn = chatKit.appendingPathComponent("GeneratedMediators")

        let everyTarget = try Self.swift(plugin, in: package)
        #expect(everyTarget.status == 0, "\(everyTarget.error)")
        #expect(everyTarget.output.contains("CheckedIn: generated GeneratedMediators"))
        for skipped in [
            "ChatKit (Sources/Chat Kit/ChatRoom.mediator)",
            "ChatDemo (Sources/Chat Demo/Moderation.mediator)",
            "PlaybackKit (Sources/Playback Kit/Playback.mediator)",
            "ChatKitTests (Tests/ChatKitTests/Moderation.mediator)",
        ] {
            #expect(everyTarget.output.contains(skipped), "\(everyTarget.output)")
        }
        #expect(
            everyTarget.output.contains(
                "skipped, because their specs are among their sources, as in a target that "
                    + "MediatorGenPlugin generates in every build: "), "\(everyTarget.output)")
        #expect(everyTarget.output.contains("To check a target's code in, exclude its specs"))
        #expect(!FileManager.default.fileExists(atPath: checkedIn.path))

        let named = try Self.swift(
            plugin + ["--target", "ChatKit"], in: package)
        #expect(named.status != 0)
        #expect(
            named.error.contains(
                "target 'ChatKit' keeps its specs among its sources, as a target that "
                    + "MediatorGenPlugin builds does (Sources/Chat Kit/ChatRoom.mediator)"),
            "\(named.error)")
        #expect(named.error.contains(#"exclude its specs (exclude: ["ChatRoom.mediator"])"#))
        #expect(!FileManager.default.fileExists(atPath: checkedIn.path))

        // Checked-in code the way an older release, or a copy by hand, left it.
        let generate = try ProcessRunner.run(
            TestPaths.mediatorgen,
            ["generate", "Sources/Chat Kit/ChatRoom.mediator", "--output", checkedIn.path],
            in: package)
        try #require(generate.status == 0, "\(generate.error)")
        let build = try Self.swift(["build"], in: package)
        #expect(build.status != 0)
        let file = checkedIn.appendingPathComponent("ChatRoom.mediator.swift").path
        #expect(
            build.error.contains(
                "\(file):1:1: error: this is code checked in for ChatRoom.mediator, which "
                    + "MediatorGenPlugin also generates in every build"), "\(build.error)")
        #expect(!build.error.contains("multiple producers"), "\(build.error)")
    }
}
