/// The concrete mediator: a ping goes to every subscriber in an array that grows at run time.
final class SubscriberListMediator: PingMediator {
    private let sender: PingSender
    private var subscribers: [Tally] = []

    init(sender: PingSender) {
        self.sender = sender
        sender.mediator = self
    }

    func add(_ subscriber: Tally) {
        subscribers.append(subscriber)
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        for subscriber in subscribers {
            subscriber.ping(value)
        }
    }
}

/// A hand-written mediator that sends to a dynamic set of 100 colleagues.
public final class HandWrittenSetCase: DispatchCase {
    private let sender = PingSender()
    private let subscribers = (0..<100).map { _ in Tally() }
    private let mediator: SubscriberListMediator

    /// Adds 100 subscribers to a hand-written mediator.
    public init() {
        mediator = SubscriberListMediator(sender: sender)
        for subscriber in subscribers {
            mediator.add(subscriber)
        }
    }

    /// A hundred receivers.
    public var receiversPerEvent: Int { 100 }

    /// What the subscribers have received, added up.
    public var checksum: Int { subscribers.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
