/// Sends through the generated ``WeakOneMediator``.
final class WeakOneSender {
    let mediator = WeakOneMediator.WeakOneSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings of ``WeakOneSender``; the mediator holds it weakly.
final class WeakOneReceiver: Tally {}

/// A generated send to one colleague held weakly (`weak colleague`).
public final class GeneratedWeakOneCase: DispatchCase {
    private let sender = WeakOneSender()
    /// The mediator holds the receiver weakly; this reference keeps it alive.
    private let receiver = WeakOneReceiver()
    private let mediator: WeakOneMediator

    /// Connects a sender and a weakly held receiver through a generated mediator.
    public init() {
        mediator = WeakOneMediator(weakOneSender: sender, weakOneReceiver: receiver)
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
