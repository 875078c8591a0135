@_spi(Generated) import MediatorRuntime

// Colleagues and reactions of Specs/Attach.mediator, one group per isolation mode. Each records
// what it hears under its name; a coordinator also runs a one-shot hook while it hears `placed`,
// which the tests use to detach or replace colleagues in the middle of a dispatch.

// MARK: - Call

/// Places calls in `Call`; the reaction records what attached colleagues report.
final class Dialer {
    let mediator = Call.DialerOutbox()
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }
}

/// Attached to `Call` after it is made.
final class Coordinator {
    let mediator = Call.CoordinatorOutbox()
    let name: String
    let transcript: Transcript
    /// Runs once, the next time the coordinator hears `placed`, after recording it.
    var hook: (() -> Void)?

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func placed(_ number: String) {
        transcript.record("\(name): placed \(number)")
        let hook = self.hook
        self.hook = nil
        hook?()
        // Still alive, though the hook may have detached it: the dispatch holds it.
        transcript.record("\(name): done")
    }
}

/// A log that `Call` holds weakly.
final class CallLog {
    let transcript: Transcript
    private(set) var calls = 0

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func placed(_ number: String) {
        calls += 1
        transcript.record("log: placed \(number)")
    }

    func count() -> Int {
        calls
    }
}

/// What `Call` knows its speaker by.
protocol Speaker: Call.SpeakerColleague {}

/// The speaker of a call.
final class Loudspeaker: Speaker {
    let mediator = Call.SpeakerOutbox()
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func placed(_ number: String) {
        transcript.record("speaker: placed \(number)")
    }
}

extension Call {
    func handleReported(_ text: String, from sender: ReportedSender) {
        switch sender {
        case .coordinator(let coordinator):
            dialer.transcript.record("\(coordinator.name) reported \(text)")
        case .speaker: dialer.transcript.record("speaker reported \(text)")
        }
    }
}

// MARK: - MainCall

/// Places calls in `MainCall`.
@MainActor final class MainDialer {
    let mediator = MainCall.MainDialerOutbox()
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }
}

/// Attached to `MainCall` after it is made.
@MainActor final class MainCoordinator {
    let mediator = MainCall.MainCoordinatorOutbox()
    let name: String
    let transcript: Transcript
    /// Runs once, the next time the coordinator hears `placed`, after recording it.
    var hook: (() -> Void)?

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func placed(_ number: String) {
        transcript.record("\(name): placed \(number)")
        let hook = self.hook
        self.hook = nil
        hook?()
        transcript.record("\(name): done")
    }
}

/// A log that `MainCall` holds weakly.
@MainActor final class MainCallLog {
    let transcript: Transcript
    private(set) var calls = 0

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func placed(_ number: String) {
        calls += 1
        transcript.record("log: placed \(number)")
    }

    func count() -> Int {
        calls
    }
}

/// What `MainCall` knows its speaker by.
@MainActor protocol MainSpeaker: MainCall.MainSpeakerColleague {}

/// The speaker of a call on the main actor.
@MainActor final class MainLoudspeaker: MainSpeaker {
    let mediator = MainCall.MainSpeakerOutbox()
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func placed(_ number: String) {
        transcript.record("speaker: placed \(number)")
    }
}

extension MainCall {
    func handleReported(_ text: String, from sender: ReportedSender) {
        switch sender {
        case .mainCoordinator(let coordinator):
            mainDialer.transcript.record("\(coordinator.name) reported \(text)")
        case .mainSpeaker: mainDialer.transcript.record("speaker reported \(text)")
        }
    }
}

// MARK: - ActorCall

/// Places calls in `ActorCall`.
@GameActor final class ActorDialer {
    let mediator = ActorCall.ActorDialerOutbox()
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }
}

/// Attached to `ActorCall` after it is made.
@GameActor final class ActorCoordinator {
    let mediator = ActorCall.ActorCoordinatorOutbox()
    let name: String
    let transcript: Transcript
    /// Runs once, the next time the coordinator hears `placed`, after recording it.
    var hook: (() -> Void)?

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func placed(_ number: String) {
        transcript.record("\(name): placed \(number)")
        let hook = self.hook
        self.hook = nil
        hook?()
        transcript.record("\(name): done")
    }
}

/// What `ActorCall` knows its log by, held weakly.
@GameActor protocol ActorCallLog: ActorCall.ActorCallLogColleague {}

/// A log on the game actor.
@GameActor final class ActorLogBook: ActorCallLog {
    let transcript: Transcript
    private(set) var calls = 0

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func placed(_ number: String) {
        calls += 1
        transcript.record("log: placed \(number)")
    }

    func count() async -> Int {
        calls
    }
}

extension ActorCall {
    func handleReported(_ text: String, from sender: ReportedSender) {
        switch sender {
        case .actorCoordinator(let coordinator):
            actorDialer.transcript.record("\(coordinator.name) reported \(text)")
        case .outside: actorDialer.transcript.record("someone reported \(text)")
        }
    }
}

// MARK: - SharedCall

/// Places calls in `SharedCall`, from any thread.
final class SharedDialer: Sendable {
    let mediator = SharedCall.SharedDialerOutbox()
    let transcript: SharedTranscript

    init(transcript: SharedTranscript) {
        self.transcript = transcript
    }
}

/// Attached to `SharedCall` after it is made, from any thread.
final class SharedCoordinator: Sendable {
    let mediator = SharedCall.SharedCoordinatorOutbox()
    let name: String
    let transcript: SharedTranscript
    private let hook = Locked<(@Sendable () -> Void)?>(nil)

    init(_ name: String, transcript: SharedTranscript) {
        self.name = name
        self.transcript = transcript
    }

    /// Runs `body` once, the next time the coordinator hears `placed`, after recording it.
    func onNextCall(_ body: @escaping @Sendable () -> Void) {
        hook.withLock { $0 = body }
    }

    func placed(_ number: String) {
        transcript.record("\(name): placed \(number)")
        let hook = self.hook.withLock { hook in
            defer { hook = nil }
            return hook
        }
        hook?()
        transcript.record("\(name): done")
    }
}

/// A log that `SharedCall` holds weakly.
final class SharedCallLog: Sendable {
    let transcript: SharedTranscript
    private let calls = Locked(0)

    init(transcript: SharedTranscript) {
        self.transcript = transcript
    }

    func placed(_ number: String) {
        calls.withLock { $0 += 1 }
        transcript.record("log: placed \(number)")
    }

    func count() -> Int {
        calls.withLock { $0 }
    }
}

/// What `SharedCall` knows its speaker by.
protocol SharedSpeaker: SharedCall.SharedSpeakerColleague {}

/// The speaker of a shared call.
final class SharedLoudspeaker: SharedSpeaker {
    let mediator = SharedCall.SharedSpeakerOutbox()
    let transcript: SharedTranscript

    init(transcript: SharedTranscript) {
        self.transcript = transcript
    }

    func placed(_ number: String) {
        transcript.record("speaker: placed \(number)")
    }
}

/// What `SharedCall` knows its monitor by, held weakly.
protocol SharedMonitor: SharedCall.SharedMonitorColleague {}

/// A monitor of a shared call.
final class SharedScreen: SharedMonitor {
    let mediator = SharedCall.SharedMonitorOutbox()
    let transcript: SharedTranscript

    init(transcript: SharedTranscript) {
        self.transcript = transcript
    }

    func placed(_ number: String) {
        transcript.record("monitor: placed \(number)")
    }
}

extension SharedCall {
    func handleReported(_ text: String, from sender: ReportedSender) {
        switch sender {
        case .sharedCoordinator(let coordinator):
            sharedDialer.transcript.record("\(coordinator.name) reported \(text)")
        case .sharedSpeaker: sharedDialer.transcript.record("speaker reported \(text)")
        case .sharedMonitor: sharedDialer.transcript.record("monitor reported \(text)")
        }
    }
}
