import Foundation
import MediatorRuntime
import Testing

@testable import ReferenceMediators

// The mediator going away at awkward moments. Generated mediators that are not `nonisolated`
// reach the mediator from an outbox without retaining it, so these tests (also run under
// AddressSanitizer by CI) let go of the mediator's last owner in the middle of each kind of
// dispatch and check that nothing is delivered after, nothing freed is touched and nothing leaks.

/// A `Lifetime` that only `owner` keeps alive. The scene holds the strong colleagues weakly, so
/// that only the mediator keeps them, and keeps the weak colleague and the listeners itself.
private final class LifetimeScene {
    let transcript = Transcript()
    let owner: MediatorOwner<Lifetime>
    weak var mediator: Lifetime?
    weak var trigger: Trigger?
    weak var first: First?
    weak var second: Second?
    weak var third: Third?
    let witness: Witness
    let listeners: [Listener]

    init() {
        let trigger = Trigger(transcript: transcript)
        let first = First(transcript: transcript)
        let second = Second(transcript: transcript)
        let third = Third(transcript: transcript)
        witness = Witness(transcript: transcript)
        listeners = (1...3).map { [transcript] in Listener("listener \($0)", transcript: transcript)
        }
        let mediator = Lifetime(
            trigger: trigger, first: first, second: second, third: third, witness: witness)
        for listener in listeners {
            mediator.join(listener)
        }
        owner = MediatorOwner(mediator)
        self.mediator = mediator
        self.trigger = trigger
        self.first = first
        self.second = second
        self.third = third
    }

    /// Whether every colleague the mediator holds strongly is still alive.
    var strongColleaguesAreAlive: Bool {
        trigger != nil && first != nil && second != nil && third != nil
    }

    /// Whether the mediator and every colleague it held strongly are deallocated.
    var mediatorAndStrongColleaguesAreGone: Bool {
        mediator == nil && trigger == nil && first == nil && second == nil && third == nil
    }

    /// The receiver of `ping` with the given name.
    func receiver(named name: String) -> LifetimeColleague? {
        switch name {
        case "first": first
        case "second": second
        case "witness": witness
        default: third
        }
    }

    /// Lets go of the mediator, then records whether it and its strong colleagues are alive.
    func releaseMediator() {
        owner.mediator = nil
        let mediatorState = mediator == nil ? "gone" : "alive"
        let colleaguesState = strongColleaguesAreAlive ? "kept" : "gone"
        transcript.record("released: mediator \(mediatorState), colleagues \(colleaguesState)")
    }

    /// A hook that calls ``releaseMediator()``.
    var releasingHook: () -> Void {
        { [weak self] in self?.releaseMediator() }
    }
}

/// An observer that runs `hook` for every event it sees.
private final class HookedObserver: MediatorObserver {
    let hook: () -> Void
    private(set) var events: [String] = []

    init(_ hook: @escaping () -> Void) {
        self.hook = hook
    }

    func mediatorWillDispatch(_ trace: MediatorTrace) {
        hook()
        events.append("\(trace.event)")
    }
}

/// What a release during a dispatch leaves in the transcript: the mediator has ended, but the
/// colleagues it held stay alive until the outermost dispatch returns.
private let releasedWhileDispatching = "released: mediator gone, colleagues kept"

@Suite struct LifetimeTests {
    @Test func everyEventReachesItsReceiversInOrder() throws {
        let scene = LifetimeScene()
        let trigger = try #require(scene.trigger)

        trigger.ping(1)
        trigger.broadcast(2)
        let answer = trigger.ask(3)
        trigger.react(4)

        #expect(answer == 30)
        #expect(
            scene.transcript.lines == [
                "first: ping 1", "second: ping 1", "witness: ping 1", "third: ping 1",
                "listener 1: broadcast 2", "listener 2: broadcast 2", "listener 3: broadcast 2",
                "third: broadcast 2", "third: ask 3", "first: react 4", "mediator: react 4",
                "second: react 4",
            ])
    }

    @Test func sendsAfterTheMediatorIsGoneDoNothing() throws {
        let scene = LifetimeScene()
        let trigger = try #require(scene.trigger)
        scene.owner.mediator = nil
        #expect(scene.mediator == nil, "colleagues and outboxes must not keep the mediator alive")
        #expect(scene.first == nil && scene.second == nil && scene.third == nil)

        trigger.ping(1)
        trigger.broadcast(2)
        trigger.react(3)
        #expect(trigger.ask(4) == nil)
        #expect(scene.transcript.lines.isEmpty)
    }

    @Test func anOutboxKeptAfterItsColleagueIsGoneSendsNothing() throws {
        let scene = LifetimeScene()
        let triggerOutbox = try #require(scene.trigger).mediator
        let firstOutbox = try #require(scene.first).mediator
        scene.owner.mediator = nil
        #expect(scene.mediatorAndStrongColleaguesAreGone)

        triggerOutbox.ping(1)
        triggerOutbox.broadcast(2)
        triggerOutbox.react(3)
        #expect(triggerOutbox.ask(4) == nil)
        firstOutbox.echo(5)
        #expect(scene.transcript.lines.isEmpty)
        #expect(scene.witness.heard.isEmpty)
    }

    @Test(arguments: ["first", "second", "witness", "third"])
    func aReceiverThatReleasesTheMediatorEndsTheDispatch(releaser: String) throws {
        let scene = LifetimeScene()
        try #require(scene.receiver(named: releaser)).hook = scene.releasingHook

        scene.trigger?.ping(1)

        let order = ["first", "second", "witness", "third"]
        let reached = order.prefix(through: try #require(order.firstIndex(of: releaser)))
        #expect(
            scene.transcript.lines
                == reached.map { "\($0): ping 1" } + [
                    releasedWhileDispatching, "\(releaser): still here after ping 1, heard 1",
                ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
        #expect(scene.witness.heard.count == (reached.contains("witness") ? 1 : 0))
    }

    /// Such a dispatch checks nothing before each receiver: what lets go of the last owner
    /// cannot end the mediator before the call returns.
    @Test func aReleaseDuringAnEventSentThroughTheMediatorWaitsForItsCallToReturn() throws {
        let scene = LifetimeScene()
        try #require(scene.first).hook = scene.releasingHook

        scene.owner.mediator?.announce(1)

        #expect(
            scene.transcript.lines == [
                "first: announce 1", "released: mediator alive, colleagues kept",
                "first: still here after announce 1, heard 1", "second: announce 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func sendsAfterAReleaseDuringADispatchDoNothing() throws {
        let scene = LifetimeScene()
        let trigger = try #require(scene.trigger)
        scene.first?.hook = scene.releasingHook
        trigger.ping(1)
        #expect(scene.mediator == nil)
        #expect(scene.first == nil && scene.second == nil && scene.third == nil)

        trigger.ping(2)
        trigger.broadcast(3)
        #expect(trigger.ask(4) == nil)
        #expect(
            scene.transcript.lines == [
                "first: ping 1", releasedWhileDispatching,
                "first: still here after ping 1, heard 1",
            ])
    }

    @Test func aSetMemberThatReleasesTheMediatorEndsTheDispatchAfterTheSet() {
        let scene = LifetimeScene()
        scene.listeners[1].hook = scene.releasingHook

        scene.trigger?.broadcast(1)

        // The broadcast to the set finishes with the members it started with; `third`, after
        // the set, hears nothing.
        #expect(
            scene.transcript.lines == [
                "listener 1: broadcast 1", "listener 2: broadcast 1", releasedWhileDispatching,
                "listener 2: still here after broadcast 1, heard 1", "listener 3: broadcast 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func anObserverThatReleasesTheMediatorEndsTheDispatchBeforeAnyReceiver() {
        let scene = LifetimeScene()
        weak var weakObserver: HookedObserver?
        do {
            let observer = HookedObserver(scene.releasingHook)
            scene.mediator?.observer = observer
            weakObserver = observer
        }

        scene.trigger?.ping(1)

        #expect(scene.transcript.lines == [releasedWhileDispatching])
        #expect(scene.witness.heard.isEmpty)
        #expect(scene.mediatorAndStrongColleaguesAreGone)
        #expect(weakObserver == nil)
    }

    @Test func aRequestIsAnsweredWhenTheObserverReleasesTheMediator() {
        let scene = LifetimeScene()
        scene.mediator?.observer = HookedObserver(scene.releasingHook)

        let answer = scene.trigger?.ask(2)

        #expect(answer == 20)
        #expect(scene.transcript.lines == [releasedWhileDispatching, "third: ask 2"])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aRequestHandlerThatReleasesTheMediatorStillAnswers() {
        let scene = LifetimeScene()
        scene.third?.hook = scene.releasingHook

        let answer = scene.trigger?.ask(7)

        #expect(answer == 70)
        #expect(
            scene.transcript.lines == [
                "third: ask 7", releasedWhileDispatching, "third: still here after ask 7, heard 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aReleaseInANestedDispatchEndsTheOuterOneToo() {
        let scene = LifetimeScene()
        scene.first?.echoesPing = true
        scene.second?.hook = scene.releasingHook

        scene.trigger?.ping(1)

        #expect(
            scene.transcript.lines == [
                "first: ping 1", "second: echo 1", releasedWhileDispatching,
                "second: still here after echo 1, heard 1",
                "first: still here after ping 1, heard 1",
            ])
        #expect(scene.witness.heard.isEmpty)
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aDispatchOutlivesTheLinkItsOutboxesLetGoOf() {
        // Only the set's members send in `Gossip`, so when they have all left, their outboxes
        // no longer hold the mediator's link, and once the mediator is gone nothing else does:
        // the dispatch under way must keep the link until it returns.
        let transcript = Transcript()
        let gossipers = (1...3).map { Gossiper("gossiper \($0)", transcript: transcript) }
        let owner = MediatorOwner(Gossip())
        weak let mediator = owner.mediator
        for gossiper in gossipers {
            owner.mediator?.join(gossiper)
        }
        gossipers[1].hook = {
            for gossiper in gossipers {
                owner.mediator?.leave(gossiper)
            }
            owner.mediator = nil
            transcript.record("released: mediator \(mediator == nil ? "gone" : "alive")")
        }

        gossipers[0].sendWhisper(1)
        gossipers[0].sendWhisper(2)

        // The set's snapshot still reaches the third member, who is alive; the second whisper
        // goes nowhere.
        #expect(
            transcript.lines == [
                "gossiper 2: whisper 1", "released: mediator gone",
                "gossiper 2: still here after whisper 1, heard 1", "gossiper 3: whisper 1",
            ])
    }

    @Test func aReactionThatReleasesTheMediatorKeepsItUntilTheDispatchEnds() {
        let scene = LifetimeScene()
        scene.trigger?.reactionHook = scene.releasingHook

        scene.trigger?.react(1)

        #expect(
            scene.transcript.lines == [
                "first: react 1", "mediator: react 1", "released: mediator alive, colleagues kept",
                "mediator: still here after react 1, 3 listeners", "second: react 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aReceiverOfAnEventWithAReactionReleasingTheMediatorDoesNotEndTheDispatch() {
        let scene = LifetimeScene()
        scene.first?.hook = scene.releasingHook

        scene.trigger?.react(1)

        #expect(
            scene.transcript.lines == [
                "first: react 1", "released: mediator alive, colleagues kept",
                "first: still here after react 1, heard 1", "mediator: react 1",
                "second: react 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aMediatorReleasedWithNoDispatchUnderWayGoesWithItsColleagues() throws {
        let scene = LifetimeScene()
        weak var triggerOutbox: Lifetime.TriggerOutbox?
        weak var firstOutbox: Lifetime.FirstOutbox?
        triggerOutbox = try #require(scene.trigger).mediator
        firstOutbox = try #require(scene.first).mediator
        scene.first?.echoesPing = true
        scene.trigger?.ping(1)

        scene.owner.mediator = nil

        #expect(scene.mediatorAndStrongColleaguesAreGone)
        #expect(triggerOutbox == nil && firstOutbox == nil)
        #expect(
            scene.transcript.lines == [
                "first: ping 1", "second: echo 1", "third: echo 1",
                "first: still here after ping 1, heard 1", "second: ping 1", "witness: ping 1",
                "third: ping 1",
            ])
    }
}

/// A `MainLifetime` that only `owner` keeps alive; see `LifetimeScene`.
@MainActor private final class MainLifetimeScene {
    let transcript = Transcript()
    let owner: MediatorOwner<MainLifetime>
    weak var mediator: MainLifetime?
    weak var trigger: MainTrigger?
    weak var first: MainFirst?
    weak var second: MainSecond?
    weak var third: MainThird?
    let witness: MainWitness
    let listeners: [MainListener]

    init() {
        let trigger = MainTrigger(transcript: transcript)
        let first = MainFirst(transcript: transcript)
        let second = MainSecond(transcript: transcript)
        let third = MainThird(transcript: transcript)
        witness = MainWitness(transcript: transcript)
        listeners = (1...3).map { [transcript] in
            MainListener("listener \($0)", transcript: transcript)
        }
        let mediator = MainLifetime(
            mainTrigger: trigger, mainFirst: first, mainSecond: second, mainThird: third,
            mainWitness: witness)
        for listener in listeners {
            mediator.join(listener)
        }
        owner = MediatorOwner(mediator)
        self.mediator = mediator
        self.trigger = trigger
        self.first = first
        self.second = second
        self.third = third
    }

    /// Whether every colleague the mediator holds strongly is still alive.
    var strongColleaguesAreAlive: Bool {
        trigger != nil && first != nil && second != nil && third != nil
    }

    /// Whether the mediator and every colleague it held strongly are deallocated.
    var mediatorAndStrongColleaguesAreGone: Bool {
        mediator == nil && trigger == nil && first == nil && second == nil && third == nil
    }

    /// The receiver of `ping` with the given name.
    func receiver(named name: String) -> MainLifetimeColleague? {
        switch name {
        case "first": first
        case "second": second
        case "witness": witness
        default: third
        }
    }

    /// Lets go of the mediator, then records whether it and its strong colleagues are alive.
    func releaseMediator() {
        owner.mediator = nil
        let mediatorState = mediator == nil ? "gone" : "alive"
        let colleaguesState = strongColleaguesAreAlive ? "kept" : "gone"
        transcript.record("released: mediator \(mediatorState), colleagues \(colleaguesState)")
    }

    /// A hook that calls ``releaseMediator()``.
    var releasingHook: () -> Void {
        { [weak self] in self?.releaseMediator() }
    }
}

/// The same scenarios for a mediator isolated to the main actor, whose `deinit` is isolated too.
@MainActor @Suite struct MainLifetimeTests {
    @Test func sendsThroughAnOutboxKeptAfterEverythingIsGoneDoNothing() throws {
        let scene = MainLifetimeScene()
        let triggerOutbox = try #require(scene.trigger).mediator
        scene.owner.mediator = nil
        #expect(scene.mediatorAndStrongColleaguesAreGone)

        triggerOutbox.ping(1)
        triggerOutbox.broadcast(2)
        triggerOutbox.react(3)
        #expect(triggerOutbox.ask(4) == nil)
        #expect(scene.transcript.lines.isEmpty)
    }

    @Test(arguments: ["first", "second", "witness", "third"])
    func aReceiverThatReleasesTheMediatorEndsTheDispatch(releaser: String) throws {
        let scene = MainLifetimeScene()
        try #require(scene.receiver(named: releaser)).hook = scene.releasingHook

        scene.trigger?.ping(1)

        let order = ["first", "second", "witness", "third"]
        let reached = order.prefix(through: try #require(order.firstIndex(of: releaser)))
        #expect(
            scene.transcript.lines
                == reached.map { "\($0): ping 1" } + [
                    releasedWhileDispatching, "\(releaser): still here after ping 1, heard 1",
                ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
        #expect(scene.witness.heard.count == (reached.contains("witness") ? 1 : 0))
    }

    @Test func aSetMemberThatReleasesTheMediatorEndsTheDispatchAfterTheSet() {
        let scene = MainLifetimeScene()
        scene.listeners[0].hook = scene.releasingHook

        scene.trigger?.broadcast(1)

        #expect(
            scene.transcript.lines == [
                "listener 1: broadcast 1", releasedWhileDispatching,
                "listener 1: still here after broadcast 1, heard 1", "listener 2: broadcast 1",
                "listener 3: broadcast 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func anObserverThatReleasesTheMediatorEndsTheDispatchBeforeAnyReceiver() {
        let scene = MainLifetimeScene()
        scene.mediator?.observer = HookedObserver(scene.releasingHook)

        scene.trigger?.broadcast(1)

        #expect(scene.transcript.lines == [releasedWhileDispatching])
        #expect(scene.listeners.allSatisfy { $0.heard.isEmpty })
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aRequestHandlerThatReleasesTheMediatorStillAnswers() {
        let scene = MainLifetimeScene()
        scene.third?.hook = scene.releasingHook

        let answer = scene.trigger?.ask(7)

        #expect(answer == 70)
        #expect(
            scene.transcript.lines == [
                "third: ask 7", releasedWhileDispatching, "third: still here after ask 7, heard 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aReleaseInANestedDispatchEndsTheOuterOneToo() {
        let scene = MainLifetimeScene()
        scene.first?.echoesPing = true
        scene.second?.hook = scene.releasingHook

        scene.trigger?.ping(1)

        #expect(
            scene.transcript.lines == [
                "first: ping 1", "second: echo 1", releasedWhileDispatching,
                "second: still here after echo 1, heard 1",
                "first: still here after ping 1, heard 1",
            ])
        #expect(scene.witness.heard.isEmpty)
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aReactionThatReleasesTheMediatorKeepsItUntilTheDispatchEnds() {
        let scene = MainLifetimeScene()
        scene.trigger?.reactionHook = scene.releasingHook

        scene.trigger?.react(1)

        #expect(
            scene.transcript.lines == [
                "first: react 1", "mediator: react 1", "released: mediator alive, colleagues kept",
                "mediator: still here after react 1, 3 listeners", "second: react 1",
            ])
        #expect(scene.mediatorAndStrongColleaguesAreGone)
    }

    @Test func aMediatorReleasedWithNoDispatchUnderWayGoesWithItsColleagues() throws {
        let scene = MainLifetimeScene()
        weak var triggerOutbox: MainLifetime.MainTriggerOutbox?
        triggerOutbox = try #require(scene.trigger).mediator
        scene.trigger?.ping(1)

        scene.owner.mediator = nil

        #expect(scene.mediatorAndStrongColleaguesAreGone)
        #expect(triggerOutbox == nil)
        #expect(
            scene.transcript.lines == [
                "first: ping 1", "second: ping 1", "witness: ping 1", "third: ping 1",
            ])
    }

    @Test func aSendWhileTheIsolatedDeinitWaitsForTheMainActorIsNotDelivered() async throws {
        let scene = MainLifetimeScene()
        let trigger = try #require(scene.trigger)
        // Another thread lets go of the last owner: the isolated `deinit` is queued for the main
        // actor, which this test keeps until the sends below have run.
        let handOff = LastOwner(try #require(scene.owner.mediator))
        scene.owner.mediator = nil
        let released = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            handOff.mediator = nil
            released.signal()
        }
        released.wait()
        #expect(scene.mediator == nil)

        // Sends that keep the mediator alive while they run see it gone; retaining it now would
        // outlive its deinitialisation and abort.
        await trigger.wait(1)
        trigger.react(2)
        #expect(
            !scene.transcript.lines.contains { $0.contains("wait 1") || $0.contains("react 2") })
    }
}

/// Carries the last owner of a main-actor mediator to another thread.
private final class LastOwner: @unchecked Sendable {
    // Written by one thread at a time: the test waits for the other thread to finish.
    var mediator: MainLifetime?

    init(_ mediator: MainLifetime) {
        self.mediator = mediator
    }
}
