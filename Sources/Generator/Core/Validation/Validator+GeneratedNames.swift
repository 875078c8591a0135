// Names in a spec that generated code cannot take: those its own declarations have (read from
// `GeneratedNames`, the one place they are made), and those of Swift or MediatorRuntime
// declarations it refers to. Generated code picks other names for its private members and
// locals; the names checked here are those it cannot rename: names users write or read.

extension Validator {
    /// Why a parameter cannot be called `name`, or `nil` when one can. Generated code passes
    /// parameters on by name inside methods that also name the types below and `self`.
    static func reservedParameterReason(_ name: String) -> String? {
        switch name {
        case "self", "Self": "generated code needs it for the instance and its type"
        case "_": "Swift does not take it as a name"
        default: hiddenTypeReason(name)
        }
    }

    /// Why no member of a generated type (a property, an event's method and case) can be called
    /// `name`, or `nil` when one can.
    static func reservedMemberReason(_ name: String) -> String? {
        switch name {
        case "Type", "Protocol":
            "after a '.' Swift reads it as the metatype, and generated code names members that way "
                + "('Event.\(name)', 'self.\(name)')"
        default: reservedParameterReason(name)
        }
    }

    /// Why a name would hide a type generated code refers to inside a mediator, or `nil`.
    private static func hiddenTypeReason(_ name: String) -> String? {
        if name == GeneratedNames.event {
            return "generated code names the mediator's enum of events '\(name)', which a member "
                + "of that name would hide"
        }
        guard GeneratedNames.runtimeTypeNames.contains(name) else { return nil }
        return "generated code refers to the type of that name from MediatorRuntime or Swift, "
            + "which a member of that name would hide (the reserved type names are "
            + "\(GeneratedNames.runtimeTypeNames.sorted().joined(separator: ", ")))"
    }

    /// Reports a type name that Swift reserves or that generated code needs for another type.
    mutating func checkTypeName(_ name: NameSyntax, role: String) {
        if SwiftNames.reservedTypeNames.contains(name.text)
            || SwiftNames.keywords.contains(name.text)
        {
            diagnostics.error(
                "'\(name.text)' cannot name \(role): Swift reserves it; choose another name",
                at: name.location)
        } else if GeneratedNames.runtimeTypeNames.contains(name.text) {
            diagnostics.error(
                "'\(name.text)' cannot name \(role): generated code refers to the type of that "
                    + "name from MediatorRuntime or Swift; the reserved type names are "
                    + GeneratedNames.runtimeTypeNames.sorted().joined(separator: ", "),
                at: name.location)
        }
    }

    /// Reports a mediator, colleague or role named like a type generated for the mediator: a
    /// colleague's protocol (`NameColleague`), outbox (`NameOutbox`) or weak reference
    /// (`NameReference`); `Reactions`, `Behaviors`, `Event`; or the sender type of an event
    /// `with sender` (`EventSender`).
    mutating func checkGeneratedTypeNames(of mediator: MediatorModel, _ names: GeneratedNames) {
        var generated = [
            GeneratedNames.reactions: "the protocol of the mediator's reactions",
            GeneratedNames.event: "the enum of the mediator's events",
        ]
        if !mediator.behaviors.isEmpty {
            generated[GeneratedNames.behaviors] = "the protocol of the mediator's behaviors"
        }
        for (event, named) in zip(mediator.events, names.events) {
            guard let senderType = named.senderType else { continue }
            generated[senderType] = "the sender type of event '\(event.spelledName)'"
            if GeneratedNames.runtimeTypeNames.contains(senderType) {
                diagnostics.error(
                    "'with sender' makes a type '\(senderType)' for event '\(event.spelledName)', "
                        + "which would hide the type of that name from MediatorRuntime; rename the "
                        + "event",
                    at: event.location)
            }
        }
        for (colleague, named) in zip(mediator.colleagues, names.colleagues) {
            generated[named.protocolName] =
                "the protocol generated for colleague '\(colleague.typeName)'"
            generated[named.outboxName] =
                "the outbox generated for colleague '\(colleague.typeName)'"
            guard let reference = named.referenceName else { continue }
            generated[reference] =
                "the weak reference generated for colleague 'any \(colleague.typeName)'"
            if GeneratedNames.runtimeTypeNames.contains(reference) {
                diagnostics.error(
                    "colleague 'any \(colleague.typeName)' gets a weak reference type "
                        + "'\(reference)', which would hide the type of that name from "
                        + "MediatorRuntime; rename the protocol", at: colleague.location)
            }
        }
        for slots in mediator.slotsByType {
            let type = mediator.colleagues[slots[0]].typeName
            generated[GeneratedNames.slotEnum(ofType: type)] = "the enum of the slots of '\(type)'"
        }
        let declared =
            [(mediator.name, mediator.location, "mediator")]
            + mediator.colleagues.map { ($0.typeName, $0.location, "colleague") }
            + mediator.roles.map { ($0.name, $0.location, "role") }
        for (name, location, kind) in declared {
            if let owner = generated[name] {
                diagnostics.error(
                    "\(kind) '\(name)' has the name of \(owner) in mediator '\(mediator.name)'; "
                        + "rename one of them", at: location)
            }
        }
    }

    /// Colleague properties, entry points of `outside` and `mediator` events and reactions
    /// (`handleConnected()` among them) are members of one class, with `observer`, `join(_:)`
    /// and `leave(_:)`; an outbox property `mediator` and a received event `mediator()` would be
    /// members of one colleague. No event may take its mediator's name.
    mutating func checkMemberNames(of mediator: MediatorModel, _ names: GeneratedNames) {
        var owners = Dictionary(
            uniqueKeysWithValues: GeneratedNames.reservedMembers.map {
                ($0, $0 == "observer" ? "the mediator's observer" : "\($0)(_:)")
            })
        if mediator.isCodable {
            owners[GeneratedNames.replay] = "the codable mediator's '\(GeneratedNames.replay)(_:)'"
        }
        for behavior in mediator.behaviors {
            owners[GeneratedNames.behaviorMethod(behavior.kind)] =
                "'behavior around \(behavior.kind.rawValue)'"
        }
        for colleague in mediator.colleagues {
            // A reserved type (`Self`) is reported once, by `checkTypeName`.
            if let reason = Self.reservedMemberReason(colleague.propertyName.text),
                !SwiftNames.reservedTypeNames.contains(colleague.typeName),
                !GeneratedNames.runtimeTypeNames.contains(colleague.typeName)
            {
                diagnostics.error(
                    "colleague '\(colleague.typeName)' cannot be stored in a property "
                        + "'\(colleague.propertyName)': \(reason); choose another name after "
                        + "'as'", at: colleague.location)
            }
            // Unnamed slots of one type are reported once, by `groupSlotsOfOneType`.
            if let other = owners[colleague.propertyName.text],
                other != "colleague '\(colleague.typeName)'"
            {
                diagnostics.error(
                    "colleague '\(colleague.typeName)' would be stored in property "
                        + "'\(colleague.propertyName)', a name \(other) already uses; name the "
                        + "property with 'as', as in 'colleague \(colleague.typeName) as other'",
                    at: colleague.location)
            }
            owners[colleague.propertyName.text] = "colleague '\(colleague.typeName)'"
        }
        let properties =
            mediator.dependencies.map { ($0.name, $0.location, "dependency") }
            + mediator.state.map { ($0.name, $0.location, "property") }
        for (name, location, kind) in properties {
            if let reason = Self.reservedMemberReason(name.text) {
                diagnostics.error(
                    "'\(name)' cannot name a property of the mediator: \(reason); choose "
                        + "another name", at: location)
            } else if let owner = owners[name.text] {
                diagnostics.error(
                    "\(kind) '\(name)' of the mediator has a name \(owner) already uses; "
                        + "rename the \(kind)", at: location)
            }
            owners[name.text] = "\(kind) '\(name)'"
        }
        for event in mediator.events {
            if let reason = Self.reservedMemberReason(event.name.text) {
                diagnostics.error(
                    "'\(event.name)' cannot name an event, which becomes a method and a case of "
                        + "generated types: \(reason); choose another name", at: event.location)
            } else if event.name.text == mediator.name {
                diagnostics.error(
                    "event '\(event.name)' has the name of its mediator: in a colleague that "
                        + "receives it, the method would hide the mediator's type from "
                        + "'let mediator = \(mediator.name).XOutbox()'; rename the event",
                    at: event.location)
            }
        }
        // Events that share a base name share their methods' name, which Swift overloads by
        // labels: each name is checked once, for the first event that has such a method.
        var entryPoints: Set<String> = []
        for event in mediator.events where event.isSentThroughMediator {
            guard entryPoints.insert(event.name.text).inserted else { continue }
            if let owner = owners[event.name.text] {
                let sender = event.isSentFromOutside ? "from outside" : "by the mediator"
                diagnostics.error(
                    "event '\(event.spelledName)' is sent \(sender), so it becomes a method of the "
                        + "mediator, but that name is taken by \(owner)", at: event.location)
            }
            owners[event.name.text] = "the entry point of event '\(event.spelledName)'"
        }
        if let whenConnected = mediator.whenConnected {
            if let owner = owners[GeneratedNames.connectedReaction] {
                diagnostics.error(
                    "'when connected' calls the reaction '\(GeneratedNames.connectedReaction)()', "
                        + "a name \(owner) already uses", at: whenConnected.location)
            }
            owners[GeneratedNames.connectedReaction] = "the reaction to 'when connected'"
        }
        for hook in mediator.hooks {
            if let owner = owners[hook.reaction] {
                diagnostics.error(
                    "this hook calls the reaction '\(hook.reaction)', a name \(owner) already uses; "
                        + "rename one of them", at: hook.location)
            }
            owners[hook.reaction] = "the reaction '\(hook.reaction)'"
        }
        var reactions: Set<String> = []
        for (event, named) in zip(mediator.events, names.events) {
            guard let reaction = named.reaction, reactions.insert(reaction).inserted else {
                continue
            }
            if let owner = owners[reaction] {
                diagnostics.error(
                    "event '\(event.spelledName)' is routed to the mediator, whose reaction "
                        + "'\(reaction)' would clash with \(owner); rename the event",
                    at: event.location)
            }
            owners[reaction] = "the reaction to event '\(event.spelledName)'"
        }
        checkOutboxProperty(of: mediator)
    }
}
