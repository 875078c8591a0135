import Foundation
import TestSupport
import Testing

/// Builds a small consumer package that applies `MediatorGenPlugin`, as a user would, and checks
/// generation, incremental rebuilds and located spec errors.
extension EndToEnd {
    @Suite struct PluginTests {
        static let spec = """
            /// Passes what the speaker says to the listener.
            mediator Relay {
                colleague Speaker
                colleague Listener

                /// The speaker said something.
                event said(_ text: String) from Speaker to Listener
            }

            """

        static let sources = """
            final class Speaker {
                let mediator = Relay.SpeakerOutbox()

                func say(_ text: String) {
                    mediator.said(text)
                }
            }

            final class Listener {
                func said(_ text: String) {
                    print("heard: \\(text)")
                }
            }

            let speaker = Speaker()
            let relay = Relay(speaker: speaker, listener: Listener())
            speaker.say("hello")

            """

        /// Writes the consumer package into a scratch folder.
        static func makeConsumer() throws -> URL {
            let folder = try TestPaths.makeScratchFolder("consumer")
            let target = folder.appendingPathComponent("Sources/App")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let manifest = """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Consumer",
                    dependencies: [.package(name: "mediatorgen", path: "\(TestPaths.packageRoot.path)")],
                    targets: [
                        .executableTarget(
                            name: "App",
                            dependencies: [.product(name: "MediatorRuntime", package: "mediatorgen")],
                            plugins: [.plugin(name: "MediatorGenPlugin", package: "mediatorgen")]
                        )
                    ]
                )

                """
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
            try Data(spec.utf8).write(to: target.appendingPathComponent("Relay.mediator"))
            try Data(sources.utf8).write(to: target.appendingPathComponent("main.swift"))
            return folder
        }

        static func build(_ package: URL) throws -> ProcessResult {
            try ProcessRunner.swift(["build", "--package-path", package.path])
        }

        static func modificationDate(_ url: URL) throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        }

        @Test func buildGeneratesRebuildsOnlyOnChangeAndReportsSpecErrors() throws {
            let package = try Self.makeConsumer()
            defer { try? FileManager.default.removeItem(at: package) }
            let spec = package.appendingPathComponent("Sources/App/Relay.mediator")

            let first = try Self.build(package)
            try #require(first.status == 0, "\(first.output)\(first.error)")
            let generated = try PluginOutputs.file(named: "Relay.mediator.swift", in: package)
            let run = try ProcessRunner.swift([
                "run", "--package-path", package.path, "--skip-build", "App",
            ])
            #expect(run.output == "heard: hello\n")

            // The first build after a clean one may run the generator once more; after that, a build
            // with no change must leave the generated file alone.
            _ = try Self.build(package)
            let settled = try Self.modificationDate(generated)
            Thread.sleep(forTimeInterval: 1.1)
            let quiet = try Self.build(package)
            #expect(quiet.status == 0)
            #expect(!quiet.output.contains("Generating mediators"), "\(quiet.output)")
            #expect(try Self.modificationDate(generated) == settled)

            try Data(Self.spec.replacingOccurrences(of: "Passes what", with: "Relays what").utf8)
                .write(to: spec)
            let edited = try Self.build(package)
            #expect(edited.status == 0, "\(edited.output)\(edited.error)")
            #expect(try String(contentsOf: generated, encoding: .utf8).contains("/// Relays what"))
            #expect(try Self.modificationDate(generated) != settled)

            try Data(Self.spec.replacingOccurrences(of: "to Listener", with: "to Listner").utf8)
                .write(to: spec)
            let broken = try Self.build(package)
            #expect(broken.status != 0)
            let expectedLine =
                "\(spec.path):7:48: error: unknown colleague 'Listner' as receiver; did you mean 'Listener'?"
            #expect(
                (broken.output + broken.error).contains(expectedLine),
                "\(broken.output)\(broken.error)"
            )
        }
    }
}
