/// Sends through the generated ``GlobalActorMediator``.
@BenchmarkActor
final class BenchmarkActorSender {
    let mediator = GlobalActorMediator.BenchmarkActorSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings of ``BenchmarkActorSender``.
@BenchmarkActor
final class BenchmarkActorReceiver {
    private(set) var total = 0

    func ping(_ value: Int) {
        total &+= value
    }
}

/// A generated send to one colleague, from a mediator on ``BenchmarkActor``.
@BenchmarkActor
public final class GeneratedGlobalActorCase: GlobalActorDispatchCase {
    private let sender = BenchmarkActorSender()
    private let receiver = BenchmarkActorReceiver()
    private let mediator: GlobalActorMediator

    /// Connects a sender and a receiver through a generated mediator on the benchmarks' actor.
    public init() {
        mediator = GlobalActorMediator(
            benchmarkActorSender: sender, benchmarkActorReceiver: receiver)
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
