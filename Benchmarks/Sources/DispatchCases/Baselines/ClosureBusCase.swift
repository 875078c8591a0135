/// An event bus that keeps an array of closures and calls each with every event.
final class ClosureBus {
    private var handlers: [(Int) -> Void] = []

    func subscribe(_ handler: @escaping (Int) -> Void) {
        handlers.append(handler)
    }

    func publish(_ value: Int) {
        for handler in handlers {
            handler(value)
        }
    }
}

/// A closure-array event bus, each subscriber captured weakly as usual for `[weak self]`.
public final class ClosureBusCase: DispatchCase {
    private let bus = ClosureBus()
    private let subscribers: [Tally]

    /// Subscribes `subscribers` receivers to a bus.
    public init(subscribers count: Int) {
        subscribers = (0..<count).map { _ in Tally() }
        for subscriber in subscribers {
            bus.subscribe { [weak subscriber] value in
                subscriber?.ping(value)
            }
        }
    }

    /// One receiver per subscriber.
    public var receiversPerEvent: Int { subscribers.count }

    /// What the subscribers have received, added up.
    public var checksum: Int { subscribers.reduce(0) { $0 &+ $1.total } }

    /// Publishes one event on the bus.
    public func send(_ value: Int) {
        bus.publish(value)
    }
}
