/// The left colleague of ``WithSenderMediator``: nudges and pings it, and hears the right one.
final class PairLeft: Tally {
    let mediator = WithSenderMediator.PairLeftOutbox()

    func nudge(_ value: Int) {
        mediator.nudge(value)
    }

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// The right colleague of ``WithSenderMediator``: nudges and pings it, and hears the left one.
final class PairRight: Tally {
    let mediator = WithSenderMediator.PairRightOutbox()
}

extension WithSenderMediator {
    func handleNudge(_ value: Int, from sender: NudgeSender) {
        switch sender {
        case .pairLeft: pairRight.ping(value)
        case .pairRight: pairLeft.ping(value)
        }
    }

    func handlePing(_ value: Int) {
        pairRight.ping(value)
    }
}

/// A generated send to a reaction that asks who sent it (`with sender`) and passes the event to
/// the other colleague.
public final class GeneratedWithSenderCase: DispatchCase {
    private let left = PairLeft()
    private let right = PairRight()
    private let mediator: WithSenderMediator

    /// Connects two colleagues through a generated mediator.
    public init() {
        mediator = WithSenderMediator(pairLeft: left, pairRight: right)
    }

    /// One receiver: the colleague that did not send.
    public var receiversPerEvent: Int { 1 }

    /// What the two colleagues have received, added up.
    public var checksum: Int { left.total &+ right.total }

    /// Nudges the mediator from the left colleague.
    public func send(_ value: Int) {
        left.nudge(value)
    }
}

/// ``GeneratedReactionCase``'s event, sent in ``WithSenderMediator``, which uses `with sender`
/// for another event.
public final class GeneratedWithSenderUnusedCase: DispatchCase {
    private let left = PairLeft()
    private let right = PairRight()
    private let mediator: WithSenderMediator

    /// Connects two colleagues through a generated mediator.
    public init() {
        mediator = WithSenderMediator(pairLeft: left, pairRight: right)
    }

    /// One receiver, the right colleague.
    public var receiversPerEvent: Int { 1 }

    /// What the two colleagues have received, added up.
    public var checksum: Int { left.total &+ right.total }

    /// Pings the mediator from the left colleague.
    public func send(_ value: Int) {
        left.fire(value)
    }
}
