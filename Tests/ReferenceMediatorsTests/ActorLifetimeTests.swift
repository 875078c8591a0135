import Foundation
import MediatorRuntime
import Testing

@testable import ReferenceMediators

// A mediator on a custom global actor going away. Its `deinit` is not isolated, since that needs
// macOS 15.4 and iOS 18.4, so it runs on whichever thread lets go of the mediator last, and every
// send keeps the mediator alive instead: a dispatch under way always finishes, and the mediator
// ends when no send holds it. CI runs these tests under ThreadSanitizer and AddressSanitizer too.

@GameActor @Suite struct ActorLifetimeTests {
    @Test func everyEventReachesItsReceiversInOrder() {
        let scene = ActorLifetimeScene()

        let answer = scene.sendEveryEvent(1)

        #expect(answer == 10)
        #expect(
            scene.transcript.lines == [
                "first: ping 1", "witness: ping 1", "last: ping 1", "listener 1: broadcast 1",
                "listener 2: broadcast 1", "last: broadcast 1", "first: react 1",
                "mediator: react 1", "last: react 1", "last: ask 1",
            ])
    }

    @Test func sendsAfterTheMediatorIsGoneDoNothing() {
        let scene = ActorLifetimeScene()
        scene.owner.mediator = nil
        #expect(scene.mediatorAndStrongColleaguesAreGone)

        #expect(scene.sendEveryEvent(1) == nil)
        #expect(scene.transcript.lines.isEmpty)
        #expect(scene.witness.heard == 0)
    }

    @Test(arguments: ["first", "witness", "last"])
    func aReceiverThatReleasesTheMediatorLetsTheDispatchFinish(releaser: String) throws {
        let scene = ActorLifetimeScene()
        try #require(scene.receiver(named: releaser)).hook = scene.releaseMediator

        scene.triggerOutbox.ping(1)

        // The send kept the mediator, and so its colleagues, alive to the end of the dispatch.
        let order = ["first", "witness", "last"]
        let index = try #require(order.firstIndex(of: releaser))
        #expect(
            scene.transcript.lines
                == order[...index].map { "\($0): ping 1" }
                + ["released: mediator alive, colleagues kept"]
                + order[(index + 1)...].map { "\($0): ping 1" })
        #expect(scene.mediatorAndStrongColleaguesAreGone)
        #expect(scene.sendEveryEvent(2) == nil)
        #expect(scene.transcript.lines.count == 4)
    }

    @Test func aReactionThatReleasesTheMediatorLetsTheDispatchFinish() throws {
        let scene = ActorLifetimeScene()
        try #require(scene.trigger).reactionHook = scene.releaseMediator

        scene.triggerOutbox.react(1)

        #expect(
            scene.transcript.lines == [
                "first: react 1", "mediator: react 1", "released: mediator alive, colleagues kept",
                "last: react 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aRequestsHandlerThatReleasesTheMediatorStillAnswers() throws {
        let scene = ActorLifetimeScene()
        try #require(scene.last).hook = scene.releaseMediator

        #expect(scene.triggerOutbox.ask(3) == 30)
        #expect(scene.mediatorAndStrongColleaguesAreGone)
        #expect(scene.triggerOutbox.ask(4) == nil)
    }

    @Test func aMediatorReleasedOnAnotherThreadEndsThereWithItsColleaguesAndObserver() {
        let scene = ActorLifetimeScene()
        weak var observer: MediatorRecorder<ActorLifetime.Event>?
        do {
            let recorder = MediatorRecorder<ActorLifetime.Event>()
            scene.mediator?.observer = recorder
            observer = recorder
            _ = scene.sendEveryEvent(1)
            #expect(recorder.events.count == 4)
        }
        let heardBefore = scene.transcript.lines.count

        scene.releaseMediatorOnAnotherThread()

        #expect(
            scene.transcript.lines.dropFirst(heardBefore) == [
                "released on another thread: mediator gone, colleagues gone"
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
        #expect(observer == nil, "the link must let go of the observer with the mediator")
        #expect(scene.sendEveryEvent(2) == nil)
        #expect(scene.witness.heard == 1)
        #expect(scene.listeners.map(\.heard) == [1, 1])
    }

    @Test func aReleaseOnAnotherThreadDuringADispatchWaitsForIt() throws {
        let scene = ActorLifetimeScene()
        try #require(scene.first).hook = scene.releaseMediatorOnAnotherThread

        scene.triggerOutbox.ping(1)

        // The other thread let go of the last owner but the send's, so the dispatch went on, and
        // the mediator ended here when the send returned.
        #expect(
            scene.transcript.lines == [
                "first: ping 1", "released on another thread: mediator alive, colleagues kept",
                "witness: ping 1", "last: ping 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }
}
