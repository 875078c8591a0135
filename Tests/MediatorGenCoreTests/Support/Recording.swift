import Foundation

@testable import MediatorGenCore

/// Reference files are re-recorded instead of compared when `MEDIATORGEN_RECORD=1`.
enum Recording {
    static let variable = "MEDIATORGEN_RECORD"

    static var isOn: Bool {
        ProcessInfo.processInfo.environment[variable] == "1"
    }

    /// Compares `actual` with the file at `url`, or writes it there when recording.
    ///
    /// - Returns: `nil` when they match (or after recording), else a description of the first
    ///   difference and how to re-record.
    static func compare(_ actual: String, withFileAt url: URL) throws -> String? {
        if isOn {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return "\(url.path) does not exist; run with \(variable)=1 to record it"
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return nil }
        return """
            \(url.path) differs from the generated text: \(StalenessCheck.firstDifference(existing: expected, generated: actual))
            Re-record with `\(variable)=1 swift test` (or `swift run update-reference` when the
            reference does not compile), then review the change with git diff.
            """
    }
}
