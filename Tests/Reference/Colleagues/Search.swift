@_spi(Generated) import MediatorRuntime

// Colleagues and reactions for Specs/Search.mediator: components that know nothing of each
// other, driven by the mediator's reactions through events `from mediator`.

// MARK: - SearchHistory

/// Where the user types a query.
final class SearchBar {
    let mediator = SearchHistory.SearchBarOutbox()

    func submit(_ query: String) {
        mediator.searched(query)
    }
}

/// Shows past queries.
final class HistoryView {
    private(set) var shown: [[String]] = []

    func showHistory(_ items: [String]) {
        shown.append(items)
    }

    func clear() {
        shown.append([])
    }
}

/// Keeps past queries, newest first.
final class HistoryStore {
    private(set) var queries: [String] = []

    func remember(_ query: String) -> [String] {
        queries.insert(query, at: 0)
        return queries
    }

    func clear() {
        queries = []
    }
}

extension SearchHistory {
    func handleConnected() {
        showHistory(historyStore?.queries ?? [])
    }

    func handleSearched(_ query: String) {
        // A gone store answers nil: the view then shows the query alone.
        showHistory(remember(query) ?? [query])
    }
}

// MARK: - MainSearch

/// Where the user types a query, on the main actor.
@MainActor final class MainBar {
    let mediator = MainSearch.MainBarOutbox()

    func submit(_ query: String) async {
        await mediator.searched(query)
    }
}

/// Shows past queries, or an error.
@MainActor final class MainView {
    private(set) var shown: [String] = []

    func showHistory(_ items: [String]) {
        shown.append(items.joined(separator: ", "))
    }
}

/// Loads past queries that match, failing for an empty query.
@MainActor final class MainStore {
    let queries = ["swift", "swiftui", "rust"]

    func load(matching query: String) async throws -> [String] {
        guard !query.isEmpty else { throw SearchError.emptyQuery }
        return queries.filter { $0.hasPrefix(query) }
    }
}

/// Failures of a search.
enum SearchError: Error {
    case emptyQuery
}

extension MainSearch {
    func handleConnected() {
        showHistory([])
    }

    func handleSearched(_ query: String) async {
        do {
            showHistory(try await load(matching: query))
        } catch {
            showHistory(["error: \(error)"])
        }
    }
}

// MARK: - SharedSearch

/// Where a query is typed, on any thread; it hears every announcement, its own searches' too.
final class SharedBar: Sendable {
    let mediator = SharedSearch.SharedBarOutbox()
    private let heard = Locked<[String]>([])

    var announcements: [String] { heard.withLock { $0 } }

    func submit(_ query: String) {
        mediator.searched(query)
    }

    func announce(_ query: String) {
        heard.withLock { $0.append(query) }
    }
}

/// One of the views that show announced searches.
final class SharedView: Sendable {
    private let heard = Locked<[String]>([])

    var announcements: [String] { heard.withLock { $0 } }

    func announce(_ query: String) {
        heard.withLock { $0.append(query) }
    }
}

extension SharedSearch {
    func handleConnected() {
        announce("ready")
    }

    func handleSearched(_ query: String) {
        announce(query)
    }
}

// MARK: - ActorSearch

/// Where the user types a query, on the game actor; a greeting gives it the focus.
@GameActor final class ActorBar {
    let mediator = ActorSearch.ActorBarOutbox()
    private(set) var greetings: [String] = []

    func submit(_ query: String) async {
        await mediator.searched(query)
    }

    func greet(_ text: String) {
        greetings.append(text)
        mediator.focused()
    }
}

/// Shows the queries, after a suspension, and notes greetings and the bar's focus.
@GameActor final class ActorView {
    private(set) var shown: [[String]] = []
    private(set) var notes: [String] = []

    func showHistory(_ items: [String]) async {
        await Task.yield()
        shown.append(items)
    }

    func greet(_ text: String) {
        notes.append(text)
    }

    func focused() {
        notes.append("bar focused")
    }
}

extension ActorSearch {
    func handleConnected() {
        greet("ready")
    }

    func handleSearched(_ query: String) async {
        await showHistory([query])
    }
}
