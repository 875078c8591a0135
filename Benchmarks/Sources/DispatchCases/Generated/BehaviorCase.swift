import MediatorRuntime

/// Sends through the generated ``BehaviorMediator``.
final class BehaviorSender {
    let mediator = BehaviorMediator.BehaviorSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings of ``BehaviorSender``.
final class BehaviorReceiver: Tally {}

// The behaviors only deliver: what they cost is what the mechanism adds to a send, apart from
// any work of their own.
extension BehaviorMediator {
    func aroundDelivery<Result>(
        _ delivery: MediatorDelivery, _ deliver: () throws -> Result
    ) rethrows -> Result {
        try deliver()
    }

    func aroundDispatch<Result>(
        _ dispatch: MediatorDelivery, _ deliver: () throws -> Result
    ) rethrows -> Result {
        try deliver()
    }
}

/// ``GeneratedOneCase`` in a mediator that declares a behavior around each delivery and one
/// around each dispatch.
public final class GeneratedBehaviorCase: DispatchCase {
    private let sender = BehaviorSender()
    private let receiver = BehaviorReceiver()
    private let mediator: BehaviorMediator

    /// Connects a sender and a receiver through a generated mediator with behaviors.
    public init() {
        mediator = BehaviorMediator(behaviorSender: sender, behaviorReceiver: receiver)
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
