/// Finds the known name closest to a misspelled one, for "did you mean" hints.
package enum NameSuggestion {
    /// Names longer than this get no suggestion.
    static let maximumLength = 64

    /// Returns the candidate closest to `name` by edit distance, ignoring case, if it is close
    /// enough to be a likely typo.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        // Typos of long names are rare, and the distance costs the product of the lengths.
        guard name.count <= maximumLength else { return nil }
        let target = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate.count <= maximumLength {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let allowed = max(1, min(target.count, best.candidate.count) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// The Levenshtein distance between two strings, in one row of memory.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = previous
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                let substitution = previous[j] + (left == right ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }

    /// A hint to append to a message: ` (did you mean 'X'?)`, or nothing.
    static func hint(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension Validator {
    /// How many candidate names the "did you mean" hints of one run may compare in all. Each
    /// hint compares the unknown name with every candidate, so without a bound a large spec full
    /// of unknown names would take time quadratic in its size; past it, errors come without hints.
    static let suggestionBudget = 50_000

    /// A "did you mean" hint for the unknown `name`, while the run's budget lasts.
    mutating func suggestionHint(for name: String, among candidates: [String]) -> String {
        guard suggestionComparisonsLeft >= candidates.count else { return "" }
        suggestionComparisonsLeft -= candidates.count
        return NameSuggestion.hint(for: name, among: candidates)
    }
}
