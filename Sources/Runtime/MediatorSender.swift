/// The sender of an event, as a generated dispatch receives it: the colleague that sent it, code
/// outside every colleague, or the mediator itself.
@_spi(Generated)
public struct MediatorSender: Sendable {
    /// The colleague type as the spec names it, or `outside`; for tracing.
    public let name: StaticString
    /// The identity of the sending colleague; `nil` for `outside`.
    @usableFromInline let identity: ObjectIdentifier?

    /// The sender of events from outside every colleague: the mediator's entry points.
    public static let outside = MediatorSender("outside", nil)

    /// The sender of events `from mediator`: the mediator's own code, such as its reactions.
    public static let mediator = MediatorSender("mediator", nil)

    /// The sender `colleague`, whose type the spec calls `name`.
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
