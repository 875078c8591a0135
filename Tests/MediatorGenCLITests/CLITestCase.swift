import Foundation
import TestSupport

/// A scratch folder with spec files, and the `mediatorgen` binary to run in it.
struct CLIFixture {
    let folder: URL

    init(_ name: String = #function) throws {
        folder = try TestPaths.makeScratchFolder(name)
    }

    /// Writes a spec into the folder and returns its file name.
    @discardableResult
    func writeSpec(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return name
    }

    /// Runs `mediatorgen` with `arguments` inside the folder.
    func run(_ arguments: String...) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.mediatorgen, arguments, in: folder)
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
