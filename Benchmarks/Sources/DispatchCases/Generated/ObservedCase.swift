import MediatorRuntime

/// Counts the events it is shown, as a metrics observer would.
final class EventCounter: MediatorObserver {
    private(set) var events = 0

    func mediatorWillDispatch(_ trace: MediatorTrace) {
        events &+= 1
    }
}

/// ``GeneratedOneCase`` with an observer installed: every send builds a trace and shows it.
public final class GeneratedObservedCase: DispatchCase {
    private let sender = OneSender()
    private let receiver = OneReceiver()
    private let counter = EventCounter()
    private let mediator: OneMediator

    /// Connects a sender and a receiver through a generated mediator, and installs a counter.
    public init() {
        mediator = OneMediator(oneSender: sender, oneReceiver: receiver)
        mediator.observer = counter
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
