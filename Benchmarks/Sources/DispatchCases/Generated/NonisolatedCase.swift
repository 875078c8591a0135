/// Sends through the generated ``NonisolatedMediator``, from any thread.
final class SharedSender: Sendable {
    let mediator = NonisolatedMediator.SharedSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings of ``SharedSender``, on whichever thread sent them.
final class SharedReceiver: AtomicTally, @unchecked Sendable {}

/// A generated send to one colleague from a `nonisolated` mediator, which any thread may send
/// through.
public final class GeneratedNonisolatedCase: SharedDispatchCase {
    private let sender = SharedSender()
    private let receiver = SharedReceiver()
    private let mediator: NonisolatedMediator

    /// Connects a sender and a receiver through a generated `nonisolated` mediator.
    public init() {
        mediator = NonisolatedMediator(sharedSender: sender, sharedReceiver: receiver)
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
