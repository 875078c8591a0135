import MediatorRuntime
import Testing

@testable import search_history

/// A history view for tests: it keeps what it is shown instead of printing it. The mediator
/// knows the view only by its protocol, so the test double takes the real view's place.
@MainActor final class RecordedHistoryView: HistoryView {
    let title = "test"
    private(set) var shown: [[String]] = []

    func showHistory(_ entries: [String]) {
        shown.append(entries)
    }
}

/// The search screen (Sources/SearchHistory): drive the search bar, then check what the mediator
/// sent the store and the view.
@MainActor @Suite struct SearchHistoryTests {
    let bar = SearchBar()
    let view = RecordedHistoryView()
    let recorder = MediatorRecorder<SearchHistory.Event>()
    let search: SearchHistory

    init() {
        search = SearchHistory(
            searchBar: bar, historyView: view, historyStore: HistoryStore(queries: ["swift"]))
        search.observer = recorder
    }

    @Test func aSearchIsRememberedAndTheHistoryShown() {
        bar.submit("mediator pattern")

        #expect(
            recorder.events == [
                .searched("mediator pattern"), .remember("mediator pattern"),
                .showHistory(["mediator pattern", "swift"]),
            ])
        #expect(recorder.records.map(\.sender) == ["SearchBar", "mediator", "mediator"])
        // The view showed the stored history once connected, before the recorder was set.
        #expect(view.shown == [["swift"], ["mediator pattern", "swift"]])
    }

    @Test func clearingForgetsEveryQuery() {
        bar.clear()

        #expect(recorder.events == [.cleared, .forget, .showHistory([])])
        #expect(view.shown.last == [])
    }
}
