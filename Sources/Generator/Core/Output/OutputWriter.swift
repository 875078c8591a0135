import Foundation

/// Writes generated files: only when their content changed, and atomically.
enum OutputWriter {
    /// Writes `text` to `url` unless the file already holds exactly that.
    ///
    /// - Returns: Whether the file was written.
    @discardableResult
    static func write(_ text: GeneratedText, to url: URL) throws -> Bool {
        if let existing = try? Data(contentsOf: url), text.isEqual(to: existing) {
            return false
        }
        try writeAtomically(text, to: url)
        return true
    }

    /// Writes `text` to a temporary file beside `url`, chunk by chunk, and renames it over `url`,
    /// so a reader never sees half a file and a failed write leaves the old file in place.
    private static func writeAtomically(_ text: GeneratedText, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        // Made like `Data.write` makes a file, with the permissions the umask allows.
        try Data().write(to: temporary, options: .withoutOverwriting)
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            do {
                // No fsync: like `Data.write(options: .atomic)`, the rename keeps readers from
                // seeing half a file; surviving a power loss is not worth slowing every build.
                try text.forEachChunk { try handle.write(contentsOf: UnsafeRawBufferPointer($0)) }
            } catch {
                try? handle.close()
                throw error
            }
            try handle.close()
            guard rename(temporary.path, url.path) == 0 else {
                let reason = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                throw CocoaError(
                    .fileWriteUnknown,
                    userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: reason])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
