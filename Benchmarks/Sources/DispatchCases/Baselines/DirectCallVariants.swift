// The direct-call floor of each single-receiver case whose receiver does other work than
// ``DirectCallCase``'s: one method through a protocol, with no mediator.

/// What the thread-safe floor calls, from any thread.
protocol SharedPingReceiver: AnyObject, Sendable {
    func ping(_ value: Int)
}

/// Receives pings through ``SharedPingReceiver``; its total is atomic.
final class DirectSharedReceiver: AtomicTally, SharedPingReceiver, @unchecked Sendable {}

/// The floor of the `nonisolated` cases: any thread calls the receiver through a protocol.
public final class DirectSharedCase: SharedDispatchCase {
    private let concrete = DirectSharedReceiver()
    private let receiver: any SharedPingReceiver

    /// Makes the sender's reference to its receiver.
    public init() {
        receiver = concrete
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { concrete.total }

    /// Calls the receiver through the protocol.
    public func send(_ value: Int) {
        receiver.ping(value)
    }
}

/// What the main-actor floor calls.
@MainActor
protocol IsolatedPingReceiver: AnyObject {
    func ping(_ value: Int)
}

/// Receives pings through ``IsolatedPingReceiver`` on the main actor.
@MainActor
final class DirectIsolatedReceiver: IsolatedPingReceiver {
    private(set) var total = 0

    func ping(_ value: Int) {
        total &+= value
    }
}

/// The floor of the main-actor case: a call through a protocol on the main actor.
@MainActor
public final class DirectMainActorCase: MainActorDispatchCase {
    private let concrete = DirectIsolatedReceiver()
    private let receiver: any IsolatedPingReceiver

    /// Makes the sender's reference to its receiver.
    public init() {
        receiver = concrete
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { concrete.total }

    /// Calls the receiver through the protocol.
    public func send(_ value: Int) {
        receiver.ping(value)
    }
}

/// What the `async` floor calls and awaits, on the main actor.
@MainActor
protocol AsyncPingReceiver: AnyObject {
    func ping(_ value: Int) async
}

/// Receives pings through ``AsyncPingReceiver``.
final class DirectAsyncReceiver: AsyncTally, AsyncPingReceiver {}

/// The floor of the `async` case: an awaited call through a protocol, on the caller's actor.
@MainActor
public final class DirectAsyncCase: AsyncDispatchCase {
    private let concrete = DirectAsyncReceiver()
    private let receiver: any AsyncPingReceiver

    /// Makes the sender's reference to its receiver.
    public init() {
        receiver = concrete
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { concrete.total }

    /// Calls the receiver through the protocol and awaits it.
    public func send(_ value: Int) async {
        await receiver.ping(value)
    }
}

/// What the throwing floor calls.
protocol ThrowingPingReceiver: AnyObject {
    func ping(_ value: Int) throws
}

/// Receives pings through ``ThrowingPingReceiver``.
final class DirectThrowingReceiver: ThrowingTally, ThrowingPingReceiver {}

/// The floor of the `throws` case: a throwing call through a protocol.
public final class DirectThrowsCase: DispatchCase {
    private let concrete = DirectThrowingReceiver()
    private let receiver: any ThrowingPingReceiver

    /// Makes the sender's reference to its receiver.
    public init() {
        receiver = concrete
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received; a ping that threw would be missing from it.
    public var checksum: Int { concrete.total }

    /// Calls the receiver through the protocol.
    public func send(_ value: Int) {
        try? receiver.ping(value)
    }
}

/// What the request floor asks.
protocol QuoteAnswering: AnyObject {
    func quote(for value: Int) -> Int
}

extension QuoteDesk: QuoteAnswering {}

/// The floor of the request cases: a call through a protocol that returns the answer.
public final class DirectRequestCase: DispatchCase {
    private let concrete = QuoteDesk()
    private let desk: any QuoteAnswering
    private var answers = 0

    /// Makes the sender's reference to the desk.
    public init() {
        desk = concrete
    }

    /// One receiver, the desk.
    public var receiversPerEvent: Int { 1 }

    /// What the desk has received.
    public var checksum: Int { concrete.total }

    /// Asks the desk through the protocol and keeps the answer.
    public func send(_ value: Int) {
        answers &+= desk.quote(for: value)
    }
}
