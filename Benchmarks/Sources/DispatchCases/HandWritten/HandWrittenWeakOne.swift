/// The concrete mediator: a ping goes to the receiver, which it holds weakly, while it lives.
final class WeakOnePingMediator: PingMediator {
    private let sender: PingSender
    private weak var receiver: Tally?

    init(sender: PingSender, receiver: Tally) {
        self.sender = sender
        self.receiver = receiver
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        receiver?.ping(value)
    }
}

/// A hand-written mediator that sends to one colleague held weakly.
public final class HandWrittenWeakOneCase: DispatchCase {
    private let sender = PingSender()
    /// The mediator holds the receiver weakly; this reference keeps it alive.
    private let receiver = Tally()
    private let mediator: WeakOnePingMediator

    /// Connects a sender and a weakly held receiver through a hand-written mediator.
    public init() {
        mediator = WeakOnePingMediator(sender: sender, receiver: receiver)
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
