// What the behaviors sample of docs/Language.md uses without showing it.

final class SearchBar {
    let mediator = SearchHistory.SearchBarOutbox()
}

protocol HistoryView: SearchHistory.HistoryViewColleague {}

extension SearchHistory {
    func handleSearched(_ query: String) {}
}
