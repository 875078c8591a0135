/// What the direct-call floor calls: one method through a protocol.
protocol PingReceiver: AnyObject {
    func ping(_ value: Int)
}

/// Receives pings through ``PingReceiver``.
final class DirectReceiver: PingReceiver {
    private(set) var total = 0

    func ping(_ value: Int) {
        total &+= value
    }
}

/// The floor: the sender calls its one receiver directly through a protocol, with no mediator.
public final class DirectCallCase: DispatchCase {
    private let concrete = DirectReceiver()
    private let receiver: any PingReceiver

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
