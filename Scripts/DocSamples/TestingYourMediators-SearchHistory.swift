// The colleagues of Examples/Sources/SearchHistory/SearchHistory.mediator but its history view,
// which the test double sample of TestingYourMediators.md declares.

@MainActor final class SearchBar {
    let mediator = SearchHistory.SearchBarOutbox()
}

@MainActor final class HistoryStore {
    private(set) var queries: [String] = []
    func remember(_ query: String) -> [String] { [query] + queries }
    func forget() {}
}
