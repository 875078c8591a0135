/// Sends through the generated ``AsyncMediator`` and awaits each send, on the main actor.
@MainActor
final class AsyncSender {
    let mediator = AsyncMediator.AsyncSenderOutbox()

    func fire(_ value: Int) async {
        await mediator.ping(value)
    }
}

/// Hears the pings of ``AsyncSender`` on the main actor.
final class AsyncReceiver: AsyncTally {}

/// A generated `async` send to one colleague, from the mediator's own actor: no hop.
@MainActor
public final class GeneratedAsyncCase: AsyncDispatchCase {
    private let sender = AsyncSender()
    private let receiver = AsyncReceiver()
    private let mediator: AsyncMediator

    /// Connects a sender and a receiver through a generated main-actor mediator.
    public init() {
        mediator = AsyncMediator(asyncSender: sender, asyncReceiver: receiver)
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's outbox and awaits it.
    public func send(_ value: Int) async {
        await sender.fire(value)
    }
}
