/// What a generated `nonisolated` mediator owns and its colleagues' outboxes hold: the way from
/// an outbox to the mediator, and the mediator's observer, for a mediator shared between threads.
///
/// The mediator is held weakly: once it is gone, ``SendableOutboxConnection/mediator`` is `nil`
/// and sending does nothing. Every send retains the mediator for its dispatch.
@_spi(Generated)
public final class SendableMediatorLink<Mediator: AnyObject & Sendable>: Sendable {
    private let state = Locked(State())

    private struct State {
        var mediator: WeakReference<Mediator>?
        var observer: (any MediatorObserver & Sendable)?
    }

    /// Makes a link with no mediator yet; the mediator attaches itself when it is initialised.
    public init() {}

    /// Makes `mediator` the target of this link, without retaining it.
    public func attach(_ mediator: Mediator) {
        state.withLock { $0.mediator = WeakReference(mediator) }
    }

    /// The mediator, while it is alive.
    public var mediator: Mediator? {
        state.withLock { $0.mediator?.object }
    }

    /// Lets go of the mediator and its observer; the mediator's `deinit` calls it, because
    /// outboxes keep the link, and so the observer, after the mediator is gone.
    public func detach() {
        observer = nil
        state.withLock { $0.mediator = nil }
    }

    /// The mediator's observer; see ``trace(_:from:to:_:)``.
    public var observer: (any MediatorObserver & Sendable)? {
        get { state.withLock { $0.observer } }
        set {
            // The old observer is released after the lock, in case its `deinit` uses the
            // mediator: the lock is not recursive.
            let old = state.withLock { state in
                defer { state.observer = newValue }
                return state.observer
            }
            withExtendedLifetime(old) {}
        }
    }

    /// Shows an event to the observer, if there is one.
    ///
    /// Generated dispatches call it first. It costs one lock when no observer is installed:
    /// the trace is made out of line, and only then.
    ///
    /// - Parameters:
    ///   - event: The event as a Swift function name: `likeAdded(to:)`.
    ///   - sender: Who sent the event.
    ///   - receivers: The receivers in delivery order, separated by `, `.
    ///   - payload: The event's arguments, in order.
    @inlinable
    public func trace<each Payload>(
        _ event: StaticString, from sender: MediatorSender, to receivers: StaticString,
        _ payload: repeat each Payload
    ) {
        if let observer {
            MediatorTrace.show(to: observer) {
                MediatorTrace(
                    mediator: Mediator.self, event: event, sender: sender.name,
                    receivers: receivers,
                    repeat each payload)
            }
        }
    }
}

/// The connection of a generated `nonisolated` mediator's outbox to the mediator's
/// ``SendableMediatorLink``; outboxes are shared between threads, so it is a locked class.
@_spi(Generated)
public final class SendableOutboxConnection<Mediator: AnyObject & Sendable>: Sendable {
    private let state = Locked(State())

    private struct State {
        var link: SendableMediatorLink<Mediator>?
        var sender = MediatorSender.outside
    }

    /// Makes a connection to no mediator: sending does nothing.
    public init() {}

    /// Connects to the mediator behind `link`, for `colleague`, whose type the spec calls `name`.
    public func connect(
        to link: SendableMediatorLink<Mediator>, as colleague: AnyObject, named name: StaticString
    ) {
        let sender = MediatorSender(name, colleague)
        state.withLock { $0 = State(link: link, sender: sender) }
    }

    /// Disconnects: sending does nothing until the next connection.
    ///
    /// The sender stays: an outbox belongs to one colleague, and a send on another thread that
    /// read the mediator just before a `leave` and `join` of its colleague must still name it.
    public func disconnect() {
        state.withLock { $0.link = nil }
    }

    /// The mediator, retained, while connected and alive.
    public var mediator: Mediator? {
        state.withLock { $0.link }?.mediator
    }

    /// The colleague the outbox belongs to, as its events name their sender.
    public var sender: MediatorSender {
        state.withLock { $0.sender }
    }
}
