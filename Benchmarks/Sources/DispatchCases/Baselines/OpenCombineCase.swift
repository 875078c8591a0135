import OpenCombine

/// An OpenCombine `PassthroughSubject` with `sink` subscribers, each captured weakly.
public final class OpenCombineCase: DispatchCase {
    private let subject = PassthroughSubject<Int, Never>()
    private let subscribers: [Tally]
    private var subscriptions: [AnyCancellable] = []

    /// Subscribes `subscribers` receivers to a subject.
    public init(subscribers count: Int) {
        subscribers = (0..<count).map { _ in Tally() }
        for subscriber in subscribers {
            subject.sink { [weak subscriber] value in
                subscriber?.ping(value)
            }
            .store(in: &subscriptions)
        }
    }

    /// One receiver per subscriber.
    public var receiversPerEvent: Int { subscribers.count }

    /// What the subscribers have received, added up.
    public var checksum: Int { subscribers.reduce(0) { $0 &+ $1.total } }

    /// Sends one value through the subject.
    public func send(_ value: Int) {
        subject.send(value)
    }
}
