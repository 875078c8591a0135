@_spi(Generated) import MediatorRuntime

// Colleagues and reactions of Specs/Properties.mediator: state declared as Swift declares stored
// properties, with the property wrapper and the references it names. One group per isolation
// mode.

/// Keeps a value within `range` however it is set: a property wrapper of the app's own.
@propertyWrapper struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

/// Who umpires a match; a scorer holds one weakly.
final class Umpire: Sendable {
    let name: String

    /// A stand-in umpire, which the caller alone holds.
    static func standIn() -> Umpire { Umpire(name: "stand-in") }

    init(name: String) {
        self.name = name
    }
}

/// The league every match belongs to; a scorer holds it unowned.
final class League: Sendable {
    /// The one league.
    static let main = League()
}

/// How a match started: the score when its scorer was wired.
struct Kickoff: Equatable {
    let score: Int
}

// MARK: - Scorer

/// Reports goals.
final class ScoreInput {
    let mediator = Scorer.ScoreInputOutbox()
}

/// Shows the score.
final class ScoreBoard {
    private(set) var shown: [Int] = []
    private(set) var records: [Int] = []

    func announce(_ score: Int) {
        shown.append(score)
    }

    func record(_ best: Int) {
        records.append(best)
    }
}

extension Scorer {
    func handleConnected() {
        kickOff = Kickoff(score: score)
    }

    func handleGoal() {
        score += pointsPerGoal
        best = max(best ?? 0, score)
    }

    func makeTitle() -> String {
        "scorer of \(ObjectIdentifier(league) == ObjectIdentifier(League.main) ? "the" : "a") league"
    }
}

// MARK: - MainScorer

/// Reports goals on the main actor.
@MainActor final class MainScoreInput {
    let mediator = MainScorer.MainScoreInputOutbox()
}

/// Shows the score on the main actor.
@MainActor final class MainScoreBoard {
    private(set) var shown: [Int] = []

    func announce(_ score: Int) {
        shown.append(score)
    }
}

extension MainScorer {
    func handleGoal() {
        score += pointsPerGoal
    }
}

// MARK: - ActorScorer

/// Reports goals on the game actor.
@GameActor final class ActorScoreInput {
    let mediator = ActorScorer.ActorScoreInputOutbox()
}

/// Shows the score on the game actor.
@GameActor final class ActorScoreBoard {
    private(set) var shown: [Int] = []

    func announce(_ score: Int) {
        shown.append(score)
    }
}

extension ActorScorer {
    func handleConnected() {
        score = 0
    }

    func handleGoal() {
        score += 1
    }
}

// MARK: - SharedScorer

/// Reports goals from any thread.
final class SharedScoreInput: Sendable {
    let mediator = SharedScorer.SharedScoreInputOutbox()
}

/// Shows who umpired each goal, from any thread.
final class SharedScoreBoard: Sendable {
    private let names = Locked<[String]>([])

    var shown: [String] { names.withLock { $0 } }

    func announce(_ umpire: String) {
        names.withLock { $0.append(umpire) }
    }
}

extension SharedScorer {
    func handleGoal() {
        announce(umpire?.name ?? "nobody")
    }
}
