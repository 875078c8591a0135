@_spi(Generated) import MediatorRuntime

// Colleagues of Specs/Signatures.mediator: a deck that sends with the default values of the
// outbox's parameters, and a turntable that notes what it receives. One group per isolation mode.

// MARK: - Jukebox

extension Jukebox {
    /// The volume a track plays at unless told otherwise: a default value may name the app's own
    /// declarations.
    static let usualVolume = 7
}

/// Sends what the user asks for.
final class Deck {
    let mediator = Jukebox.DeckOutbox()
}

/// Plays tracks and notes each.
final class Turntable {
    private(set) var log: [String] = []
    var queue = 3

    func play(_ track: String, from start: Double, volume: Int) {
        log.append("\(track) from \(start) at \(volume)")
    }

    func skip(by count: Int) -> Bool {
        log.append("skip \(count)")
        queue -= count
        return queue >= 0
    }

    func queued() -> Int { queue }
}

// MARK: - MainJukebox

/// Loads records on the main actor.
@MainActor final class MainDeck {
    let mediator = MainJukebox.MainDeckOutbox()
}

/// A record player that may fail to load.
@MainActor final class MainTurntable {
    struct Scratched: Error {}

    private(set) var loaded: [String] = []

    func load(_ name: String, cached: Bool) async throws -> Int {
        guard name != "scratched" else { throw Scratched() }
        loaded.append("\(name)\(cached ? " cached" : "")")
        return name.count
    }
}

// MARK: - ActorJukebox

/// Sends on the game's actor.
@GameActor final class ActorDeck {
    let mediator = ActorJukebox.ActorDeckOutbox()
}

/// Plays on the game's actor.
@GameActor final class ActorTurntable {
    private(set) var log: [String] = []

    func play(_ track: String, volume: Int) {
        log.append("\(track) at \(volume)")
    }
}

// MARK: - SharedJukebox

/// Sends from any thread.
final class SharedDeck: Sendable {
    let mediator = SharedJukebox.SharedDeckOutbox()
}

/// Skips from any thread.
final class SharedTurntable: Sendable {
    private let skipped = Locked(0)

    var total: Int { skipped.withLock { $0 } }

    func skip(by count: Int) -> Bool {
        skipped.withLock { $0 += count }
        return true
    }
}
