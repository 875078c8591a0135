import Foundation
import MediatorGenCore

/// Writes generated files: only when their content changed, and atomically, so that a reader
/// never sees half a file and a failed write leaves the old file in place.
enum OutputWriter {
    /// Writes `text` to `url` unless the file already holds exactly that.
    ///
    /// - Returns: Whether the file was written.
    @discardableResult
    static func write(_ text: String, to url: URL) throws -> Bool {
        let data = Data(text.utf8)
        if let existing = try? Data(contentsOf: url), existing == data {
            return false
        }
        try data.write(to: url, options: .atomic)
        return true
    }
}
