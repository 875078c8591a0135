import Foundation
import TestSupport

/// A scratch folder with spec files, and the `mediatorgen` binary to run in it.
struct CLIFixture {
    let folder: URL

    init(_ name: String = #function) throws {
        folder = try TestPaths.makeScratchFolder(name)
    }

    /// Writes a spec (or any text file) at `path` in the folder, making the folders on the way,
    /// and returns `path`.
    @discardableResult
    func writeSpec(_ path: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return path
    }

    /// Writes the template file `name` into the folder `templates`, for `--templates templates`.
    func writeTemplate(_ name: String, _ text: String) throws {
        try writeSpec("templates/" + name, text)
    }

    /// Runs `mediatorgen` with `arguments` inside the folder.
    func run(_ arguments: String...) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.mediatorgen, arguments, in: folder)
    }

    /// Generates `Relay.mediator` into `out` with the templates in the folder `templates`.
    func generateRelayWithTemplates() throws -> ProcessResult {
        try run("generate", "Relay.mediator", "--output", "out", "--templates", "templates")
    }

    /// A date long past, that no run of `mediatorgen` gives a file it writes.
    static let past = Date(timeIntervalSince1970: 1_000_000_000)

    /// Sets the modification date of `path` to ``past``, so that a test can tell whether a run
    /// writes the file again.
    func backdate(_ path: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Self.past], ofItemAtPath: url(path).path)
    }

    /// The modification date of the file at `path`.
    func modificationDate(of path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url(path).path)[.modificationDate] as? Date
    }

    func url(_ path: String) -> URL {
        folder.appendingPathComponent(path)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    static let validSpec = """
        /// Relays messages.
        mediator Relay {
            colleague Speaker
            colleague Listener

            /// Something was said.
            event said(_ text: String) from Speaker to Listener
        }

        """
}
