// Colleagues and reactions for Specs/Lifetime.mediator. Each receiver records what it hears in a
// shared transcript and may run a one-shot hook while hearing, which the tests use to let go of
// the mediator's last owner in the middle of a dispatch. After the hook, the receiver goes on
// using its own storage, as real code would: if the mediator's colleagues were not kept alive
// until the dispatch returns, that would read and write freed memory.

/// Holds a mediator for a test, as its only owner, so that a colleague can let go of it while the
/// mediator is dispatching.
final class MediatorOwner<Mediator: AnyObject> {
    var mediator: Mediator?

    init(_ mediator: Mediator) {
        self.mediator = mediator
    }
}

/// A receiver of `Lifetime`: records each event it hears, runs its hook, then updates itself.
class LifetimeColleague {
    let name: String
    let transcript: Transcript
    /// Runs once, the next time the colleague hears an event, after recording it.
    var hook: (() -> Void)?
    /// What the colleague heard, appended after the hook ran.
    private(set) var heard: [String] = []

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    /// Records the arrival of `line`; ``finishHearing(_:sent:)`` must follow.
    func startHearing(_ line: String) {
        transcript.record("\(name): \(line)")
    }

    /// Runs the hook, then writes to the colleague's own storage, which the hook may have
    /// released with the mediator. Records that the colleague is still here when the hook ran or
    /// the colleague `sent` an event of its own.
    func finishHearing(_ line: String, sent: Bool = false) {
        let hook = self.hook
        self.hook = nil
        hook?()
        heard.append(line)
        if hook != nil || sent {
            transcript.record("\(name): still here after \(line), heard \(heard.count)")
        }
    }

    func hear(_ line: String) {
        startHearing(line)
        finishHearing(line)
    }
}

/// Sends every event of `Lifetime`.
final class Trigger {
    let mediator = Lifetime.TriggerOutbox()
    let transcript: Transcript
    /// Runs once, the next time the mediator reacts to `react`.
    var reactionHook: (() -> Void)?

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func ping(_ step: Int) {
        mediator.ping(step)
    }

    func broadcast(_ step: Int) {
        mediator.broadcast(step)
    }

    func ask(_ question: Int) -> Int? {
        mediator.ask(question)
    }

    func react(_ step: Int) {
        mediator.react(step)
    }
}

/// Hears `ping` first, and sends `echo` while hearing it when `echoesPing` is set.
final class First: LifetimeColleague {
    let mediator = Lifetime.FirstOutbox()
    var echoesPing = false

    init(transcript: Transcript) {
        super.init("first", transcript: transcript)
    }

    func ping(_ step: Int) {
        startHearing("ping \(step)")
        if echoesPing {
            mediator.echo(step)
        }
        finishHearing("ping \(step)", sent: echoesPing)
    }

    func react(_ step: Int) {
        hear("react \(step)")
    }

    func announce(_ step: Int) {
        hear("announce \(step)")
    }
}

/// Hears `ping` second.
final class Second: LifetimeColleague {
    init(transcript: Transcript) {
        super.init("second", transcript: transcript)
    }

    func ping(_ step: Int) {
        hear("ping \(step)")
    }

    func echo(_ step: Int) {
        hear("echo \(step)")
    }

    func react(_ step: Int) {
        hear("react \(step)")
    }

    func announce(_ step: Int) {
        hear("announce \(step)")
    }
}

/// Hears `ping`, `echo` and `broadcast` last, and answers `ask` with ten times the question.
final class Third: LifetimeColleague {
    init(transcript: Transcript) {
        super.init("third", transcript: transcript)
    }

    func ping(_ step: Int) {
        hear("ping \(step)")
    }

    func echo(_ step: Int) {
        hear("echo \(step)")
    }

    func broadcast(_ step: Int) {
        hear("broadcast \(step)")
    }

    func ask(_ question: Int) -> Int {
        hear("ask \(question)")
        return question * 10
    }
}

/// The weak colleague: hears `ping` before `Third`.
final class Witness: LifetimeColleague {
    init(transcript: Transcript) {
        super.init("witness", transcript: transcript)
    }

    func ping(_ step: Int) {
        hear("ping \(step)")
    }
}

/// A member of the set; hears `broadcast`.
final class Listener: LifetimeColleague {
    func broadcast(_ step: Int) {
        hear("broadcast \(step)")
    }
}

/// A member of `Gossip`: sends `whisper` and hears the whispers of the others.
final class Gossiper: LifetimeColleague {
    let mediator = Gossip.GossiperOutbox()

    func whisper(_ step: Int) {
        hear("whisper \(step)")
    }

    func sendWhisper(_ step: Int) {
        mediator.whisper(step)
    }
}

extension Lifetime {
    func handleReact(_ step: Int) {
        trigger.transcript.record("mediator: react \(step)")
        guard let hook = trigger.reactionHook else { return }
        trigger.reactionHook = nil
        hook()
        // The mediator's own storage, after the hook may have released its last owner.
        trigger.transcript.record(
            "mediator: still here after react \(step), \(listeners.count) listeners")
    }
}

/// A receiver of `MainLifetime`: records each event it hears, runs its hook, then updates itself.
@MainActor class MainLifetimeColleague {
    let name: String
    let transcript: Transcript
    /// Runs once, the next time the colleague hears an event, after recording it.
    var hook: (() -> Void)?
    /// What the colleague heard, appended after the hook ran.
    private(set) var heard: [String] = []

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    /// Records the arrival of `line`; ``finishHearing(_:sent:)`` must follow.
    func startHearing(_ line: String) {
        transcript.record("\(name): \(line)")
    }

    /// Runs the hook, then writes to the colleague's own storage, which the hook may have
    /// released with the mediator. Records that the colleague is still here when the hook ran or
    /// the colleague `sent` an event of its own.
    func finishHearing(_ line: String, sent: Bool = false) {
        let hook = self.hook
        self.hook = nil
        hook?()
        heard.append(line)
        if hook != nil || sent {
            transcript.record("\(name): still here after \(line), heard \(heard.count)")
        }
    }

    func hear(_ line: String) {
        startHearing(line)
        finishHearing(line)
    }
}

/// Sends every event of `MainLifetime`.
@MainActor final class MainTrigger {
    let mediator = MainLifetime.MainTriggerOutbox()
    let transcript: Transcript
    /// Runs once, the next time the mediator reacts to `react`.
    var reactionHook: (() -> Void)?

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func ping(_ step: Int) {
        mediator.ping(step)
    }

    func broadcast(_ step: Int) {
        mediator.broadcast(step)
    }

    func ask(_ question: Int) -> Int? {
        mediator.ask(question)
    }

    func react(_ step: Int) {
        mediator.react(step)
    }

    func wait(_ step: Int) async {
        await mediator.wait(step)
    }
}

/// Hears `ping` first, and sends `echo` while hearing it when `echoesPing` is set.
@MainActor final class MainFirst: MainLifetimeColleague {
    let mediator = MainLifetime.MainFirstOutbox()
    var echoesPing = false

    init(transcript: Transcript) {
        super.init("first", transcript: transcript)
    }

    func ping(_ step: Int) {
        startHearing("ping \(step)")
        if echoesPing {
            mediator.echo(step)
        }
        finishHearing("ping \(step)", sent: echoesPing)
    }

    func react(_ step: Int) {
        hear("react \(step)")
    }
}

/// Hears `ping` second.
@MainActor final class MainSecond: MainLifetimeColleague {
    init(transcript: Transcript) {
        super.init("second", transcript: transcript)
    }

    func ping(_ step: Int) {
        hear("ping \(step)")
    }

    func echo(_ step: Int) {
        hear("echo \(step)")
    }

    func react(_ step: Int) {
        hear("react \(step)")
    }
}

/// Hears `ping`, `echo` and `broadcast` last, and answers `ask` with ten times the question.
@MainActor final class MainThird: MainLifetimeColleague {
    init(transcript: Transcript) {
        super.init("third", transcript: transcript)
    }

    func ping(_ step: Int) {
        hear("ping \(step)")
    }

    func echo(_ step: Int) {
        hear("echo \(step)")
    }

    func broadcast(_ step: Int) {
        hear("broadcast \(step)")
    }

    func ask(_ question: Int) -> Int {
        hear("ask \(question)")
        return question * 10
    }

    func wait(_ step: Int) async {
        hear("wait \(step)")
        await Task.yield()
    }
}

/// The weak colleague: hears `ping` before `MainThird`.
@MainActor final class MainWitness: MainLifetimeColleague {
    init(transcript: Transcript) {
        super.init("witness", transcript: transcript)
    }

    func ping(_ step: Int) {
        hear("ping \(step)")
    }
}

/// A member of the set; hears `broadcast`.
@MainActor final class MainListener: MainLifetimeColleague {
    func broadcast(_ step: Int) {
        hear("broadcast \(step)")
    }
}

extension MainLifetime {
    func handleReact(_ step: Int) {
        mainTrigger.transcript.record("mediator: react \(step)")
        guard let hook = mainTrigger.reactionHook else { return }
        mainTrigger.reactionHook = nil
        hook()
        // The mediator's own storage, after the hook may have released its last owner.
        mainTrigger.transcript.record(
            "mediator: still here after react \(step), \(mainListeners.count) listeners")
    }
}
