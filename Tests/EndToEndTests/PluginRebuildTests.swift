import Foundation
import TestSupport
import Testing

/// The build-tool plugin runs the generator when a spec changes and not otherwise, and a spec
/// error fails the build at the spec's line.
extension EndToEnd.IntegrationPackageTests {
    static func rebuildsOnlyWhenASpecChangesAndReportsItsErrors(_ package: URL) throws {
        let spec = package.appendingPathComponent("Sources/Chat Kit/ChatRoom.mediator")
        let generated = try PluginOutputs.file(named: "ChatRoom.mediator.swift", in: package)
        let original = try String(contentsOf: spec, encoding: .utf8)

        // The first build after a clean one may run the generator once more; after that, a build
        // with no change must leave the generated file alone.
        _ = try Self.swift(["build"], in: package)
        let settled = try modificationDate(generated)
        Thread.sleep(forTimeInterval: 1.1)
        let quiet = try Self.swift(["build"], in: package)
        #expect(quiet.status == 0)
        #expect(!quiet.output.contains("Generating mediators"), "\(quiet.output)")
        #expect(try modificationDate(generated) == settled)

        try Data(original.replacingOccurrences(of: "Connects the", with: "Joins the").utf8)
            .write(to: spec)
        let edited = try Self.swift(["build"], in: package)
        #expect(edited.status == 0, "\(edited.output)\(edited.error)")
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("/// Joins the"))
        #expect(try modificationDate(generated) != settled)

        try Data(
            original.replacingOccurrences(of: "from Participant", with: "from Participnt").utf8
        )
        .write(to: spec)
        let broken = try Self.swift(["build"], in: package)
        #expect(broken.status != 0)
        let expectedLine =
            "\(spec.path):7:58: error: unknown colleague 'Participnt' as sender; did you mean "
            + "'Participant'?"
        #expect(
            (broken.output + broken.error).contains(expectedLine), "\(broken.output)\(broken.error)"
        )

        try Data(original.utf8).write(to: spec)
        let restored = try Self.swift(["build"], in: package)
        #expect(restored.status == 0, "\(restored.output)\(restored.error)")
    }

    private static func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }
}
