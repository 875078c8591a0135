/// The concrete mediator: a ping goes to eight receivers, each in its own property, in order.
final class EightPingMediator: PingMediator {
    private let sender: PingSender
    private let first: Tally
    private let second: Tally
    private let third: Tally
    private let fourth: Tally
    private let fifth: Tally
    private let sixth: Tally
    private let seventh: Tally
    private let eighth: Tally

    init(sender: PingSender, receivers: [Tally]) {
        precondition(receivers.count == 8, "the mediator connects exactly eight receivers")
        self.sender = sender
        (first, second, third, fourth) = (receivers[0], receivers[1], receivers[2], receivers[3])
        (fifth, sixth, seventh, eighth) = (receivers[4], receivers[5], receivers[6], receivers[7])
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        first.ping(value)
        second.ping(value)
        third.ping(value)
        fourth.ping(value)
        fifth.ping(value)
        sixth.ping(value)
        seventh.ping(value)
        eighth.ping(value)
    }
}

/// A hand-written mediator that sends to eight listed colleagues.
public final class HandWrittenEightCase: DispatchCase {
    private let sender = PingSender()
    private let receivers = (0..<8).map { _ in Tally() }
    private let mediator: EightPingMediator

    /// Connects a sender and eight receivers through a hand-written mediator.
    public init() {
        mediator = EightPingMediator(sender: sender, receivers: receivers)
    }

    /// Eight receivers.
    public var receiversPerEvent: Int { 8 }

    /// What the receivers have received, added up.
    public var checksum: Int { receivers.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
