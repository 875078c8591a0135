@_spi(Generated) import MediatorRuntime

// Colleagues of Specs/Outboxes.mediator: `Athlete` takes part in `Lobby` and `Match`, and
// `Spectator` in `Stands` and `Commentary`, each keeping one outbox per mediator.

/// Sends in two mediators, through an outbox for each.
final class Athlete {
    let lobby = Lobby.AthleteOutbox()
    let match = Match.AthleteOutbox()
    let name: String
    private(set) var started = false

    init(_ name: String) {
        self.name = name
    }

    func start() {
        started = true
    }
}

/// Hears who joined the lobby, and starts the match.
final class Host {
    let mediator = Lobby.HostOutbox()
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func joined(_ name: String) {
        transcript.record("host: \(name) joined")
    }
}

/// Hears the scores.
final class Referee {
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func scored(_ points: Int) {
        transcript.record("referee: \(points) points")
    }
}

/// Cheers in the stands and writes to the commentary, from any thread.
final class Spectator: Sendable {
    let stands = Stands.SpectatorOutbox()
    let commentary = Commentary.SpectatorOutbox()
    let name: String
    let transcript: SharedTranscript

    init(_ name: String, transcript: SharedTranscript) {
        self.name = name
        self.transcript = transcript
    }

    func cheered(_ words: String) {
        transcript.record("\(name) hears \(words)")
    }
}

/// Hears every cheer.
final class Scoreboard: Sendable {
    let transcript: SharedTranscript

    init(transcript: SharedTranscript) {
        self.transcript = transcript
    }

    func cheered(_ words: String) {
        transcript.record("scoreboard: \(words)")
    }
}

/// Hears every line written.
final class Commentator: Sendable {
    let transcript: SharedTranscript

    init(transcript: SharedTranscript) {
        self.transcript = transcript
    }

    func wrote(_ line: String) {
        transcript.record("commentator: \(line)")
    }
}
