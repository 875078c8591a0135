/// Takes part in ``LobbyMediator`` and ``MatchMediator``, with an outbox for each.
final class TwoMediatorsPlayer {
    let lobby = LobbyMediator.TwoMediatorsPlayerOutbox()
    let match = MatchMediator.TwoMediatorsPlayerOutbox()

    func fire(_ value: Int) {
        match.scored(value)
    }
}

/// Hears the lobby's events.
final class LobbyHost: Tally {
    func joined(_ value: Int) {
        ping(value)
    }
}

/// Hears the match's events.
final class MatchReferee: Tally {
    func scored(_ value: Int) {
        ping(value)
    }
}

/// A generated send from a class that takes part in two mediators, through one of its outboxes.
public final class GeneratedTwoMediatorsCase: DispatchCase {
    private let player = TwoMediatorsPlayer()
    private let referee = MatchReferee()
    private let lobby: LobbyMediator
    private let match: MatchMediator

    /// Connects the player to both mediators.
    public init() {
        lobby = LobbyMediator(twoMediatorsPlayer: player, lobbyHost: LobbyHost())
        match = MatchMediator(twoMediatorsPlayer: player, matchReferee: referee)
    }

    /// One receiver, the referee.
    public var receiversPerEvent: Int { 1 }

    /// What the referee has received.
    public var checksum: Int { referee.total }

    /// Scores through the player's match outbox.
    public func send(_ value: Int) {
        player.fire(value)
    }
}
