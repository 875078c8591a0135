/// The call with which a dispatch delivers an event to one receiver, as ``DeliveryContext``
/// computes it once for the `Call` template: what is called (``callee``), with what
/// (``arguments``), and what answers for a missing handler's stream (``fallback``).
///
/// A colleague of a class is called through its generated protocol, and the mediator through
/// `Reactions`, so that a missing or misspelled method is reported once, at the spec, and not
/// again at the call.
struct DeliveryCall: Encodable {
    /// The method and what it is called on: `(self.feed as any FeedColleague).refresh`,
    /// `(handler as (any StockColleague)?)?.count`, `receiver.refresh`,
    /// `(tiles.first as (any TileColleague)?)?.size` for a request to the first member with a key,
    /// `(self as any Reactions).handleRefresh`.
    let callee: String
    /// The arguments: the event's, passed on with their labels, and `from: colleague` for a
    /// reaction that learns its sender.
    let arguments: [String]
    /// What `??` answers when a receiver that may be absent gives no stream: a finished one
    /// (`AsyncStream { $0.finish() }`); `nil` for other calls.
    let fallback: String?

    /// The call that delivers `event` to `receiver`, which is known by the protocol
    /// `protocolType` (`nil` for a colleague known by a protocol of the app, and the mediator).
    init(
        _ receiver: DeliveryContext.Receiver, protocolType: String?, event: EventModel,
        names: GeneratedNames.Event
    ) {
        let member = event.name.member
        let locals = names.locals
        arguments =
            event.parameters.map(\.argument)
            + (names.senderParameter != nil && receiver.isMediator
                ? ["from: \(locals.origin)"] : [])
        let finished = event.stream.map { EventContext.Stream($0).finished }
        switch receiver {
        case .mediator:
            callee = "(self as any Reactions).\(names.reaction ?? member)"
            fallback = nil
        case .handler(let weak):
            callee = Self.through(protocolType, locals.handler, optional: weak) + "." + member
            fallback = weak ? finished : nil
        case .strong(let property):
            callee = Self.through(protocolType, "self.\(property)", optional: false) + "." + member
            fallback = nil
        case .weak(let property, let binds):
            callee =
                (binds
                    ? Self.through(protocolType, locals.receiver, optional: false)
                    : Self.through(protocolType, "self.\(property)", optional: true)) + "." + member
            fallback = binds ? nil : finished
        case .set(let property, let members, let keyArgument, let firstOnly):
            // A request to the first member with a key reads it in its call, which answers
            // `nil` when no member has the key.
            if firstOnly, event.resultType != nil {
                let source =
                    members ?? EventContext.SetRead.source(of: property, key: keyArgument)
                callee =
                    Self.through(protocolType, source + ".first", optional: true) + "." + member
                fallback = finished
            } else {
                callee =
                    Self.through(protocolType, locals.receiver, optional: false) + "." + member
                fallback = nil
            }
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
