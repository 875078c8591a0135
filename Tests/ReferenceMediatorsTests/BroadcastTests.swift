import Foundation
import Testing

@testable import ReferenceMediators

// docs/Language.md: a broadcast reaches the members that were in each set when it began. In
// each isolation mode, while the member of the first set hears `ping(1)`, one member leaves the
// second set and another joins it: the one that left still hears `ping(1)` and the one that
// joined hears only `ping(2)`. CI runs these under ThreadSanitizer too.

/// What every scene's transcript shows after `ping(1)` and `ping(2)`.
private let expectedLines = [
    "first: ping 1", "leaving: ping 1", "first: ping 2", "joining: ping 2",
]

@Suite struct BroadcastTests {
    @Test func aBroadcastReachesTheSetsAsTheyWereWhenItBegan() {
        let transcript = Transcript()
        let trigger = BroadcastTrigger()
        let first = BroadcastFirst("first", transcript: transcript)
        let leaving = BroadcastSecond("leaving", transcript: transcript)
        let joining = BroadcastSecond("joining", transcript: transcript)
        let mediator = Broadcast(broadcastTrigger: trigger)
        mediator.join(first)
        mediator.join(leaving)
        first.hook = {
            mediator.leave(leaving)
            mediator.join(joining)
        }

        trigger.mediator.ping(1)
        trigger.mediator.ping(2)

        #expect(transcript.lines == expectedLines)
    }

    @MainActor @Test func onTheMainActor() {
        let transcript = Transcript()
        let trigger = MainBroadcastTrigger()
        let first = MainBroadcastFirst("first", transcript: transcript)
        let leaving = MainBroadcastSecond("leaving", transcript: transcript)
        let joining = MainBroadcastSecond("joining", transcript: transcript)
        let mediator = MainBroadcast(mainBroadcastTrigger: trigger)
        mediator.join(first)
        mediator.join(leaving)
        first.hook = {
            mediator.leave(leaving)
            mediator.join(joining)
        }

        trigger.mediator.ping(1)
        trigger.mediator.ping(2)

        #expect(transcript.lines == expectedLines)
    }

    @GameActor @Test func onAnotherGlobalActor() {
        let transcript = Transcript()
        let trigger = ActorBroadcastTrigger()
        let first = ActorBroadcastFirst("first", transcript: transcript)
        let leaving = ActorBroadcastSecond("leaving", transcript: transcript)
        let joining = ActorBroadcastSecond("joining", transcript: transcript)
        let mediator = ActorBroadcast(actorBroadcastTrigger: trigger)
        mediator.join(first)
        mediator.join(leaving)
        first.hook = {
            mediator.leave(leaving)
            mediator.join(joining)
        }

        trigger.mediator.ping(1)
        trigger.mediator.ping(2)

        #expect(transcript.lines == expectedLines)
    }

    @Test func nonisolatedOnOneThread() {
        let transcript = SharedTranscript()
        let trigger = SharedBroadcastTrigger()
        let first = SharedBroadcastFirst("first", transcript: transcript)
        let leaving = SharedBroadcastSecond("leaving", transcript: transcript)
        let joining = SharedBroadcastSecond("joining", transcript: transcript)
        let mediator = SharedBroadcast(sharedBroadcastTrigger: trigger)
        mediator.join(first)
        mediator.join(leaving)
        first.onNextPing {
            mediator.leave(leaving)
            mediator.join(joining)
        }

        trigger.mediator.ping(1)
        trigger.mediator.ping(2)

        #expect(transcript.lines == expectedLines)
    }

    /// The same, with the second set changed by another thread while the broadcast waits for it,
    /// round after round with new members.
    @Test func nonisolatedWhileAnotherThreadChangesTheSecondSet() {
        let trigger = SharedBroadcastTrigger()
        let mediator = SharedBroadcast(sharedBroadcastTrigger: trigger)
        for round in 1...200 {
            let transcript = SharedTranscript()
            let first = SharedBroadcastFirst("first", transcript: transcript)
            let leaving = SharedBroadcastSecond("leaving", transcript: transcript)
            let joining = SharedBroadcastSecond("joining", transcript: transcript)
            mediator.join(first)
            mediator.join(leaving)
            first.onNextPing {
                let changed = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    mediator.leave(leaving)
                    mediator.join(joining)
                    changed.signal()
                }
                changed.wait()
            }

            trigger.mediator.ping(1)
            trigger.mediator.ping(2)

            #expect(transcript.lines == expectedLines, "round \(round)")
            mediator.leave(first)
            mediator.leave(joining)
        }
    }
}
