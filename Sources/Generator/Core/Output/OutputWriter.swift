import Foundation

/// Writes generated files: only when their content changed, and atomically.
enum OutputWriter {
    /// Writes `data` to `url` unless the file already holds exactly that.
    ///
    /// - Returns: Whether the file was written.
    @discardableResult
    static func write(_ data: Data, to url: URL) throws -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data {
            return false
        }
        // `.atomic` writes a temporary file beside the target and renames it over the target, so
        // a reader never sees half a file and a failed write leaves the old file in place.
        try data.write(to: url, options: .atomic)
        return true
    }
}
