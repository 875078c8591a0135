@_spi(Generated) import MediatorRuntime

// Colleagues and reactions for Specs/Pair.mediator: "notify the other one" with sender identity.

// MARK: - Pair

/// The left one of a pair; it hears what the others say.
final class Left {
    let mediator = Pair.LeftOutbox()
    private(set) var heardWords: [String] = []

    func say(_ words: String) {
        mediator.said(words)
    }

    func heard(_ words: String) {
        heardWords.append(words)
    }
}

/// The right one of a pair.
final class Right {
    let mediator = Pair.RightOutbox()
    private(set) var heardWords: [String] = []

    func say(_ words: String) {
        mediator.said(words)
    }

    func heard(_ words: String) {
        heardWords.append(words)
    }
}

/// A guest who only speaks.
final class Guest {
    let mediator = Pair.GuestOutbox()
    let name: String

    init(name: String) {
        self.name = name
    }
}

extension Pair {
    func handleSaid(_ words: String, from sender: SaidSender) {
        switch sender {
        case .left: right.heard(words)
        case .right: left.heard(words)
        case .guest(let guest): heard("\(guest.name): \(words)")
        case .outside: heard("someone: \(words)")
        }
    }

    func handleCount(from sender: CountSender) -> Int {
        switch sender {
        case .left: left.heardWords.count
        case .right: right.heardWords.count
        }
    }
}

// MARK: - MainPair

/// The left one of a pair on the main actor.
@MainActor final class MainLeft {
    let mediator = MainPair.MainLeftOutbox()
    private(set) var heardWords: [String] = []
    /// Who waved at this one, as the reaction named them.
    private(set) var wavesSeen: [MainRight] = []

    func said(_ words: String) {
        heardWords.append(words)
    }

    func sawWave(from right: MainRight) {
        wavesSeen.append(right)
    }
}

/// The right one of a pair on the main actor.
@MainActor final class MainRight {
    let mediator = MainPair.MainRightOutbox()
    private(set) var heardWords: [String] = []
    /// Who waved at this one, as the reaction named them.
    private(set) var wavesSeen: [MainLeft] = []

    func said(_ words: String) {
        heardWords.append(words)
    }

    func sawWave(from left: MainLeft) {
        wavesSeen.append(left)
    }
}

extension MainPair {
    /// Shows the other one the instance that waved, as the sender carries it.
    func handleWaved(from sender: WavedSender) {
        switch sender {
        case .mainLeft(let left): mainRight.sawWave(from: left)
        case .mainRight(let right): mainLeft.sawWave(from: right)
        }
    }
}

// MARK: - SharedPair

/// Hosts guests and hears every echo.
final class SharedHost: Sendable {
    let mediator = SharedPair.SharedHostOutbox()
    private let lines = Locked<[String]>([])

    var echoes: [String] { lines.withLock { $0 } }

    func echoed(_ line: String) {
        lines.withLock { $0.append(line) }
    }
}

/// A guest with a name, which the mediator's echo shows.
final class SharedGuest: Sendable {
    let mediator = SharedPair.SharedGuestOutbox()
    let name: String
    private let lines = Locked<[String]>([])

    init(name: String) {
        self.name = name
    }

    var echoes: [String] { lines.withLock { $0 } }

    func echoed(_ line: String) {
        lines.withLock { $0.append(line) }
    }
}

extension SharedPair {
    func handleSpoke(_ words: String, from sender: SpokeSender) {
        switch sender {
        case .sharedHost: echoed("host: \(words)")
        case .sharedGuest(let guest): echoed("\(guest.name): \(words)")
        case .outside: echoed("someone: \(words)")
        }
    }
}

// MARK: - ActorPair

/// Checks in on the game actor.
@GameActor final class ActorLeft {
    let mediator = ActorPair.ActorLeftOutbox()
}

/// Checks in on the game actor, but is refused.
@GameActor final class ActorRight {
    let mediator = ActorPair.ActorRightOutbox()
}

/// Why a check-in failed.
enum CheckInError: Error {
    case refused
}

extension ActorPair {
    func handleCheckIn(from sender: CheckInSender) async throws {
        await Task.yield()
        guard case .actorLeft = sender else { throw CheckInError.refused }
    }
}
