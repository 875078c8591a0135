/// The connection from a colleague's outbox to its mediator, for generated `nonisolated`
/// mediators, whose outboxes are shared between threads.
///
/// The mediator is held weakly: once it is gone, ``mediator`` is `nil` and sending does nothing.
public final class OutboxLink<Mediator: AnyObject & Sendable>: Sendable {
    private struct Connection {
        var mediator: WeakReference<Mediator>?
        var sender: ObjectIdentifier?
    }

    private let connection = Locked(Connection())

    /// Makes a link that is not connected.
    public init() {}

    /// Connects the outbox to `mediator`, for the colleague whose identity is `sender`.
    public func connect(to mediator: Mediator, sender: ObjectIdentifier?) {
        connection.withLock { $0 = Connection(mediator: WeakReference(mediator), sender: sender) }
    }

    /// Disconnects the outbox: sending does nothing until it is connected again.
    public func disconnect() {
        connection.withLock { $0 = Connection() }
    }

    /// The mediator, while connected and alive.
    public var mediator: Mediator? {
        connection.withLock { $0.mediator?.object }
    }

    /// The identity of the colleague the outbox belongs to, for leaving it out of `others`.
    public var sender: ObjectIdentifier? {
        connection.withLock { $0.sender }
    }
}
