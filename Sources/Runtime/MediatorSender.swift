/// The sender of an event, as a generated dispatch receives it: the colleague that sent it, code
/// outside every colleague, or the mediator itself.
@_spi(Generated)
public struct MediatorSender: Sendable {
    /// The colleague type as the spec names it, or `outside`; for tracing.
    public let name: StaticString
    /// The identity of the sending colleague; `nil` for `outside`.
    @usableFromInline let identity: ObjectIdentifier?

    /// The sender of events from outside every colleague: the mediator's entry points.
    ///
    /// Made where it is used, a constant, rather than read from a global, which a send would
    /// pay for with a call.
    @inlinable
    public static var outside: MediatorSender { MediatorSender("outside", nil) }

    /// The sender of events `from mediator`: the mediator's own code, such as its reactions.
    @inlinable
    public static var mediator: MediatorSender { MediatorSender("mediator", nil) }

    /// The sender `colleague`, whose type the spec calls `name`.
    @inlinable
    public init(_ name: StaticString, _ colleague: AnyObject?) {
        self.name = name
        self.identity = colleague.map(ObjectIdentifier.init)
    }

    /// Whether `colleague` is another object than the sender, and so hears an event routed to
    /// every colleague but the sender.
    @inlinable
    public func isNot(_ colleague: AnyObject) -> Bool {
        isNot(ObjectIdentifier(colleague))
    }

    /// Whether the colleague identified by `identifier` is another object than the sender.
    @inlinable
    public func isNot(_ identifier: ObjectIdentifier) -> Bool {
        identifier != identity
    }
}
