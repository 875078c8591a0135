/// The names generated code gives its own members of a mediator, its outboxes and its nested
/// types, each chosen once so that no name from the spec collides with it.
struct MediatorNames {
    /// The mediator's stored link to its outboxes; no parameter takes it, so code can name it
    /// without `self.`.
    let link: String
    /// For each colleague, the private storage behind its property in a `nonisolated` mediator.
    let storage: [String]
    /// For each colleague, the stored connection of its outbox; none of the outbox's parameters
    /// takes it.
    let connection: [String]
    /// For each set member or weak colleague that sends an event `with sender`, its outbox's weak
    /// reference to the colleague, which the outbox passes on as the sender; `""` for the others.
    let owner: [String]
    /// For each one-instance colleague held strongly that sends an event `with sender`, the local
    /// its outbox binds the mediator to, which names the colleague from its own property; `""`
    /// for the others.
    let senderMediator: [String]
    /// For each event, the private method that delivers it; no parameter takes it.
    let dispatchNames: [String]
    /// For each event, the type alias that checks that what of it crosses threads or tasks is
    /// `Sendable` (see ``SendableCheck``); `""` when nothing is checked.
    let sendableCheckNames: [String]
    /// The static methods that check that each protocol a colleague is known by refines the
    /// colleague's generated protocol; `""` when no colleague is known by a protocol.
    let refinementCheck: String

    init(_ mediator: MediatorModel) {
        let participation = mediator.participation
        // The members a user sees or writes (properties, entry points, reactions) and every
        // parameter, so that generated code can name these members without `self.`.
        var members = NameScope(
            taking: ["observer", "join", "leave"] + mediator.colleagues.map(\.propertyName)
                + mediator.events.filter(\.isSentThroughMediator).map(\.name)
                + mediator.events.filter { $0.receivers.contains(.mediator) }.map {
                    "handle" + SwiftNames.upperCamelCase($0.name)
                } + (mediator.whenConnected == nil ? [] : ["handleConnected"])
                + mediator.behaviors.map(\.methodName)
                + mediator.events.flatMap { $0.parameters.map(\.name) })
        link = members.claim("link")
        refinementCheck =
            mediator.colleagues.contains(where: \.isProtocol)
            ? members.claim("requireColleague") : ""
        storage = mediator.colleagues.map { colleague in
            guard mediator.isNonisolated && (colleague.isSet || colleague.isWeak) else { return "" }
            return members.claim(colleague.propertyName + "Storage")
        }
        dispatchNames = mediator.events.map {
            members.claim("dispatch" + SwiftNames.upperCamelCase($0.name))
        }
        var connection: [String] = []
        var owner: [String] = []
        var senderMediator: [String] = []
        for (colleague, sent) in zip(mediator.colleagues, participation.sentEvents) {
            var outbox = NameScope(
                taking: sent.flatMap {
                    [mediator.events[$0].name] + mediator.events[$0].parameters.map(\.name)
                })
            connection.append(outbox.claim("connection"))
            let tellsSender = sent.contains { mediator.events[$0].reactionTakesSender }
            let isHeldStrongly = !colleague.isSet && !colleague.isWeak
            owner.append(tellsSender && !isHeldStrongly ? outbox.claim("owner") : "")
            senderMediator.append(tellsSender && isHeldStrongly ? outbox.claim("mediator") : "")
        }
        self.connection = connection
        self.owner = owner
        self.senderMediator = senderMediator
        // The types the mediator declares, and every name its payload and result types mention.
        var typeNames: [String] =
            [mediator.name, "Reactions", "Behaviors"] + mediator.roles.map(\.name)
            + mediator.events.filter(\.reactionTakesSender).map(\.senderTypeName)
        for colleague in mediator.colleagues {
            typeNames += [colleague.typeName, colleague.protocolName, colleague.outboxName]
            if colleague.isProtocol { typeNames.append(colleague.referenceName) }
        }
        // Each type once: most events share their payload types.
        var payloadTypes: Set<String> = []
        for event in mediator.events {
            payloadTypes.formUnion(event.parameters.map(\.type))
            if let result = event.resultType { payloadTypes.insert(result) }
        }
        for type in payloadTypes {
            typeNames += type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
        var types = NameScope(taking: typeNames)
        sendableCheckNames = mediator.events.map { event in
            let check = SendableCheck(event, in: mediator)
            return check.isEmpty
                ? "" : types.claim(SwiftNames.upperCamelCase(event.name) + check.aliasSuffix)
        }
    }
}
