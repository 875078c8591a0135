/// What the hand-written mediator on ``BenchmarkActor`` hears from its sender.
@BenchmarkActor
protocol ActorPingMediator: AnyObject {
    func sender(_ sender: ActorPingSender, pinged value: Int)
}

/// A colleague on ``BenchmarkActor`` that tells its mediator, held weakly, what happened.
@BenchmarkActor
final class ActorPingSender {
    weak var mediator: (any ActorPingMediator)?

    func fire(_ value: Int) {
        mediator?.sender(self, pinged: value)
    }
}

/// A colleague on ``BenchmarkActor`` that receives pings.
@BenchmarkActor
final class ActorPingReceiver {
    private(set) var total = 0

    func ping(_ value: Int) {
        total &+= value
    }
}

/// The concrete mediator on ``BenchmarkActor``: a ping goes to the receiver.
@BenchmarkActor
final class ActorOnePingMediator: ActorPingMediator {
    private let sender: ActorPingSender
    private let receiver: ActorPingReceiver

    init(sender: ActorPingSender, receiver: ActorPingReceiver) {
        self.sender = sender
        self.receiver = receiver
        sender.mediator = self
    }

    func sender(_ sender: ActorPingSender, pinged value: Int) {
        receiver.ping(value)
    }
}

/// A hand-written mediator on ``BenchmarkActor`` that sends to one colleague.
@BenchmarkActor
public final class HandWrittenGlobalActorCase: GlobalActorDispatchCase {
    private let sender = ActorPingSender()
    private let receiver = ActorPingReceiver()
    private let mediator: ActorOnePingMediator

    /// Connects a sender and a receiver through a hand-written mediator on the benchmarks' actor.
    public init() {
        mediator = ActorOnePingMediator(sender: sender, receiver: receiver)
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
