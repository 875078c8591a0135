// Colleagues and reactions for Specs/Game.mediator, all isolated to a global actor of their own.

/// The actor the game loop runs on.
@globalActor public actor GameActor {
    /// The shared instance.
    public static let shared = GameActor()
}

/// Moves the world forward and scores players.
@GameActor final class Physics {
    let mediator = GameLoop.PhysicsOutbox()
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func tick(_ delta: Double) {
        transcript.record("physics: tick \(delta)")
        mediator.moved(positions: [1: (x: delta, y: 0)])
    }

    func score(of player: String) async throws -> Int {
        guard !player.isEmpty else { throw GameError.unknownPlayer }
        return player.count
    }
}

/// Failures of the game.
enum GameError: Error {
    case unknownPlayer
}

/// Draws the world.
@GameActor final class Screen {
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func moved(positions: [Int: (x: Double, y: Double)]) {
        transcript.record("screen: \(positions.count) moved")
    }
}

/// Draws the score on top.
@GameActor final class Overlay {
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func moved(positions: [Int: (x: Double, y: Double)]) {
        transcript.record("overlay: \(positions.count) moved")
    }
}

/// Plays sounds while it exists.
@GameActor final class Audio {
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func moved(positions: [Int: (x: Double, y: Double)]) {
        transcript.record("audio: \(positions.count) moved")
    }
}

/// Someone playing.
@GameActor final class Player {
    let mediator = GameLoop.PlayerOutbox()
    let name: String
    let transcript: Transcript

    init(name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func acted(_ action: String) async {
        transcript.record("\(name): saw \(action)")
    }
}

extension GameLoop {
    func handleActed(_ action: String) async {
        physics.transcript.record("loop: saw \(action)")
    }
}
