// Names in a spec that generated code cannot take, because it gives them to its own declarations
// or refers to declarations of Swift or of MediatorRuntime by them. Where generated code can pick
// another name for its own declaration (a local, a private member), it does (see `MediatorNames`);
// the names checked here are those it cannot rename: names users write or read.

extension Validator {
    /// The names of MediatorRuntime and Swift declarations that generated code refers to inside a
    /// mediator; a type of the spec with one of these names would hide it.
    static let runtimeTypeNames: Set<String> = [
        "MediatorRuntime", "MediatorLink", "SendableMediatorLink", "OutboxConnection",
        "SendableOutboxConnection", "MediatorSender", "MediatorObserver", "MediatorTrace",
        "WeakColleagueSet", "StrongColleagueSet", "WeakColleagues", "StrongColleagues",
        "ColleagueReference", "Locked", "WeakReference", "RequireSendable", "ObjectIdentifier",
        "UnsafePointer", "MediatorDelivery", "DeliveryErrors", "MediatorEvent",
        "RuntimeVersion2", "Sendable", "AnyObject",
    ]

    /// The enum of a mediator's events, which generated code declares in every mediator and
    /// names inside it without qualification.
    static let eventTypeName = "Event"

    /// Why no member of a generated type (a property, a method, a parameter) can be called
    /// `name`, or `nil` when one can.
    static func reservedMemberReason(_ name: String) -> String? {
        switch name {
        case "self", "Self": "generated code needs it for the instance and its type"
        case "Type", "Protocol": "Swift forbids members of that name"
        case "_": "Swift does not take it as a name"
        case eventTypeName:
            "generated code names the mediator's enum of events '\(eventTypeName)', which a "
                + "member of that name would hide"
        default:
            runtimeTypeNames.contains(name)
                ? "generated code refers to the type of that name from MediatorRuntime or "
                    + "Swift, which a member of that name would hide (the reserved type names "
                    + "are \(runtimeTypeNames.sorted().joined(separator: ", ")))" : nil
        }
    }

    /// Reports a type name that Swift reserves or that generated code needs for another type.
    mutating func checkTypeName(_ name: NameSyntax, role: String) {
        if SwiftNames.reservedTypeNames.contains(name.text)
            || SwiftNames.keywords.contains(name.text)
        {
            diagnostics.error(
                "'\(name.text)' cannot name \(role): Swift reserves it; choose another name",
                at: name.location)
        } else if Self.runtimeTypeNames.contains(name.text) {
            diagnostics.error(
                "'\(name.text)' cannot name \(role): generated code refers to the type of that "
                    + "name from MediatorRuntime or Swift; the reserved type names are "
                    + Self.runtimeTypeNames.sorted().joined(separator: ", "),
                at: name.location)
        }
    }

    /// Reports a mediator, colleague or role named like a type generated for the mediator: a
    /// colleague's protocol (`NameColleague`), outbox (`NameOutbox`) or, for a colleague known by
    /// a protocol, weak reference (`NameReference`); `Reactions`; `Event`; or the sender type of
    /// an event `with sender` (`EventSender`).
    mutating func checkGeneratedTypeNames(
        _ mediator: NameSyntax, colleagues: [ColleagueModel], roles: [RoleModel],
        events: [EventModel], behaviors: [BehaviorModel]
    ) {
        var generated = [
            "Reactions": "the protocol of the mediator's reactions",
            Self.eventTypeName: "the enum of the mediator's events",
        ]
        if !behaviors.isEmpty {
            generated["Behaviors"] = "the protocol of the mediator's behaviors"
        }
        for event in events where event.reactionTakesSender {
            generated[event.senderTypeName] = "the sender type of event '\(event.name)'"
            if Self.runtimeTypeNames.contains(event.senderTypeName) {
                diagnostics.error(
                    "'with sender' makes a type '\(event.senderTypeName)' for event "
                        + "'\(event.name)', which would hide the type of that name from "
                        + "MediatorRuntime; rename the event", at: event.location)
            }
        }
        for colleague in colleagues {
            generated[colleague.protocolName] =
                "the protocol generated for colleague '\(colleague.typeName)'"
            generated[colleague.outboxName] =
                "the outbox generated for colleague '\(colleague.typeName)'"
            if colleague.isProtocol {
                generated[colleague.referenceName] =
                    "the weak reference generated for colleague 'any \(colleague.typeName)'"
                if Self.runtimeTypeNames.contains(colleague.referenceName) {
                    diagnostics.error(
                        "colleague 'any \(colleague.typeName)' gets a weak reference type "
                            + "'\(colleague.referenceName)', which would hide the type of that "
                            + "name from MediatorRuntime; rename the protocol",
                        at: colleague.location)
                }
            }
        }
        let declared =
            [(mediator.text, mediator.location, "mediator")]
            + colleagues.map { ($0.typeName, $0.location, "colleague") }
            + roles.map { ($0.name, $0.location, "role") }
        for (name, location, kind) in declared {
            if let owner = generated[name] {
                diagnostics.error(
                    "\(kind) '\(name)' has the name of \(owner) in mediator '\(mediator.text)'; "
                        + "rename one of them", at: location)
            }
        }
    }

    /// Colleague properties, entry points of `outside` and `mediator` events and reactions
    /// (`handleConnected()` among them) are members of one class, with `observer`, `join(_:)` and
    /// `leave(_:)`; an outbox property `mediator` and a received event `mediator()` would be
    /// members of one colleague. No event may take its mediator's name.
    mutating func checkMemberNames(
        of mediator: String, _ colleagues: [ColleagueModel], events: [EventModel],
        participation: Participation, whenConnected: WhenConnectedModel?,
        behaviors: [BehaviorModel]
    ) {
        var owners = [
            "observer": "the mediator's observer", "join": "join(_:)", "leave": "leave(_:)",
        ]
        for behavior in behaviors {
            owners[behavior.methodName] = "'behavior around \(behavior.kind.rawValue)'"
        }
        for colleague in colleagues {
            // A reserved type (`Self`) is reported once, by `checkTypeName`.
            if let reason = Self.reservedMemberReason(colleague.propertyName),
                !SwiftNames.reservedTypeNames.contains(colleague.typeName),
                !Self.runtimeTypeNames.contains(colleague.typeName)
            {
                diagnostics.error(
                    "colleague '\(colleague.typeName)' cannot be stored in a property "
                        + "'\(colleague.propertyName)': \(reason); choose another name after "
                        + "'as'", at: colleague.location)
            }
            if let other = owners[colleague.propertyName] {
                diagnostics.error(
                    "colleague '\(colleague.typeName)' would be stored in property "
                        + "'\(colleague.propertyName)', a name \(other) already uses; name the "
                        + "property with 'as', as in 'colleague \(colleague.typeName) as other'",
                    at: colleague.location)
            }
            owners[colleague.propertyName] = "colleague '\(colleague.typeName)'"
        }
        for event in events {
            if let reason = Self.reservedMemberReason(event.name) {
                diagnostics.error(
                    "'\(event.name)' cannot name an event, which becomes a method of generated "
                        + "types: \(reason); choose another name", at: event.location)
            } else if event.name == mediator {
                diagnostics.error(
                    "event '\(event.name)' has the name of its mediator: in a colleague that "
                        + "receives it, the method would hide the mediator's type from "
                        + "'let mediator = \(mediator).XOutbox()'; rename the event",
                    at: event.location)
            }
        }
        // An event declared twice is reported once, by `checkEventNames`.
        var seen: Set<String> = []
        let distinct = events.filter { seen.insert($0.name).inserted }
        for event in distinct where event.isSentThroughMediator {
            if let owner = owners[event.name] {
                let sender = event.isSentFromOutside ? "from outside" : "by the mediator"
                diagnostics.error(
                    "event '\(event.name)' is sent \(sender), so it becomes a method of the "
                        + "mediator, but that name is taken by \(owner)",
                    at: event.location)
            }
            owners[event.name] = "the entry point of event '\(event.name)'"
        }
        if let whenConnected {
            if let owner = owners["handleConnected"] {
                diagnostics.error(
                    "'when connected' calls the reaction 'handleConnected()', a name \(owner) "
                        + "already uses", at: whenConnected.location)
            }
            owners["handleConnected"] = "the reaction to 'when connected'"
        }
        for event in distinct where event.receivers.contains(.mediator) {
            let reaction = "handle" + SwiftNames.upperCamelCase(event.name)
            if let owner = owners[reaction] {
                diagnostics.error(
                    "event '\(event.name)' is routed to the mediator, whose reaction "
                        + "'\(reaction)' would clash with \(owner); rename the event",
                    at: event.location)
            }
            owners[reaction] = "the reaction to event '\(event.name)'"
        }
        checkOutboxProperty(colleagues, events: events, participation: participation)
    }

    /// A colleague that sends keeps its outbox in `mediator`; it cannot also receive an event
    /// `mediator()`.
    private mutating func checkOutboxProperty(
        _ colleagues: [ColleagueModel], events: [EventModel], participation: Participation
    ) {
        for (index, colleague) in colleagues.enumerated()
        where !participation.sentEvents[index].isEmpty {
            let received =
                participation.receivedEvents[index]
                + colleague.roles.flatMap { participation.roleEvents[$0] }
            for event in received.map({ events[$0] })
            where event.name == "mediator" && event.parameters.isEmpty {
                diagnostics.error(
                    "event 'mediator()' is received by '\(colleague.typeName)', which keeps its "
                        + "outbox in a property 'mediator'; rename the event",
                    at: event.location)
            }
        }
    }
}
