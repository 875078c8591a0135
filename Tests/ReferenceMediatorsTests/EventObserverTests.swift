import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// A `MediatorEventObserver` subclass set as a mediator's observer is shown each of the
/// mediator's events, typed, before its receivers get it, and nothing of another mediator.
@Suite struct EventObserverTests {
    /// Keeps each event it is shown, with what the receivers had heard by then.
    final class NewsroomWatcher: MediatorEventObserver<Newsroom.Event> {
        let transcript: Transcript
        private(set) var seen: [(event: Newsroom.Event, heardBefore: Int)] = []

        init(transcript: Transcript) {
            self.transcript = transcript
        }

        override func mediatorWillDispatch(_ event: Newsroom.Event) {
            seen.append((event, transcript.lines.count))
        }
    }

    /// An observer of another mediator's events.
    final class OtherWatcher: MediatorEventObserver<Broadcast.Event> {
        private(set) var count = 0

        override func mediatorWillDispatch(_ event: Broadcast.Event) {
            count += 1
        }
    }

    @MainActor @Test func aTypedObserverSeesEachEventBeforeItsReceivers() {
        let transcript = Transcript()
        let (feed, badge) = (Feed(transcript: transcript), Badge(transcript: transcript))
        let newsroom = Newsroom(feed: feed, detail: Detail(transcript: transcript), badge: badge)
        let watcher = NewsroomWatcher(transcript: transcript)
        newsroom.observer = watcher

        feed.like(7)
        newsroom.open(8)

        #expect(watcher.seen.map(\.event) == [.liked(7), .open(8)])
        // `liked` reaches the feed, the detail and the badge: 3 lines after the first event.
        #expect(watcher.seen.map(\.heardBefore) == [0, 3])
        withExtendedLifetime(badge) {}
    }

    @MainActor @Test func aTypedObserverOfAnotherMediatorSeesNothing() {
        let transcript = Transcript()
        let (feed, badge) = (Feed(transcript: transcript), Badge(transcript: transcript))
        let newsroom = Newsroom(feed: feed, detail: Detail(transcript: transcript), badge: badge)
        let other = OtherWatcher()
        newsroom.observer = other

        feed.like(7)

        #expect(other.count == 0)
        #expect(transcript.lines.count == 3, "delivery goes on as without an observer")
        withExtendedLifetime(badge) {}
    }
}
