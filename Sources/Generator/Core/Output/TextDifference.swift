/// Where a generated text first differs from the text a file holds, for the messages of
/// `generate --check` and of the reference tests.
package enum TextDifference {
    /// The first line at which `existing` and `generated` differ, both as they read there, or a
    /// note that only their line endings differ.
    package static func first(between existing: String, and generated: String) -> String {
        let old = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let found = index < old.count ? String(old[index]) : "<end of file>"
            let wanted = index < new.count ? String(new[index]) : "<end of file>"
            if found != wanted {
                return "line \(index + 1) is\n    \(found)\n  and would be\n    \(wanted)"
            }
        }
        return "the line endings differ"
    }
}
