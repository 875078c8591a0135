/// Sends through the generated ``AttachedMediator``.
final class AttachedSender {
    let mediator = AttachedMediator.AttachedSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings of ``AttachedSender``, attached after the mediator is made.
final class AttachedReceiver: Tally {}

/// A generated send to one colleague attached after `init` (`colleague Name?`).
public final class GeneratedAttachedCase: DispatchCase {
    private let sender = AttachedSender()
    private let receiver = AttachedReceiver()
    private let mediator: AttachedMediator

    /// Makes the mediator with the sender alone, then attaches the receiver.
    public init() {
        mediator = AttachedMediator(attachedSender: sender)
        mediator.attachedReceiver = receiver
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
