/// Sends through the generated ``ThrowsMediator``.
final class ThrowingSender {
    let mediator = ThrowsMediator.ThrowingSenderOutbox()

    func fire(_ value: Int) throws {
        try mediator.ping(value)
    }
}

/// Hears the pings of ``ThrowingSender``, and may throw.
final class ThrowingReceiver: ThrowingTally {}

/// A generated `throws` send to one colleague.
public final class GeneratedThrowsCase: DispatchCase {
    private let sender = ThrowingSender()
    private let receiver = ThrowingReceiver()
    private let mediator: ThrowsMediator

    /// Connects a sender and a receiver through a generated mediator.
    public init() {
        mediator = ThrowsMediator(throwingSender: sender, throwingReceiver: receiver)
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received; a ping that threw would be missing from it.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        try? sender.fire(value)
    }
}
