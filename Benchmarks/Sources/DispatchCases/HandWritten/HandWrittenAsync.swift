/// What the hand-written `async` mediator hears from its sender, on the main actor.
@MainActor
protocol AsyncPingMediator: AnyObject {
    func sender(_ sender: AsyncPingSender, pinged value: Int) async
}

/// A main-actor colleague that tells its mediator, held weakly, and awaits it.
@MainActor
final class AsyncPingSender {
    weak var mediator: (any AsyncPingMediator)?

    func fire(_ value: Int) async {
        await mediator?.sender(self, pinged: value)
    }
}

/// The concrete mediator: a ping goes to the receiver, awaited on the main actor.
@MainActor
final class AsyncOnePingMediator: AsyncPingMediator {
    private let sender: AsyncPingSender
    private let receiver: AsyncTally

    init(sender: AsyncPingSender, receiver: AsyncTally) {
        self.sender = sender
        self.receiver = receiver
        sender.mediator = self
    }

    func sender(_ sender: AsyncPingSender, pinged value: Int) async {
        await receiver.ping(value)
    }
}

/// A hand-written `@MainActor` mediator whose event is `async`, sent from the main actor.
@MainActor
public final class HandWrittenAsyncCase: AsyncDispatchCase {
    private let sender = AsyncPingSender()
    private let receiver = AsyncTally()
    private let mediator: AsyncOnePingMediator

    /// Connects a sender and a receiver through a hand-written main-actor mediator.
    public init() {
        mediator = AsyncOnePingMediator(sender: sender, receiver: receiver)
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's mediator and awaits it.
    public func send(_ value: Int) async {
        await sender.fire(value)
    }
}
