import Foundation

/// Receives posts through a block-based NotificationCenter observer.
///
/// `@unchecked Sendable` because the observer block must be `@Sendable`; the benchmark posts
/// from one thread and the center calls the block on the posting thread.
final class NotificationReceiver: @unchecked Sendable {
    private(set) var total = 0

    func receive(_ notification: Notification) {
        total &+= notification.userInfo?[NotificationCenterCase.valueKey] as? Int ?? 0
    }
}

/// NotificationCenter as the mediator: a post with a `userInfo` payload to block observers.
public final class NotificationCenterCase: DispatchCase {
    static let ping = Notification.Name("MediatorGenBenchmarks.ping")
    static let valueKey = "value"

    private let center = NotificationCenter()
    private let receivers: [NotificationReceiver]
    private var observers: [any NSObjectProtocol] = []

    /// Registers `observers` block observers on a private center.
    public init(observers count: Int) {
        receivers = (0..<count).map { _ in NotificationReceiver() }
        for receiver in receivers {
            observers.append(
                center.addObserver(forName: Self.ping, object: nil, queue: nil) { notification in
                    receiver.receive(notification)
                })
        }
    }

    deinit {
        for observer in observers {
            center.removeObserver(observer)
        }
    }

    /// One receiver per observer.
    public var receiversPerEvent: Int { receivers.count }

    /// What the observers have received, added up.
    public var checksum: Int { receivers.reduce(0) { $0 &+ $1.total } }

    /// Posts one notification carrying `value` in its `userInfo`.
    public func send(_ value: Int) {
        center.post(name: Self.ping, object: self, userInfo: [Self.valueKey: value])
    }
}
