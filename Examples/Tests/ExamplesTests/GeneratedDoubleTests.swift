import Testing

@testable import search_history

/// What `HistoryView` requires beyond what the mediator sends it, which the generated double
/// gets from the test.
extension SearchHistory.HistoryViewDouble {
    var title: String { "double" }
}

/// The search screen again, with the view's double that MediatorTestDoublesPlugin generates for
/// this test target (Package.swift applies it) instead of one written by hand.
@MainActor @Test func theGeneratedDoubleOfTheViewKeepsWhatItWasShown() {
    let bar = SearchBar()
    let view = SearchHistory.HistoryViewDouble()
    let search = SearchHistory(
        searchBar: bar, historyView: view, historyStore: HistoryStore(queries: ["swift"]))

    bar.submit("mediator pattern")

    #expect(
        view.receivedEvents == [
            .showHistory(["swift"]), .showHistory(["mediator pattern", "swift"]),
        ])
    withExtendedLifetime(search) {}
}
