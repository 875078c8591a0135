/// Sends through the generated ``FromMediatorMediator``.
final class RelaySender {
    let mediator = FromMediatorMediator.RelaySenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the sender's pings.
final class RelayReceiver: Tally {}

/// Hears the values the mediator relays.
final class RelayListener: Tally {
    func relay(_ value: Int) {
        ping(value)
    }
}

/// A generated send from the mediator's own code (`from mediator`) to one colleague.
public final class GeneratedFromMediatorCase: DispatchCase {
    private let listener = RelayListener()
    private let mediator: FromMediatorMediator

    /// Connects a listener, a sender and a receiver through a generated mediator.
    public init() {
        mediator = FromMediatorMediator(
            relaySender: RelaySender(), relayReceiver: RelayReceiver(), relayListener: listener)
    }

    /// One receiver, the listener.
    public var receiversPerEvent: Int { 1 }

    /// What the listener has received.
    public var checksum: Int { listener.total }

    /// Sends one relay from the mediator.
    public func send(_ value: Int) {
        mediator.relay(value)
    }
}

/// ``GeneratedOneCase``'s event, sent in ``FromMediatorMediator``, which also sends from itself.
public final class GeneratedFromMediatorUnusedCase: DispatchCase {
    private let sender = RelaySender()
    private let receiver = RelayReceiver()
    private let mediator: FromMediatorMediator

    /// Connects a sender and a receiver through a generated mediator.
    public init() {
        mediator = FromMediatorMediator(
            relaySender: sender, relayReceiver: receiver, relayListener: RelayListener())
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
