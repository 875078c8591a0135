/// The connection of a generated outbox to its mediator's ``DispatchLink``.
///
/// It owns the link, so the link outlives the mediator for as long as the outbox can send, and
/// it hands out a ``MediatorRoute`` that reaches the mediator without any reference counting.
public struct OutboxConnection<Mediator: AnyObject> {
    private var link: DispatchLink<Mediator>?
    /// The same link as `link`, for sending without retaining it.
    @usableFromInline var unretainedLink: Unmanaged<DispatchLink<Mediator>>?

    /// The identity of the colleague the outbox belongs to, for leaving it out of `others`.
    public private(set) var sender: ObjectIdentifier?

    /// Makes a connection to no mediator: sending does nothing.
    public init() {}

    /// Connects to the mediator behind `link`, for the colleague whose identity is `sender`.
    public mutating func connect(to link: DispatchLink<Mediator>, sender: ObjectIdentifier?) {
        self.link = link
        self.unretainedLink = .passUnretained(link)
        self.sender = sender
    }

    /// Disconnects: sending does nothing until the next ``connect(to:sender:)``.
    public mutating func disconnect() {
        unretainedLink = nil
        link = nil
        sender = nil
    }

    /// The way to the mediator, or `nil` while not connected.
    @inlinable
    public var route: MediatorRoute<Mediator>? {
        unretainedLink.map(MediatorRoute.init)
    }

    /// The mediator, retained, while connected and alive; for sends that keep the mediator alive
    /// themselves: those that suspend, or run the mediator's reactions.
    public var mediator: Mediator? {
        link?.retainableMediator
    }
}

/// A way from an outbox to its mediator that costs no reference counting; see ``DispatchLink``.
public struct MediatorRoute<Mediator: AnyObject> {
    @usableFromInline let link: Unmanaged<DispatchLink<Mediator>>

    @usableFromInline
    init(link: Unmanaged<DispatchLink<Mediator>>) {
        self.link = link
    }

    /// Calls `body` with the mediator, unless it has ended.
    ///
    /// The mediator is not retained: `body` must only start a dispatch, which
    /// ``DispatchLink/dispatch(_:)`` protects against the mediator ending under it.
    ///
    /// - Returns: What `body` returns, or `nil` when the mediator has ended.
    @inlinable
    @discardableResult
    public func withMediator<Result>(_ body: (Mediator) throws -> Result) rethrows -> Result? {
        // The outbox owns the link for at least as long as this call.
        guard let mediator = link._withUnsafeGuaranteedRef({ $0.mediator }) else { return nil }
        return try mediator._withUnsafeGuaranteedRef(body)
    }
}
