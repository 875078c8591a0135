// Colleagues and the reaction of Specs/ActorLifetime.mediator, on the game actor. Each receiver
// records what it hears in a shared transcript and may run a one-shot hook while hearing, which
// the tests use to let go of the mediator's last owner, here or on another thread.

/// A receiver of `ActorLifetime`: records each event it hears and runs its hook.
@GameActor class ActorLifetimeColleague {
    let name: String
    let transcript: Transcript
    /// Runs once, the next time the colleague hears an event, after recording it.
    var hook: (() -> Void)?
    /// How many events the colleague heard, counted after the hook ran.
    private(set) var heard = 0

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func hear(_ line: String) {
        transcript.record("\(name): \(line)")
        let hook = self.hook
        self.hook = nil
        hook?()
        heard += 1
    }
}

/// Sends every event of `ActorLifetime`.
@GameActor final class ActorTrigger {
    let mediator = ActorLifetime.ActorTriggerOutbox()
    let transcript: Transcript
    /// Runs once, the next time the mediator reacts to `react`.
    var reactionHook: (() -> Void)?

    init(transcript: Transcript) {
        self.transcript = transcript
    }
}

/// Hears `ping` and `react` first.
@GameActor final class ActorFirst: ActorLifetimeColleague {
    func ping(_ step: Int) {
        hear("ping \(step)")
    }

    func react(_ step: Int) {
        hear("react \(step)")
    }
}

/// Hears `ping`; only the tests keep it alive.
@GameActor final class ActorWitness: ActorLifetimeColleague {
    func ping(_ step: Int) {
        hear("ping \(step)")
    }
}

/// Hears every event last, and answers `ask` with ten times the question.
@GameActor final class ActorLast: ActorLifetimeColleague {
    func ping(_ step: Int) {
        hear("ping \(step)")
    }

    func broadcast(_ step: Int) {
        hear("broadcast \(step)")
    }

    func ask(_ question: Int) -> Int {
        hear("ask \(question)")
        return question * 10
    }

    func react(_ step: Int) {
        hear("react \(step)")
    }
}

/// A member of the set that hears `broadcast`.
@GameActor final class ActorListener: ActorLifetimeColleague {
    func broadcast(_ step: Int) {
        hear("broadcast \(step)")
    }
}

extension ActorLifetime {
    func handleReact(_ step: Int) {
        actorTrigger.transcript.record("mediator: react \(step)")
        let hook = actorTrigger.reactionHook
        actorTrigger.reactionHook = nil
        hook?()
    }
}
