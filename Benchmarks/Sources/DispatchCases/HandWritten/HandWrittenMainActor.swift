/// What the hand-written main-actor mediator hears from its sender.
@MainActor
protocol MainActorPingMediator: AnyObject {
    func sender(_ sender: MainActorPingSender, pinged value: Int)
}

/// A main-actor colleague that tells its mediator, held weakly, what happened.
@MainActor
final class MainActorPingSender {
    weak var mediator: (any MainActorPingMediator)?

    func fire(_ value: Int) {
        mediator?.sender(self, pinged: value)
    }
}

/// A main-actor colleague that receives pings.
@MainActor
final class MainActorPingReceiver {
    private(set) var total = 0

    func ping(_ value: Int) {
        total &+= value
    }
}

/// The concrete main-actor mediator: a ping goes to the receiver.
@MainActor
final class MainActorOnePingMediator: MainActorPingMediator {
    private let sender: MainActorPingSender
    private let receiver: MainActorPingReceiver

    init(sender: MainActorPingSender, receiver: MainActorPingReceiver) {
        self.sender = sender
        self.receiver = receiver
        sender.mediator = self
    }

    func sender(_ sender: MainActorPingSender, pinged value: Int) {
        receiver.ping(value)
    }
}

/// A hand-written `@MainActor` mediator that sends to one colleague.
@MainActor
public final class HandWrittenMainActorCase: MainActorDispatchCase {
    private let sender = MainActorPingSender()
    private let receiver = MainActorPingReceiver()
    private let mediator: MainActorOnePingMediator

    /// Connects a sender and a receiver through a hand-written main-actor mediator.
    public init() {
        mediator = MainActorOnePingMediator(sender: sender, receiver: receiver)
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
