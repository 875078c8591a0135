import Foundation

@testable import ReferenceMediators

// The scene of ActorLifetimeTests and StressActorRelease: a mediator on the game actor, the
// colleagues it holds, and ways to let go of it here or on another thread.

/// An `ActorLifetime` that only `owner` keeps alive. The scene holds the strong colleagues weakly,
/// so that only the mediator keeps them, and keeps the weak colleague and the listeners itself.
@GameActor final class ActorLifetimeScene {
    let transcript = Transcript()
    let owner: MediatorOwner<ActorLifetime>
    weak var mediator: ActorLifetime?
    weak var trigger: ActorTrigger?
    weak var first: ActorFirst?
    weak var last: ActorLast?
    let witness: ActorWitness
    let listeners: [ActorListener]
    let triggerOutbox: ActorLifetime.ActorTriggerOutbox

    init() {
        let trigger = ActorTrigger(transcript: transcript)
        let first = ActorFirst("first", transcript: transcript)
        let last = ActorLast("last", transcript: transcript)
        witness = ActorWitness("witness", transcript: transcript)
        listeners = (1...2).map { [transcript] in
            ActorListener("listener \($0)", transcript: transcript)
        }
        let mediator = ActorLifetime(
            actorTrigger: trigger, actorFirst: first, actorWitness: witness, actorLast: last)
        for listener in listeners {
            mediator.join(listener)
        }
        owner = MediatorOwner(mediator)
        triggerOutbox = trigger.mediator
        self.mediator = mediator
        self.trigger = trigger
        self.first = first
        self.last = last
    }

    /// Whether the mediator and every colleague it held strongly are deallocated.
    var mediatorAndStrongColleaguesAreGone: Bool {
        mediator == nil && trigger == nil && first == nil && last == nil
    }

    /// The receiver of `ping` with the given name.
    func receiver(named name: String) -> ActorLifetimeColleague? {
        switch name {
        case "first": first
        case "witness": witness
        default: last
        }
    }

    /// Sends every event once through the trigger's outbox, which outlives the trigger, and
    /// returns the answer to `ask`.
    func sendEveryEvent(_ step: Int) -> Int? {
        triggerOutbox.ping(step)
        triggerOutbox.broadcast(step)
        triggerOutbox.react(step)
        return triggerOutbox.ask(step)
    }

    /// Lets go of the mediator, then records whether it and its strong colleagues are alive.
    func releaseMediator() {
        owner.mediator = nil
        recordState("released")
    }

    /// Records whether the mediator and its strong colleagues are alive, after `what`.
    func recordState(_ what: String) {
        let mediatorState = mediator == nil ? "gone" : "alive"
        let colleaguesState = trigger != nil && first != nil && last != nil ? "kept" : "gone"
        transcript.record("\(what): mediator \(mediatorState), colleagues \(colleaguesState)")
    }

    /// Hands the mediator's last owner to a new thread, which lets go of it, and waits for that
    /// thread to finish: the actor stays busy meanwhile.
    func releaseMediatorOnAnotherThread() {
        let handOff = ActorLastOwner(owner.mediator)
        owner.mediator = nil
        let released = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            handOff.release()
            released.signal()
        }
        released.wait()
        recordState("released on another thread")
    }
}

/// Carries the last owner of a mediator to another thread.
final class ActorLastOwner: @unchecked Sendable {
    // Written by one thread at a time: the sending thread waits for the other one to finish.
    private var mediator: ActorLifetime?

    init(_ mediator: ActorLifetime?) {
        self.mediator = mediator
    }

    func release() {
        mediator = nil
    }
}
