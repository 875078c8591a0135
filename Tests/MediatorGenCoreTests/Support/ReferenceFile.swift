import Foundation

@testable import MediatorGenCore

/// Compares generated text with a reference file checked into the repository.
///
/// References are recorded in one way only: `swift run update-reference KIND`, which works even
/// when the references no longer compile; review the change with `git diff` before committing it.
enum ReferenceFile {
    /// `nil` when the file at `url` holds exactly `actual`; otherwise the first difference and
    /// how to record the new text, a file of `kind` (an argument of `update-reference`).
    static func difference(between actual: String, andFileAt url: URL, kind: String) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return
                "\(url.path) does not exist; run `swift run update-reference \(kind)` to record it"
        }
        guard !data.elementsEqual(actual.utf8) else { return nil }
        let expected = String(decoding: data, as: UTF8.self)
        return """
            \(url.path) differs from the generated text: \
            \(TextDifference.first(between: expected, and: actual))
            If the change is meant, record it with `swift run update-reference \(kind)` and \
            review it with `git diff`.
            """
    }
}
