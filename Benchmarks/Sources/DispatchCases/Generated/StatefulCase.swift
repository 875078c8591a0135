/// Sends through the generated ``StatefulMediator``.
final class StatefulSender {
    let mediator = StatefulMediator.StatefulSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings the reaction passes on.
final class StatefulReceiver: Tally {}

extension StatefulMediator {
    func handlePing(_ value: Int) {
        pings += 1
        statefulReceiver.ping(value)
    }
}

/// A generated send to a reaction that updates the mediator's state and passes it on.
public final class GeneratedStatefulCase: DispatchCase {
    private let sender = StatefulSender()
    private let receiver = StatefulReceiver()
    private let mediator: StatefulMediator

    /// Connects a sender and a receiver through a generated mediator with state.
    public init() {
        mediator = StatefulMediator(statefulSender: sender, statefulReceiver: receiver)
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
