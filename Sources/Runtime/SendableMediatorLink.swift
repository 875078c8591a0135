/// What a generated `nonisolated` mediator owns and its colleagues' outboxes hold: the way from
/// an outbox to the mediator, and the mediator's observer, for a mediator shared between threads.
///
/// The mediator is held weakly: once it is gone, ``SendableOutboxConnection/mediator`` is `nil`
/// and sending does nothing. Every send retains the mediator for its dispatch.
@_spi(Generated)
public final class SendableMediatorLink<Mediator: AnyObject & Sendable>: Sendable {
    /// The mediator. Written once, by ``attach(_:)`` in the mediator's initialiser, before any
    /// outbox is connected to the link and so before any thread can read it; a weak reference
    /// reads `nil` by itself once the mediator starts to go away. Reading it needs no lock.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) weak var target: Mediator?
    @usableFromInline let observerState = Locked<(any MediatorObserver & Sendable)?>(nil)
    /// Whether ``observer`` is set, for sends to ask without the lock.
    @usableFromInline let observed = ObserverFlag()

    /// Makes a link with no mediator yet; the mediator attaches itself when it is initialised.
    public init() {}

    /// Makes `mediator` the target of this link, without retaining it. Call it once, before
    /// connecting any outbox to the link.
    public func attach(_ mediator: Mediator) {
        target = mediator
    }

    /// The mediator, retained, while it is alive.
    @inlinable
    public var mediator: Mediator? {
        target
    }

    /// Lets go of the mediator's observer; the mediator's `deinit` calls it, because outboxes
    /// keep the link, and so the observer, after the mediator is gone.
    public func detach() {
        observer = nil
    }

    /// The mediator's observer; see ``show(_:_:_:_:)``.
    public var observer: (any MediatorObserver & Sendable)? {
        @inlinable get { observerState.withLock { $0 } }
        set {
            // The old observer is released after the lock, in case its `deinit` uses the
            // mediator: the lock is not recursive.
            let old = observerState.withLock { observer in
                defer {
                    observer = newValue
                    observed.set(newValue != nil)
                }
                return observer
            }
            withExtendedLifetime(old) {}
        }
    }

    /// Shows an event to the observer, if there is one.
    ///
    /// Generated dispatches call it first. It costs one atomic load, and no lock, when no
    /// observer is installed: the event's trace is made out of line, and only then.
    ///
    /// - Parameters:
    ///   - event: The event as a case of the mediator's `Event` enum: `.likeAdded(to: news)`.
    ///   - name: The event as a Swift function name: `likeAdded(to:)`.
    ///   - sender: Who sent the event.
    ///   - receivers: The receivers in delivery order, separated by `, `.
    @inlinable
    public func show<Event: MediatorEvent>(
        _ event: Event, _ name: StaticString, _ sender: MediatorSender,
        _ receivers: StaticString
    ) {
        if _slowPath(observed.isSet) {
            showSlowly(event, name, sender, receivers)
        }
    }

    /// Shows the observer, if there still is one, an event and its trace; out of line, and
    /// specialised for each mediator's `Event`, like ``MediatorLink``'s.
    @inlinable @inline(never)
    func showSlowly<Event: MediatorEvent>(
        _ event: Event, _ name: StaticString, _ sender: MediatorSender,
        _ receivers: StaticString
    ) {
        guard let observer = self.observer else { return }
        observer.mediatorWillDispatch(
            event,
            MediatorTrace(
                mediator: Mediator.self, event: event, named: name, sender: sender.name,
                receivers: receivers))
    }

}

/// The connection of a generated `nonisolated` mediator's outbox to the mediator's
/// ``SendableMediatorLink``; outboxes are shared between threads, so it is a locked class.
///
/// A send takes the lock once, to read the link and the mediator behind it.
@_spi(Generated)
public final class SendableOutboxConnection<Mediator: AnyObject & Sendable>: Sendable {
    @usableFromInline let link = Locked<SendableMediatorLink<Mediator>?>(nil)
    /// The colleague the outbox belongs to. Written once, by the first ``connect(to:as:named:)``
    /// while it holds the lock, and only read after a read of ``mediator`` found a connection,
    /// which took the same lock later: so it needs no lock of its own. Later connections are
    /// for the same colleague, as an outbox belongs to one.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var storedSender: MediatorSender?

    /// Makes a connection to no mediator: sending does nothing.
    public init() {}

    /// Connects to the mediator behind `link`, for `colleague`, whose type the spec calls `name`.
    public func connect(
        to link: SendableMediatorLink<Mediator>, as colleague: AnyObject, named name: StaticString
    ) {
        self.link.withLock { current in
            if storedSender == nil {
                storedSender = MediatorSender(name, colleague)
            }
            current = link
        }
    }

    /// Disconnects: sending does nothing until the next connection.
    ///
    /// The sender stays: an outbox belongs to one colleague, and a send on another thread that
    /// read the mediator just before a `leave` and `join` of its colleague must still name it.
    public func disconnect() {
        link.withLock { $0 = nil }
    }

    /// The mediator, retained, while connected and alive.
    @inlinable
    public var mediator: Mediator? {
        link.withLock { $0?.mediator }
    }

    /// The colleague the outbox belongs to, as its events name their sender; read it after
    /// ``mediator`` found a connection, as generated sends do.
    @inlinable
    public var sender: MediatorSender {
        storedSender ?? .outside
    }
}
