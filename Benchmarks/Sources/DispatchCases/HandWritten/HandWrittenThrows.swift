/// What the hand-written throwing mediator hears from its sender.
protocol ThrowingPingMediator: AnyObject {
    func sender(_ sender: ThrowingPingSender, pinged value: Int) throws
}

/// A colleague that tells its mediator, held weakly, and gets the receiver's error back.
final class ThrowingPingSender {
    weak var mediator: (any ThrowingPingMediator)?

    func fire(_ value: Int) throws {
        try mediator?.sender(self, pinged: value)
    }
}

/// The concrete mediator: a ping goes to the receiver, whose error goes back to the sender.
final class ThrowingOnePingMediator: ThrowingPingMediator {
    private let sender: ThrowingPingSender
    private let receiver: ThrowingTally

    init(sender: ThrowingPingSender, receiver: ThrowingTally) {
        self.sender = sender
        self.receiver = receiver
        sender.mediator = self
    }

    func sender(_ sender: ThrowingPingSender, pinged value: Int) throws {
        try receiver.ping(value)
    }
}

/// A hand-written mediator whose event `throws`, to one colleague.
public final class HandWrittenThrowsCase: DispatchCase {
    private let sender = ThrowingPingSender()
    private let receiver = ThrowingTally()
    private let mediator: ThrowingOnePingMediator

    /// Connects a sender and a receiver through a hand-written mediator.
    public init() {
        mediator = ThrowingOnePingMediator(sender: sender, receiver: receiver)
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received; a ping that threw would be missing from it.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        try? sender.fire(value)
    }
}
