/// The data of one receiver's share of a dispatch.
struct DeliveryContext: Encodable {
    /// Who the delivery reaches, and how the dispatch calls it.
    enum Receiver: TemplateChoice {
        static let caseNames = ["mediator", "handler", "strong", "weak", "set"]

        /// The mediator's reaction.
        case mediator
        /// A framed request's one handler, bound to the local `handler` before the trace.
        case handler(weak: Bool)
        /// A one-instance colleague held strongly.
        case strong(property: String)
        /// A one-instance colleague held weakly or optional; `binds`: bound to the local `receiver` first,
        /// to leave out the sender or to wrap the delivery (never a request's handler, whose
        /// delivery answers `nil` when it is gone).
        case weak(property: String, binds: Bool)
        /// Each member of a set, bound to the local `receiver`; `members`, the local that holds
        /// the set as it was when the dispatch began, for a set after the first receiver. For a
        /// keyed set, `keyArgument` is the parameter that holds the key, and `firstOnly` says
        /// that only the first member with that key hears the event.
        case set(property: String, members: String?, keyArgument: String?, firstOnly: Bool)

        /// Whether the receiver is the mediator's reaction.
        var isMediator: Bool {
            if case .mediator = self { true } else { false }
        }
    }

    let receiver: Receiver
    /// The receiver's type as a behavior learns it: `Feed`, a set member's type, or `mediator`.
    let receiverName: String
    /// Whether the delivery leaves out the sending instance (`others`, `except sender`).
    let excludesSender: Bool
    /// The colleague protocol the receiver is called through, for a colleague of a class (see
    /// ``ColleagueContext/protocolType``).
    let protocolType: String?
    /// The call that delivers the event.
    let call: DeliveryCall
    /// Whether the call lands on the event's spec line: that of a method Swift overloads by
    /// labels, since an overload whose declaration names a type Swift cannot find is left out,
    /// and the call is then reported against another overload's labels. A call of a method of
    /// one declaration is not reported then, and stays unmapped.
    let mapsCall: Bool
    /// The condition of the `if` the delivery runs in: that the mediator is alive, for a
    /// dispatch that checks it, that a slot a value picks is the one picked, that the receiver
    /// is there, bound to the local `receiver`, and that it is not the sender; `nil` for none,
    /// and for a set's loop.
    let condition: Condition?

    /// The conditions of an `if`, which a line too long breaks between, as `swift format` does.
    struct Condition: Encodable {
        let parts: [String]
    }
    /// What a delivery to each member of a set iterates: the members, without the sender for
    /// `others`; `nil` for other receivers and for a set whose first member alone hears it.
    let loop: String?

    init(
        _ receiver: Receiver, receiverName: String, excludesSender: Bool, protocolType: String?,
        event: EventModel, names: GeneratedNames.Event, checksMediator: Bool,
        pick: String? = nil
    ) {
        self.receiver = receiver
        self.receiverName = receiverName
        self.excludesSender = excludesSender
        self.protocolType = protocolType
        call = DeliveryCall(receiver, protocolType: protocolType, event: event, names: names)
        mapsCall = event.sharesBaseName
        let locals = names.locals
        // That the mediator lives, and for a slot a value picks when the event is sent, that
        // the value picked it.
        let alive =
            (checksMediator ? ["\(locals.scope).isMediatorAlive"] : []) + (pick.map { [$0] } ?? [])
        let notSender = { (value: String) in
            excludesSender ? ["\(locals.sender).isNot(\(value))"] : []
        }
        var condition: [String] = []
        var loop: String?
        switch receiver {
        case .mediator, .handler:
            break
        case .strong(let property):
            condition = alive + notSender("self.\(property)")
        case .weak(let property, let binds):
            condition =
                alive
                + (binds
                    ? ["let \(locals.receiver) = self.\(property)"] + notSender(locals.receiver)
                    : [])
        case .set(let property, let members, let keyArgument, let firstOnly):
            let source =
                members ?? EventContext.SetRead.source(of: property, key: keyArgument)
            if firstOnly {
                // A request's delivery answers `nil` (or a finished stream) itself when no member
                // has the key: its call reads the first member (see ``DeliveryCall``).
                if event.resultType == nil {
                    condition = alive + ["let \(locals.receiver) = \(source).first"]
                }
            } else {
                loop = source + (excludesSender ? ".excluding(\(locals.sender))" : "")
            }
        }
        self.condition = condition.isEmpty ? nil : Condition(parts: condition)
        self.loop = loop
    }

    /// The deliveries of `event`, in order: its framed request's handler alone, or each
    /// receiver.
    static func all(
        of event: EventModel, in mediator: MediatorModel, names: GeneratedNames,
        named: GeneratedNames.Event, framedHandler: Int?, checksMediator: Bool
    ) -> [DeliveryContext] {
        let members = named.members
        if let index = framedHandler {
            let handler = mediator.colleagues[index]
            return [
                DeliveryContext(
                    .handler(weak: handler.mayBeAbsent || event.keyedReceivers[index] != nil),
                    receiverName: handler.typeName,
                    excludesSender: false,
                    protocolType: ColleagueContext.protocolType(
                        of: handler, names: names.colleagues[index]),
                    event: event, names: named, checksMediator: checksMediator)
            ]
        }
        let wrapsCall = mediator.declares(.delivery) || event.isConcurrent || event.collectsErrors
        return event.receivers.map { receiver in
            guard case .colleague(let index, let excludesSender) = receiver else {
                return DeliveryContext(
                    .mediator, receiverName: "mediator", excludesSender: false,
                    protocolType: nil, event: event, names: named, checksMediator: checksMediator)
            }
            let colleague = mediator.colleagues[index]
            let property = colleague.propertyName.property
            let binds =
                colleague.mayBeAbsent && event.resultType == nil && (excludesSender || wrapsCall)
            let keyed = event.keyedReceivers[index]
            let pick = event.pickedSlots[index].flatMap { pick in
                named.picks[pick.firstSlot].map {
                    "\($0.declared) == .\(colleague.propertyName.member)"
                }
            }
            return DeliveryContext(
                colleague.isSet
                    ? .set(
                        property: property, members: members[index]?.declared,
                        keyArgument: keyed.map { event.parameters[$0.parameter].name.declared },
                        firstOnly: keyed?.onlyFirst == true)
                    : colleague.mayBeAbsent
                        ? .weak(property: property, binds: binds) : .strong(property: property),
                receiverName: colleague.traceName, excludesSender: excludesSender,
                protocolType: ColleagueContext.protocolType(
                    of: colleague, names: names.colleagues[index]),
                event: event, names: named, checksMediator: checksMediator, pick: pick)
        }
    }
}
