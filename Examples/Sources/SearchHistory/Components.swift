// Components as an app would have them before it had a mediator, on the main actor like any UI:
// none refers to another.

/// Where the user types; it only reports what the user did.
@MainActor final class SearchBar {
    let mediator = SearchHistory.SearchBarOutbox()

    func submit(_ query: String) {
        print("The user searches for \"\(query)\"")
        mediator.searched(query)
    }

    func clear() {
        print("The user clears the history")
        mediator.cleared()
    }
}

/// What the screen needs of a history view. Refining the colleague protocol the mediator
/// generates makes every view, and every test double, implement what the mediator sends it.
protocol HistoryView: SearchHistory.HistoryViewColleague {
    var title: String { get }
}

/// A history view that prints to the console.
@MainActor final class ConsoleHistoryView: HistoryView {
    let title: String

    init(title: String) {
        self.title = title
    }

    func showHistory(_ entries: [String]) {
        let shown = entries.isEmpty ? "(empty)" : entries.joined(separator: ", ")
        print("\(title): \(shown)")
    }
}

/// Keeps past queries, newest first, without repeats.
@MainActor final class HistoryStore {
    private(set) var queries: [String]

    init(queries: [String] = []) {
        self.queries = queries
    }

    func remember(_ query: String) -> [String] {
        queries.removeAll { $0 == query }
        queries.insert(query, at: 0)
        return queries
    }

    func forget() {
        queries = []
    }
}
