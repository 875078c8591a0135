/// The concrete mediator: a ping goes to the receiver attached, if any.
final class AttachedPingMediator: PingMediator {
    private let sender: PingSender
    /// Attached after the mediator is made.
    var receiver: Tally?

    init(sender: PingSender) {
        self.sender = sender
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        receiver?.ping(value)
    }
}

/// A hand-written mediator that sends to one colleague attached after it is made.
public final class HandWrittenAttachedCase: DispatchCase {
    private let sender = PingSender()
    private let receiver = Tally()
    private let mediator: AttachedPingMediator

    /// Makes the mediator with the sender alone, then attaches the receiver.
    public init() {
        mediator = AttachedPingMediator(sender: sender)
        mediator.receiver = receiver
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
