/// Sends through the generated ``MainActorMediator``.
@MainActor
final class StageSender {
    let mediator = MainActorMediator.StageSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings of ``StageSender``.
@MainActor
final class StageReceiver {
    private(set) var total = 0

    func ping(_ value: Int) {
        total &+= value
    }
}

/// A generated send to one colleague, from a `@MainActor` mediator.
@MainActor
public final class GeneratedMainActorCase: MainActorDispatchCase {
    private let sender = StageSender()
    private let receiver = StageReceiver()
    private let mediator: MainActorMediator

    /// Connects a sender and a receiver through a generated main-actor mediator.
    public init() {
        mediator = MainActorMediator(stageSender: sender, stageReceiver: receiver)
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
