/// The connection of a generated outbox to its mediator's ``MediatorLink``.
///
/// It owns the link, so the link outlives the mediator for as long as the outbox can send. It
/// reaches the mediator in one of two ways: ``send(_:)`` and ``request(_:)`` without any
/// reference counting, for dispatches that only call colleagues; ``mediator`` retained, for
/// those that suspend or run the mediator's own reactions.
///
/// Generated outboxes store it with `@exclusivity(unchecked)`, which spares each send a runtime
/// call. That is safe because a send reads the connection only before the dispatch begins, and
/// the mediator changes it only in `init`, `join(_:)` and `leave(_:)`, which may run during a
/// dispatch but never during such a read.
@_spi(Generated)
public struct OutboxConnection<Mediator: AnyObject> {
    /// The link, owned.
    @usableFromInline private(set) var link: MediatorLink<Mediator>?
    /// The same link, unretained: what a send reads. It holds no reference count, so that
    /// reading it from the outbox needs no retain either.
    @usableFromInline var unretainedLink: Unmanaged<MediatorLink<Mediator>>?

    /// The colleague the outbox belongs to, as its events name their sender.
    ///
    /// Stored, so that a send reads it by itself, without copying the connection.
    public private(set) var sender = MediatorSender.outside

    /// Makes a connection to no mediator: sending does nothing.
    public init() {}

    /// Connects to the mediator behind `link`, for `colleague`, whose type the spec calls `name`.
    public mutating func connect(
        to link: MediatorLink<Mediator>, as colleague: AnyObject, named name: StaticString
    ) {
        self.link = link
        self.unretainedLink = .passUnretained(link)
        self.sender = MediatorSender(name, colleague)
    }

    /// Disconnects: sending does nothing until the next connection. The sender stays, as in
    /// ``SendableOutboxConnection/disconnect()``: an outbox belongs to one colleague.
    public mutating func disconnect() {
        unretainedLink = nil
        link = nil
    }

    /// The mediator, retained, while connected and alive.
    @inlinable
    public var mediator: Mediator? {
        link?.retainableMediator
    }

    /// Calls `body` with the mediator, as one dispatch of the link, unless the mediator has
    /// ended.
    ///
    /// The mediator is not retained: `body` must only call the dispatch method, which checks
    /// ``MediatorLink/Scope/isMediatorAlive`` before each receiver.
    @inlinable @inline(__always)
    public func send(_ body: (Mediator) throws -> Void) rethrows {
        try request(body)
    }

    /// Like ``send(_:)``, for a request: returns the answer, or `nil` when the mediator has
    /// ended.
    @inlinable @inline(__always)
    public func request<Answer>(_ body: (Mediator) throws -> Answer) rethrows -> Answer? {
        // The outbox owns the link for at least as long as this call.
        guard let link = unretainedLink,
            let mediator = link._withUnsafeGuaranteedRef({ $0.mediator })
        else { return nil }
        link._withUnsafeGuaranteedRef { $0.dispatchWillBegin() }
        defer { link._withUnsafeGuaranteedRef { $0.dispatchDidEnd() } }
        return try mediator._withUnsafeGuaranteedRef(body)
    }
}
