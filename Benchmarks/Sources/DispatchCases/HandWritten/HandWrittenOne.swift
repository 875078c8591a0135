/// What the hand-written one-receiver mediator hears from its sender.
protocol PingMediator: AnyObject {
    func sender(_ sender: PingSender, pinged value: Int)
}

/// A colleague that tells its mediator, held weakly, what happened.
final class PingSender {
    weak var mediator: (any PingMediator)?

    func fire(_ value: Int) {
        mediator?.sender(self, pinged: value)
    }
}

/// The concrete mediator: decides that a ping goes to the receiver.
final class OnePingMediator: PingMediator {
    private let sender: PingSender
    private let receiver: Tally

    init(sender: PingSender, receiver: Tally) {
        self.sender = sender
        self.receiver = receiver
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        receiver.ping(value)
    }
}

/// A hand-written mediator that sends to one colleague.
public final class HandWrittenOneCase: DispatchCase {
    private let sender = PingSender()
    private let receiver = Tally()
    private let mediator: OnePingMediator

    /// Connects a sender and a receiver through a hand-written mediator.
    public init() {
        mediator = OnePingMediator(sender: sender, receiver: receiver)
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
