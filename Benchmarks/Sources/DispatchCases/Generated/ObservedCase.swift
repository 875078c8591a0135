import MediatorRuntime

/// Keeps the last trace it is shown, as a test's spy would, so that every trace is made in
/// full.
final class LastTraceKeeper: MediatorObserver {
    private(set) var last: MediatorTrace?

    func mediatorWillDispatch(_ trace: MediatorTrace) {
        last = trace
    }
}

/// ``GeneratedOneCase`` with an observer installed: every send builds a trace and shows it.
public final class GeneratedObservedCase: DispatchCase {
    private let sender = OneSender()
    private let receiver = OneReceiver()
    private let keeper = LastTraceKeeper()
    private let mediator: OneMediator

    /// Connects a sender and a receiver through a generated mediator, and installs an observer.
    public init() {
        mediator = OneMediator(oneSender: sender, oneReceiver: receiver)
        mediator.observer = keeper
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
