import Dispatch
import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// A `MediatorRecorder` set as a mediator's observer collects the mediator's `Event` values in
/// the order it dispatched them, each with its sender, in every isolation mode.
@Suite struct RecorderTests {
    @MainActor @Test func aRecorderSeesEveryEventInOrderWithItsSender() {
        let transcript = Transcript()
        let (feed, badge) = (Feed(transcript: transcript), Badge(transcript: transcript))
        let newsroom = Newsroom(feed: feed, detail: Detail(transcript: transcript), badge: badge)
        let recorder = MediatorRecorder<Newsroom.Event>()
        newsroom.observer = recorder

        feed.like(7)
        feed.tap(7)
        newsroom.open(8)

        #expect(recorder.events == [.liked(7), .open(7), .open(8)])
        #expect(recorder.records.map(\.sender) == ["Feed", "Feed", "outside"])
        #expect(recorder.events != [.liked(7), .open(8), .open(7)])
        // Recording changes nothing of the delivery.
        #expect(
            transcript.lines == [
                "feed: liked 7", "detail: liked 7", "badge: liked 7", "detail: open 7",
                "detail: open 8",
            ])
        withExtendedLifetime(badge) {}
    }

    @MainActor @Test func withoutTheRecorderNothingIsRecorded() {
        let transcript = Transcript()
        let (feed, badge) = (Feed(transcript: transcript), Badge(transcript: transcript))
        let newsroom = Newsroom(feed: feed, detail: Detail(transcript: transcript), badge: badge)
        let recorder = MediatorRecorder<Newsroom.Event>()

        feed.like(1)
        newsroom.observer = recorder
        feed.like(2)
        newsroom.observer = nil
        feed.like(3)

        #expect(recorder.events == [.liked(2)])
        #expect(transcript.lines.filter { $0.hasPrefix("feed:") }.count == 3)
        withExtendedLifetime(badge) {}
    }

    @MainActor @Test func aColleagueInAPayloadIsTheSameEventOnlyAsTheSameInstance() {
        let transcript = Transcript()
        let (feed, badge) = (Feed(transcript: transcript), Badge(transcript: transcript))
        let newsroom = Newsroom(feed: feed, detail: Detail(transcript: transcript), badge: badge)
        let recorder = MediatorRecorder<Newsroom.Event>()
        newsroom.observer = recorder
        let clock = Widget("clock", transcript: transcript)

        feed.pin(clock)

        // `Widget` is a class that is not `Equatable`: it is compared by identity.
        #expect(recorder.events == [.pinned(clock)])
        #expect(recorder.events != [.pinned(Widget("clock", transcript: transcript))])
        #expect(transcript.lines == ["badge: pinned clock"])
        withExtendedLifetime(badge) {}
    }

    @Test func eventsThatReactionsSendAreRecordedAfterTheEventThatCausedThem() {
        let (bar, view, store) = (SearchBar(), HistoryView(), HistoryStore())
        let search = SearchHistory(searchBar: bar, historyView: view, historyStore: store)
        let recorder = MediatorRecorder<SearchHistory.Event>()
        search.observer = recorder

        bar.submit("swift")
        search.clear()

        // An observer sees an event before its receivers, so before what they send in turn.
        #expect(
            recorder.events == [
                .searched("swift"), .remember("swift"), .showHistory(["swift"]), .clear,
            ])
        #expect(recorder.records.map(\.sender) == ["SearchBar", "mediator", "mediator", "outside"])
    }

    @GameActor @Test func valuesThatAreNotEquatableCompareMemberByMember() async {
        let transcript = Transcript()
        let loop = GameLoop(
            physics: Physics(transcript: transcript), screen: Screen(transcript: transcript),
            overlay: Overlay(transcript: transcript), audio: Audio(transcript: transcript))
        let recorder = MediatorRecorder<GameLoop.Event>()
        loop.observer = recorder
        let ann = Player(name: "ann", transcript: transcript)
        loop.join(ann)

        loop.tick(0.5)
        await ann.mediator.acted("jump")

        // A dictionary of tuples is not `Equatable`; its entries and their members are compared.
        #expect(
            recorder.events == [
                .tick(0.5), .moved(positions: [1: (x: 0.5, y: 0)]), .acted("jump"),
            ])
        #expect(recorder.events[1] != .moved(positions: [1: (x: 0.5, y: 1)]))
        #expect(recorder.events[1] != .moved(positions: [2: (x: 0.5, y: 0)]))
        #expect(recorder.records.map(\.sender) == ["outside", "Physics", "Player"])
    }

    @Test func aNonisolatedMediatorsRecorderRecordsEverySendFromAnyThread() {
        let (telemetry, sensors, dashboard, _) = TelemetryTests.makeTelemetry()
        let recorder = MediatorRecorder<Telemetry.Event>()
        telemetry.observer = recorder

        DispatchQueue.concurrentPerform(iterations: 200) { index in
            sensors[index % sensors.count].measure(Double(index % 2))
        }
        _ = dashboard.mediator.total()
        telemetry.reset()

        let events = recorder.events
        #expect(events.count == 202)
        #expect(events.prefix(200).filter { $0 == .measured(1, unit: "°C") }.count == 100)
        #expect(events.suffix(2) == [.total, .reset])
        #expect(recorder.records.suffix(2).map(\.sender) == ["Dashboard", "outside"])
    }
}
