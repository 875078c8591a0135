/// A subscriber held weakly, as a hand-written mediator stores colleagues it must not keep alive.
struct WeakSubscriber {
    weak var tally: Tally?
}

/// The concrete mediator: a ping goes to every live subscriber in an array of weak references.
final class WeakSubscriberListMediator: PingMediator {
    private let sender: PingSender
    private var subscribers: [WeakSubscriber] = []

    init(sender: PingSender) {
        self.sender = sender
        sender.mediator = self
    }

    func add(_ subscriber: Tally) {
        subscribers.append(WeakSubscriber(tally: subscriber))
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        for subscriber in subscribers {
            subscriber.tally?.ping(value)
        }
    }
}

/// A hand-written mediator that sends to a dynamic set of 100 colleagues held weakly.
public final class HandWrittenWeakSetCase: DispatchCase {
    private let sender = PingSender()
    private let subscribers = (0..<100).map { _ in Tally() }
    private let mediator: WeakSubscriberListMediator

    /// Adds 100 subscribers to a hand-written mediator.
    public init() {
        mediator = WeakSubscriberListMediator(sender: sender)
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
