/// Pings the generated ``ReactionMediator``; the reaction passes its pings to the right.
final class ReactionLeft {
    let mediator = ReactionMediator.ReactionLeftOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings the reaction passes on; it may ping the mediator too.
final class ReactionRight: Tally {
    let mediator = ReactionMediator.ReactionRightOutbox()
}

extension ReactionMediator {
    func handlePing(_ value: Int) {
        reactionRight.ping(value)
    }
}

/// A generated send to the mediator's reaction, which passes it to one colleague.
public final class GeneratedReactionCase: DispatchCase {
    private let left = ReactionLeft()
    private let right = ReactionRight()
    private let mediator: ReactionMediator

    /// Connects two colleagues through a generated mediator.
    public init() {
        mediator = ReactionMediator(reactionLeft: left, reactionRight: right)
    }

    /// One receiver, the right colleague.
    public var receiversPerEvent: Int { 1 }

    /// What the right colleague has received.
    public var checksum: Int { right.total }

    /// Pings the mediator from the left colleague.
    public func send(_ value: Int) {
        left.fire(value)
    }
}
