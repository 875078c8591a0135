/// Sends through the generated ``OneMediator``.
final class OneSender {
    let mediator = OneMediator.OneSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings of ``OneSender``.
final class OneReceiver: Tally {}

/// A generated send to one colleague.
public final class GeneratedOneCase: DispatchCase {
    private let sender = OneSender()
    private let receiver = OneReceiver()
    private let mediator: OneMediator

    /// Connects a sender and a receiver through a generated mediator.
    public init() {
        mediator = OneMediator(oneSender: sender, oneReceiver: receiver)
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
