import Foundation
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// Reactions drive colleagues through events `from mediator` (Specs/Search.mediator), in every
/// isolation mode: traced with the mediator as sender, answered when they are requests.
@Suite struct SearchTests {
    /// Records the traces an observer sees.
    final class Recorder: MediatorObserver, Sendable {
        private let traces = Locked<[String]>([])
        var all: [String] { traces.withLock { $0 } }

        func mediatorWillDispatch(_ trace: MediatorTrace) {
            traces.withLock { $0.append(trace.description) }
        }
    }

    @Test func aReactionSendsThroughTheMediatorAndHearsTheAnswer() {
        let (bar, view, store) = (SearchBar(), HistoryView(), HistoryStore())
        let search = SearchHistory(searchBar: bar, historyView: view, historyStore: store)
        let recorder = Recorder()
        search.observer = recorder

        bar.submit("swift")
        bar.submit("rust")
        search.clear()

        // `when connected` showed the empty history first, before the observer was set.
        #expect(view.shown == [[], ["swift"], ["rust", "swift"], []])
        #expect(store.queries.isEmpty)
        #expect(
            recorder.all == [
                "SearchHistory: SearchBar sent searched(_:) [swift] to mediator",
                "SearchHistory: mediator sent remember(_:) [swift] to HistoryStore",
                #"SearchHistory: mediator sent showHistory(_:) [["swift"]] to HistoryView"#,
                "SearchHistory: SearchBar sent searched(_:) [rust] to mediator",
                "SearchHistory: mediator sent remember(_:) [rust] to HistoryStore",
                #"SearchHistory: mediator sent showHistory(_:) [["rust", "swift"]] to HistoryView"#,
                "SearchHistory: outside sent clear() to HistoryView, HistoryStore",
            ])
    }

    @Test func aRequestFromTheMediatorToAGoneHandlerAnswersNil() {
        let (bar, view) = (SearchBar(), HistoryView())
        var store: HistoryStore? = HistoryStore()
        let search = SearchHistory(searchBar: bar, historyView: view, historyStore: store!)
        store = nil

        #expect(search.remember("swift") == nil)
        bar.submit("swift")
        #expect(view.shown == [[], ["swift"]])
    }

    @MainActor @Test func aMainActorReactionAwaitsAThrowingRequest() async {
        let (bar, view) = (MainBar(), MainView())
        let search = MainSearch(mainBar: bar, mainView: view, mainStore: MainStore())

        await bar.submit("swift")
        await bar.submit("")

        #expect(view.shown == ["", "swift, swiftui", "error: emptyQuery"])
        withExtendedLifetime(search) {}
    }

    @Test func aNonisolatedMediatorAnnouncesToEveryColleagueFromAnyThread() async {
        let bar = SharedBar()
        let search = SharedSearch(sharedBar: bar)
        let views = [SharedView(), SharedView()]
        views.forEach(search.join)

        await withTaskGroup(of: Void.self) { group in
            for index in 0..<4 {
                group.addTask { bar.submit("q\(index)") }
            }
        }

        // `others` from the mediator leaves nobody out: the bar hears its own searches too.
        #expect(bar.announcements.sorted() == ["q0", "q1", "q2", "q3", "ready"])
        for view in views {
            #expect(view.announcements.sorted() == ["q0", "q1", "q2", "q3"])
        }
    }

    @GameActor @Test func aGlobalActorReactionAwaitsAnAsyncSend() async {
        let (bar, view) = (ActorBar(), ActorView())
        let search = ActorSearch(actorBar: bar, actorView: view)

        await bar.submit("swift")
        await search.showHistory(["direct"])

        #expect(view.shown == [["swift"], ["direct"]])
    }

    @GameActor @Test func aGlobalActorMediatorGreetsOnceEveryColleagueIsConnected() {
        let (bar, view) = (ActorBar(), ActorView())
        let search = ActorSearch(actorBar: bar, actorView: view)

        // `init` ran `when connected` last: both colleagues were stored, and the bar's outbox
        // was connected, since its answer reached the view.
        #expect(bar.greetings == ["ready"])
        #expect(view.notes == ["ready", "bar focused"])
        withExtendedLifetime(search) {}
    }
}
