// What the hooks sample of docs/Language.md uses without showing it.

final class ScoreKeeper {
    let mediator = Scoreboard.ScoreKeeperOutbox()
}

final class ScoreDisplay {
    func show(_ score: Int) {}
}

final class GameDelegate {}

final class Spectator {
    func show(_ score: Int) {}
}

/// A helper of the app's that the delegate is handed on to.
final class DelegateRelay {
    weak var delegate: GameDelegate?

    func stop() {}
}
