/// The concrete mediator, sending on its own: its method passes a value to the receiver.
final class RelayingMediator {
    private let receiver: Tally

    init(receiver: Tally) {
        self.receiver = receiver
    }

    func relay(_ value: Int) {
        receiver.ping(value)
    }
}

/// A hand-written mediator whose own code sends to one colleague.
public final class HandWrittenFromMediatorCase: DispatchCase {
    private let receiver = Tally()
    private let mediator: RelayingMediator

    /// Gives a hand-written mediator its receiver.
    public init() {
        mediator = RelayingMediator(receiver: receiver)
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { receiver.total }

    /// Sends one relay from the mediator.
    public func send(_ value: Int) {
        mediator.relay(value)
    }
}
