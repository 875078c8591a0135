/// What the hand-written pair mediator hears from either colleague, which names itself.
protocol PairMediator: AnyObject {
    func notify(sender: PairColleague, pinged value: Int)
}

/// One of the pair: tells its mediator, held weakly, and hears the other one.
final class PairColleague: Tally {
    weak var mediator: (any PairMediator)?

    func fire(_ value: Int) {
        mediator?.notify(sender: self, pinged: value)
    }
}

/// The concrete mediator: a ping from one colleague goes to the other.
final class NotifyTheOtherMediator: PairMediator {
    private let left: PairColleague
    private let right: PairColleague

    init(left: PairColleague, right: PairColleague) {
        self.left = left
        self.right = right
        left.mediator = self
        right.mediator = self
    }

    func notify(sender: PairColleague, pinged value: Int) {
        if sender === left {
            right.ping(value)
        } else {
            left.ping(value)
        }
    }
}

/// A hand-written mediator that passes what one colleague sends to the other, telling them
/// apart by the sender each passes.
public final class HandWrittenWithSenderCase: DispatchCase {
    private let left = PairColleague()
    private let right = PairColleague()
    private let mediator: NotifyTheOtherMediator

    /// Connects two colleagues through a hand-written mediator.
    public init() {
        mediator = NotifyTheOtherMediator(left: left, right: right)
    }

    /// One receiver: the colleague that did not send.
    public var receiversPerEvent: Int { 1 }

    /// What the two colleagues have received, added up.
    public var checksum: Int { left.total &+ right.total }

    /// Pings the mediator from the left colleague.
    public func send(_ value: Int) {
        left.fire(value)
    }
}
