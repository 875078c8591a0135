import Synchronization

/// What the hand-written thread-safe mediator hears from its sender, on any thread.
protocol SharedPingMediator: AnyObject, Sendable {
    func sender(_ sender: SharedPingSender, pinged value: Int)
}

/// The sender's weak reference to its mediator, which its lock guards.
struct SharedMediatorReference {
    weak var mediator: (any SharedPingMediator)?
}

/// A colleague that any thread may send from. Its mediator is set after it is made and read by
/// every sending thread, so the weak reference is kept behind a lock.
final class SharedPingSender: Sendable {
    private let reference = Mutex(SharedMediatorReference())

    func update(mediator: any SharedPingMediator) {
        reference.withLock { $0.mediator = mediator }
    }

    func fire(_ value: Int) {
        let mediator = reference.withLock { $0.mediator }
        mediator?.sender(self, pinged: value)
    }
}

/// The concrete mediator: a ping goes to the receiver, on the sending thread. Its colleagues
/// never change, so it needs no lock of its own.
final class SharedOnePingMediator: SharedPingMediator {
    private let sender: SharedPingSender
    private let receiver: AtomicTally

    init(sender: SharedPingSender, receiver: AtomicTally) {
        self.sender = sender
        self.receiver = receiver
        sender.update(mediator: self)
    }

    func sender(_ sender: SharedPingSender, pinged value: Int) {
        receiver.ping(value)
    }
}

/// A hand-written mediator that any thread may send through, to one colleague.
public final class HandWrittenNonisolatedCase: SharedDispatchCase {
    private let sender = SharedPingSender()
    private let receiver = AtomicTally()
    private let mediator: SharedOnePingMediator

    /// Connects a sender and a receiver through a hand-written thread-safe mediator.
    public init() {
        mediator = SharedOnePingMediator(sender: sender, receiver: receiver)
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
