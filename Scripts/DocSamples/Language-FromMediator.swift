// What the `from mediator` sample of docs/Language.md uses without showing it.

final class SearchBar {
    let mediator = SearchHistory.SearchBarOutbox()
}

final class HistoryView {
    func showHistory(_ items: [String]) {}
}

final class HistoryStore {
    func remember(_ query: String) -> [String] { [query] }
}
