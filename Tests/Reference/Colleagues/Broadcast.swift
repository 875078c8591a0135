@_spi(Generated) import MediatorRuntime

// Colleagues of Specs/Broadcast.mediator, one trio per isolation mode. Each member records what
// it hears under its name; a member of the first set also runs a one-shot hook while it hears,
// which the tests use to change the second set in the middle of a broadcast.

/// Sends `ping` in `Broadcast`.
final class BroadcastTrigger {
    let mediator = Broadcast.BroadcastTriggerOutbox()
}

/// A member of `Broadcast`'s first set.
final class BroadcastFirst {
    let name: String
    let transcript: Transcript
    /// Runs once, the next time the member hears `ping`, after recording it.
    var hook: (() -> Void)?

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func ping(_ round: Int) {
        transcript.record("\(name): ping \(round)")
        let hook = self.hook
        self.hook = nil
        hook?()
    }
}

/// A member of `Broadcast`'s second set.
final class BroadcastSecond {
    let name: String
    let transcript: Transcript

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func ping(_ round: Int) {
        transcript.record("\(name): ping \(round)")
    }
}

/// Sends `ping` in `MainBroadcast`.
@MainActor final class MainBroadcastTrigger {
    let mediator = MainBroadcast.MainBroadcastTriggerOutbox()
}

/// A member of `MainBroadcast`'s first set.
@MainActor final class MainBroadcastFirst {
    let name: String
    let transcript: Transcript
    /// Runs once, the next time the member hears `ping`, after recording it.
    var hook: (() -> Void)?

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func ping(_ round: Int) {
        transcript.record("\(name): ping \(round)")
        let hook = self.hook
        self.hook = nil
        hook?()
    }
}

/// A member of `MainBroadcast`'s second set.
@MainActor final class MainBroadcastSecond {
    let name: String
    let transcript: Transcript

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func ping(_ round: Int) {
        transcript.record("\(name): ping \(round)")
    }
}

/// Sends `ping` in `ActorBroadcast`.
@GameActor final class ActorBroadcastTrigger {
    let mediator = ActorBroadcast.ActorBroadcastTriggerOutbox()
}

/// A member of `ActorBroadcast`'s first set.
@GameActor final class ActorBroadcastFirst {
    let name: String
    let transcript: Transcript
    /// Runs once, the next time the member hears `ping`, after recording it.
    var hook: (() -> Void)?

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func ping(_ round: Int) {
        transcript.record("\(name): ping \(round)")
        let hook = self.hook
        self.hook = nil
        hook?()
    }
}

/// A member of `ActorBroadcast`'s second set.
@GameActor final class ActorBroadcastSecond {
    let name: String
    let transcript: Transcript

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func ping(_ round: Int) {
        transcript.record("\(name): ping \(round)")
    }
}

/// Sends `ping` in `SharedBroadcast`, from any thread.
final class SharedBroadcastTrigger: Sendable {
    let mediator = SharedBroadcast.SharedBroadcastTriggerOutbox()
}

/// What the members of `SharedBroadcast` heard, from any thread.
final class SharedTranscript: Sendable {
    private let recorded = Locked<[String]>([])

    /// The lines recorded so far.
    var lines: [String] { recorded.withLock { $0 } }

    /// Records one line.
    func record(_ line: String) {
        recorded.withLock { $0.append(line) }
    }
}

/// A member of `SharedBroadcast`'s first set.
final class SharedBroadcastFirst: Sendable {
    let name: String
    let transcript: SharedTranscript
    private let hook = Locked<(@Sendable () -> Void)?>(nil)

    init(_ name: String, transcript: SharedTranscript) {
        self.name = name
        self.transcript = transcript
    }

    /// Runs `hook` once, the next time the member hears `ping`, after recording it.
    func onNextPing(_ hook: @escaping @Sendable () -> Void) {
        self.hook.withLock { $0 = hook }
    }

    func ping(_ round: Int) {
        transcript.record("\(name): ping \(round)")
        let hook = self.hook.withLock { hook in
            defer { hook = nil }
            return hook
        }
        hook?()
    }
}

/// A member of `SharedBroadcast`'s second set.
final class SharedBroadcastSecond: Sendable {
    let name: String
    let transcript: SharedTranscript

    init(_ name: String, transcript: SharedTranscript) {
        self.name = name
        self.transcript = transcript
    }

    func ping(_ round: Int) {
        transcript.record("\(name): ping \(round)")
    }
}
