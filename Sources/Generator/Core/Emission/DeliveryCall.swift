/// The call with which a dispatch delivers an event to one receiver, as ``DeliveryContext``
/// computes it once for the `Call` template: what is called (``callee``), with what
/// (``arguments``), and whether a missing handler's stream is replaced by a finished one.
///
/// A colleague of a class is called through its generated protocol, and the mediator through
/// `Reactions`, so that a missing or misspelled method is reported once, at the spec, and not
/// again at the call.
struct DeliveryCall: Encodable {
    /// The method and what it is called on: `(self.feed as any FeedColleague).refresh`,
    /// `(handler as (any StockColleague)?)?.count`, `receiver.refresh`,
    /// `(self as any Reactions).handleRefresh`.
    let callee: String
    /// The arguments: the event's, passed on with their labels, and `from: colleague` for a
    /// reaction that learns its sender.
    let arguments: [String]
    /// Whether the call answers a stream that a receiver which may be absent does not give:
    /// `?? AsyncStream { $0.finish() }` follows it.
    let fallsBack: Bool

    /// The call that delivers `event` to `receiver`, which is known by the protocol
    /// `protocolType` (`nil` for a colleague known by a protocol of the app, and the mediator).
    init(
        _ receiver: DeliveryContext.Receiver, protocolType: String?, event: EventModel,
        names: GeneratedNames.Event
    ) {
        let member = SwiftNames.memberName(event.name)
        let locals = names.locals
        arguments =
            ParameterContext.arguments(of: event)
            + (names.senderParameter != nil && receiver.isMediator
                ? ["from: \(locals.origin)"] : [])
        let isStream = event.stream != nil
        switch receiver {
        case .mediator:
            callee = "(self as any Reactions).\(names.reaction ?? member)"
            fallsBack = false
        case .handler(let weak):
            callee = Self.through(protocolType, locals.handler, optional: weak) + "." + member
            fallsBack = weak && isStream
        case .strong(let property):
            callee = Self.through(protocolType, "self.\(property)", optional: false) + "." + member
            fallsBack = false
        case .weak(let property, let binds):
            callee =
                (binds
                    ? Self.through(protocolType, locals.receiver, optional: false)
                    : Self.through(protocolType, "self.\(property)", optional: true)) + "." + member
            fallsBack = !binds && isStream
        case .set:
            callee = Self.through(protocolType, locals.receiver, optional: false) + "." + member
            fallsBack = false
        }
    }

    /// `value` as the existential `protocolType`, in parentheses, or `value` itself without
    /// one; an optional value is cast to an optional existential and ends with `?`.
    private static func through(_ protocolType: String?, _ value: String, optional: Bool)
        -> String
    {
        guard let protocolType else { return optional ? value + "?" : value }
        return optional ? "(\(value) as (\(protocolType))?)?" : "(\(value) as \(protocolType))"
    }
}
