// The names generated code gives its declarations by fixed rules, the same for every mediator:
// those of the runtime it refers to, the members every mediator has, and the names derived from
// one type or event.

extension GeneratedNames {
    /// The names of MediatorRuntime and Swift declarations that generated code refers to inside a
    /// mediator; a type or member of the spec with one of these names would hide it.
    package static let runtimeTypeNames: Set<String> = [
        "MediatorRuntime", "MediatorLink", "SendableMediatorLink", "OutboxConnection",
        "SendableOutboxConnection", "MediatorSender", "MediatorObserver", "MediatorTrace",
        "WeakColleagueSet", "StrongColleagueSet", "WeakColleagues", "StrongColleagues",
        "KeyedColleagues", "StrongKeyedColleagues", "ColleagueReference", "Locked",
        "WeakReference", "RequireSendable", "ObjectIdentifier",
        "UnsafePointer", "MediatorDelivery", "DeliveryErrors", "MediatorEvent",
        "CodableMediatorEvent", "MediatorCodingKey", "MediatorLog", "MediatorReplayError",
        runtimeHandshake, "Sendable", "AnyObject",
    ]

    /// The runtime's version handshake that generated code names
    /// (`Sources/Runtime/RuntimeVersion.swift`).
    package static let runtimeHandshake = "RuntimeVersion3"

    /// The case that names a colleague of type `typeName` in the sender type of an event
    /// `with sender`: `newsFeed`.
    package static func senderCase(ofType typeName: String) -> Identifier {
        Identifier(SwiftNames.lowerCamelCase(typeName))
    }

    /// The case that names `colleague` in the sender type of an event `with sender`: its
    /// type's, or its property when the type fills several slots (`home`).
    package static func senderCase(of colleague: ColleagueModel) -> Identifier {
        colleague.isOneOfSeveral ? colleague.propertyName : senderCase(ofType: colleague.typeName)
    }

    /// What the protocol, the outbox and the weak reference generated for `colleague` are named
    /// after: its type, or for a slot with a protocol of its own, the slot and the type
    /// (`HomePlayer`).
    package static func stem(of colleague: ColleagueModel) -> String {
        colleague.hasOwnProtocol
            ? SwiftNames.upperCamelCase(colleague.propertyName.text) + colleague.typeName
            : colleague.typeName
    }

    /// The enum whose cases name the slots of a type that fills several: `PlayerSlot`.
    package static func slotEnum(ofType typeName: String) -> String { typeName + "Slot" }

    /// The property that holds a colleague of type `typeName` when the spec names none:
    /// `newsFeed`, or `newsFeeds` for a set.
    package static func property(ofType typeName: String, isSet: Bool) -> Identifier {
        let singular = SwiftNames.lowerCamelCase(typeName)
        return Identifier(isSet ? SwiftNames.plural(of: singular) : singular)
    }

    /// The test double generated for a colleague of type `typeName`: `NewsFeedDouble`.
    package static func double(ofType typeName: String) -> String { typeName + "Double" }

    /// The mediator's method that runs the behavior of `kind`: `aroundDelivery`.
    package static func behaviorMethod(_ kind: BehaviorKind) -> String {
        "around" + SwiftNames.upperCamelCase(kind.rawValue)
    }

    /// The member names every mediator has; colleague properties and entry points cannot take
    /// them.
    package static let reservedMembers = ["observer", "join", "leave"]
    /// The property of a colleague's own that keeps its outbox, unless the spec names another.
    package static let outboxProperty = Identifier("mediator")
    /// The method with which a `codable` mediator sends a log's events again.
    package static let replay = "replay"
    /// The static members of a `codable` mediator's `Event` enum that its conformance declares or
    /// calls, which an event's case would clash with.
    package static let codableEventMembers: Set = ["mediatorName", "decodeCase", "unknownEvent"]
    /// The reaction `init` calls for `when connected`.
    package static let connectedReaction = "handleConnected"
    /// The reaction `deinit` calls for `when released`.
    package static let releasedReaction = "handleReleased"

    /// The reaction to `when property changes|joins|leaves`: `handleCoordinatorChange`,
    /// `handlePlayersJoin`, `handlePlayersLeave`.
    package static func hookReaction(property: Identifier, verb: String) -> String {
        let action = ["changes": "Change", "joins": "Join", "leaves": "Leave"][verb] ?? verb
        return "handle" + property.capitalized + action
    }
    /// The protocols and enum every mediator may declare inside itself.
    package static let reactions = "Reactions", behaviors = "Behaviors", event = "Event"
}
