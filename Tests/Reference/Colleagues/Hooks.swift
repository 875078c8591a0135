@_spi(Generated) import MediatorRuntime

// Colleagues, services and reactions of Specs/Hooks.mediator: hooks push the score to a display
// as it is attached, hand a delegate on to a helper, greet fans as they join and count
// them as they leave, and note the mediator's release. One group per isolation mode.

/// Notes what the hooks did, from any thread: the one record a released mediator leaves.
final class ReleaseLog: Sendable {
    private let lines = Locked<[String]>([])

    var entries: [String] { lines.withLock { $0 } }

    func note(_ line: String) {
        lines.withLock { $0.append(line) }
    }
}

// MARK: - Arena

/// Scores points.
final class ScoreKeeper {
    let mediator = Arena.ScoreKeeperOutbox()
}

/// Shows the score; attached later.
final class ScoreDisplay {
    private(set) var shown: [Int] = []

    func show(_ score: Int) {
        shown.append(score)
    }
}

/// The delegate the app sets on the scoreboard, which hands it on to its relay.
final class ScoreDelegate {}

/// A helper of the app's that the delegate is handed on to.
final class ScoreRelay {
    weak var delegate: ScoreDelegate?
    private(set) var notes: [String] = []

    func note(_ line: String) {
        notes.append(line)
    }
}

/// Watches the game.
final class Fan {
    private(set) var shown: [Int] = []

    func show(_ score: Int) {
        shown.append(score)
    }
}

extension Arena {
    func handleScored(_ points: Int) {
        score += points
        show(score)
    }

    func handleScoreDisplayChange(from oldValue: ScoreDisplay?, to newValue: ScoreDisplay?) {
        let before = oldValue == nil ? "none" : "one"
        relay.note("display \(before) to \(newValue == nil ? "none" : "one")")
        newValue?.show(score)
    }

    func handleScoreDelegateChange(from oldValue: ScoreDelegate?, to newValue: ScoreDelegate?) {
        relay.note(newValue == nil ? "delegate cleared" : "delegate set")
        relay.delegate = newValue
    }

    func handleFansJoin(_ member: Fan) {
        relay.note("joined")
        member.show(score)
    }

    func handleFansLeave(_ member: Fan) {
        relay.note("left")
    }

    func handleReleased() {
        relay.note("released")
    }
}

// MARK: - MainArena

/// Scores points on the main actor.
@MainActor final class MainScoreKeeper {
    let mediator = MainArena.MainScoreKeeperOutbox()
}

/// Shows the score on the main actor; held weakly.
@MainActor final class MainScoreDisplay {
    private(set) var shown: [Int] = []

    func show(_ score: Int) {
        shown.append(score)
    }
}

/// Watches the game on the main actor.
@MainActor final class MainFan {
    private(set) var shown: [Int] = []

    func show(_ score: Int) {
        shown.append(score)
    }
}

extension MainArena {
    func handleScored(_ points: Int) {
        score += points
        show(score)
    }

    func handleMainScoreDisplayChange(
        from oldValue: MainScoreDisplay?, to newValue: MainScoreDisplay?
    ) {
        newValue?.show(score)
    }

    func handleMainFansJoin(_ member: MainFan) {
        member.show(score)
    }

    func handleReleased() {
        log.note("main released")
    }
}

// MARK: - ActorArena

/// Scores points on the game actor.
@GameActor final class ActorScoreKeeper {
    let mediator = ActorArena.ActorScoreKeeperOutbox()
}

/// Shows the score on the game actor: known by a protocol of the app's.
@GameActor protocol ActorScoreDisplay: ActorArena.ActorScoreDisplayColleague {}

/// A display of the game actor.
@GameActor final class ActorBoardDisplay: ActorScoreDisplay {
    private(set) var shown: [Int] = []

    func show(_ score: Int) {
        shown.append(score)
    }
}

/// Watches the game on the game actor, by seat.
@GameActor final class ActorFan {
    private(set) var shown: [Int] = []

    func show(_ score: Int) {
        shown.append(score)
    }
}

extension ActorArena {
    func handleScored(_ points: Int) {
        score += points
        show(score)
    }

    func handleActorScoreDisplayChange(
        from oldValue: (any ActorScoreDisplay)?, to newValue: (any ActorScoreDisplay)?
    ) {
        newValue?.show(score)
    }

    func handleActorFansJoin(_ member: ActorFan, key: String) {
        log.note("seat \(key)")
        member.show(score)
    }

    func handleActorFansLeave(_ member: ActorFan) {
        log.note("left")
    }

    /// Not isolated: it runs on the thread that releases the mediator, and touches only `log`, a
    /// `Sendable` constant.
    nonisolated func handleReleased() {
        log.note("actor released")
    }
}

// MARK: - SharedArena

/// The score and what the hooks saw, from any thread.
final class HookTally: Sendable {
    private let state = Locked((score: 0, changes: [(from: Int?, to: Int?)](), joined: 0, left: 0))

    var score: Int { state.withLock { $0.score } }
    var changes: [(from: Int?, to: Int?)] { state.withLock { $0.changes } }
    var joined: Int { state.withLock { $0.joined } }
    var left: Int { state.withLock { $0.left } }

    func add(_ points: Int) -> Int {
        state.withLock {
            $0.score += points
            return $0.score
        }
    }

    func noteChange(from old: Int?, to new: Int?) {
        state.withLock { $0.changes.append((old, new)) }
    }

    func noteJoin() { state.withLock { $0.joined += 1 } }

    func noteLeave() { state.withLock { $0.left += 1 } }
}

/// Scores points from any thread.
final class SharedScoreKeeper: Sendable {
    let mediator = SharedArena.SharedScoreKeeperOutbox()
}

/// Shows the score from any thread; numbered, so that tests can tell displays apart.
final class SharedScoreDisplay: Sendable {
    let number: Int
    private let scores = Locked<[Int]>([])

    init(number: Int) {
        self.number = number
    }

    var shown: [Int] { scores.withLock { $0 } }

    func show(_ score: Int) {
        scores.withLock { $0.append(score) }
    }
}

/// A delegate known by a protocol of the app's, which refines nothing generated.
protocol SharedScoreDelegate: AnyObject, Sendable {}

/// Watches the game from any thread, by seat number.
final class SharedFan: Sendable {
    private let scores = Locked<[Int]>([])

    var shown: [Int] { scores.withLock { $0 } }

    func show(_ score: Int) {
        scores.withLock { $0.append(score) }
    }
}

extension SharedArena {
    func handleScored(_ points: Int) {
        show(tally.add(points))
    }

    func handleSharedScoreDisplayChange(
        from oldValue: SharedScoreDisplay?, to newValue: SharedScoreDisplay?
    ) {
        tally.noteChange(from: oldValue?.number, to: newValue?.number)
        newValue?.show(tally.score)
    }

    func handleSharedScoreDelegateChange(
        from oldValue: (any SharedScoreDelegate)?, to newValue: (any SharedScoreDelegate)?
    ) {
        log.note(newValue == nil ? "delegate cleared" : "delegate set")
    }

    func handleSharedFansJoin(_ member: SharedFan, key: Int) {
        tally.noteJoin()
        member.show(tally.score)
    }

    func handleSharedFansLeave(_ member: SharedFan) {
        tally.noteLeave()
    }

    func handleReleased() {
        log.note("shared released")
    }
}
