/// A validated spec: every name resolved, every route expanded, ready to render.
package struct SpecModel: Sendable, Equatable {
    /// The spec's file name, for the generated header.
    package var specFileName: String
    /// The spec's path as given, for `#sourceLocation` directives.
    package var specPath: String
    /// The modules the payload types need, in the order written.
    package var imports: [String]
    /// The mediators, in the order written.
    package var mediators: [MediatorModel]
}

/// The access level of generated declarations.
package enum AccessLevel: String, Sendable, Equatable {
    /// Visible to other modules.
    case `public`
    /// Visible to other modules of the same package.
    case `package`
    /// Visible within the module.
    case `internal`
}

/// Where a mediator's code runs, as its declaration says.
package enum Isolation: Sendable, Equatable {
    /// No keyword: one isolation domain uses the mediator, like any class that is not `Sendable`.
    case none
    /// `nonisolated`: the mediator is `Sendable`, used from any thread at once.
    case nonisolated
    /// A global actor, such as `@MainActor`, named as written after `@`.
    case globalActor(String)
}

/// One mediator of a spec.
package struct MediatorModel: Sendable, Equatable {
    /// The mediator class name.
    package var name: String
    /// Documentation lines for the class.
    package var documentation: [String]
    /// The access level of everything generated for the mediator.
    package var accessLevel: AccessLevel
    /// Where the mediator's code runs.
    package var isolation: Isolation
    /// Whether the spec declares it `codable`: its `Event` enum is `Codable`, and it replays logs
    /// of its events.
    package var isCodable = false
    /// Whether the spec declares it `subclassable`: the class is not `final`, and `open` when it
    /// is `public`.
    package var isSubclassable = false
    /// The superclass whose `init()` the mediator's initializer calls (`NSObject`), if any.
    package var superclass: String? = nil
    /// The protocols the mediator conforms to, as written after `:`.
    package var conformances: [String] = []
    /// The colleagues, in the order written.
    package var colleagues: [ColleagueModel]
    /// What the mediator uses without taking part in events, in the order written.
    package var dependencies: [DependencyModel] = []
    /// The stored properties of the mediator's own, in the order written.
    package var state: [StateModel] = []
    /// The roles, in the order written.
    package var roles: [RoleModel]
    /// The events, in the order written.
    package var events: [EventModel]
    /// Who takes part in which event, resolved once from `colleagues`, `roles` and `events`.
    package var participation: Participation
    /// The reaction to `when connected`, if the spec declares one.
    package var whenConnected: WhenConnectedModel?
    /// The reactions to colleagues coming and going and to the mediator's release, each once, in
    /// the order written.
    package var hooks: [HookModel] = []
    /// The behaviors, each kind at most once, in the order written.
    package var behaviors: [BehaviorModel] = []
    /// Where the mediator is declared.
    package var location: SourceLocation

    /// The global actor the mediator is isolated to, if any.
    package var globalActor: String? {
        guard case .globalActor(let actor) = isolation else { return nil }
        return actor
    }

    /// Whether the mediator is `nonisolated`: `Sendable`, usable from any thread at once.
    package var isNonisolated: Bool { isolation == .nonisolated }

    /// Whether the mediator is isolated to the main actor.
    package var isOnMainActor: Bool {
        globalActor == "MainActor" || globalActor == "_Concurrency.MainActor"
    }

    /// Whether every send retains the mediator: a `nonisolated` one, and one on a global actor
    /// other than the main actor. The `deinit` of the latter cannot be isolated on every system
    /// the package supports (that needs macOS 15.4 / iOS 18.4), so it may run on any thread, and
    /// a send that kept no reference could find the mediator freed under it.
    package var retainsOnEverySend: Bool {
        isNonisolated || (globalActor != nil && !isOnMainActor)
    }

    /// What the class and the methods a subclass may override start with: the access level, or
    /// `open ` for a `public` mediator that is `subclassable`.
    package var overridableModifier: String {
        isSubclassable && accessLevel == .public ? "open " : accessLevel.modifier
    }

    /// Whether the mediator has the behavior of `kind`.
    package func declares(_ kind: BehaviorKind) -> Bool {
        behaviors.contains { $0.kind == kind }
    }
}

/// Code of the mediator's own that runs around each delivery or each dispatch.
package struct BehaviorModel: Sendable, Equatable {
    /// What the behavior runs around.
    package var kind: BehaviorKind
    /// Documentation lines for the behavior's requirement.
    package var documentation: [String]
    /// Where the behavior is declared.
    package var location: SourceLocation
}

/// A receiver role: a protocol several colleague types conform to, so that an event routed to
/// the role reaches all of them.
package struct RoleModel: Sendable, Equatable {
    /// The role's name, also the name of its protocol inside the mediator.
    package var name: String
    /// Documentation lines for the protocol.
    package var documentation: [String]
    /// Where the role is declared.
    package var location: SourceLocation
}

/// A stored property of the mediator's own (`var calls: [String: Call] = [:]`).
package struct StateModel: Sendable, Equatable {
    /// The property's name.
    package var name: Identifier
    /// Whether it is a `var`.
    package var isVariable: Bool
    /// The access level written, if any.
    package var accessLevel: String?
    /// The type, as written, if any.
    package var type: String?
    /// The default value, a Swift expression as written, if any.
    package var defaultValue: String?
    /// Documentation lines.
    package var documentation: [String]
    /// Where the property's name is written.
    package var location: SourceLocation
    /// Where its declaration starts: its first attribute or modifier, or `let` or `var`.
    package var start: SourceLocation
    /// What precedes `let` or `var`, in the order written, each piece where it is written: its
    /// attributes, property wrappers and modifiers (`@Published`, `public`, `internal(set)`).
    package var prefix: [WrittenText] = []
    /// Its `willSet` and `didSet` observers, braces included, as written.
    package var observers: String?
}

/// A colleague slot of a mediator.
package struct ColleagueModel: Sendable, Equatable {
    /// The colleague's Swift class, or its protocol when ``isProtocol``.
    package var typeName: String
    /// Whether the colleague is known by a class-bound protocol (`colleague any Name`).
    package var isProtocol: Bool = false
    /// The name of the mediator's property that holds the colleague or set.
    package var propertyName: Identifier
    /// Whether the slot is a dynamic set.
    package var isSet: Bool
    /// Whether the mediator holds the colleague weakly.
    package var isWeak: Bool
    /// Whether the one-instance colleague may be absent, attached and replaced after `init`
    /// (`colleague Name?`): a settable optional property.
    package var isOptional: Bool = false
    /// The name of the colleague's own property that keeps its outbox: `mediator` unless the
    /// spec names another (`outbox lobby`), so that a class can send in several mediators.
    package var outboxProperty: Identifier
    /// The type of the key a keyed set's members join with (`keyed by String`), if any.
    package var keyType: String? = nil
    /// Whether the spec says that the mediator's own code calls the colleague
    /// (`called directly`), so that taking part in no event is not a mistake.
    package var isCalledDirectly = false
    /// The access level of the slot's property (and of `join` and `leave` for a set), when the
    /// spec narrows it from the mediator's: `internal colleague Engine` in a `public` mediator.
    package var accessLevel: AccessLevel? = nil
    /// For one of several slots of one type (`colleague Page as first`, `colleague Page as
    /// second`): the index of the first slot of that type, or `nil` for that first slot and for
    /// the slot of a type that has one.
    package var firstSlotOfType: Int? = nil
    /// Whether its type fills several slots: traces, its sender case and its case of the type's
    /// slot enum name it by its property.
    package var isOneOfSeveral = false
    /// Whether, as one of several slots whose colleagues keep their outboxes in different
    /// properties, it has a protocol and an outbox of its own, named after the slot:
    /// `HomePlayerColleague`. Other slots of one type share one.
    package var hasOwnProtocol = false
    /// Indices of the roles the colleague plays.
    package var roles: [Int]
    /// Documentation lines for the property.
    package var documentation: [String]
    /// Where the colleague is declared.
    package var location: SourceLocation

    /// The type of one colleague in Swift: `NewsFeed`, or `any NewsFeed` for a protocol.
    package var swiftType: String { isProtocol ? "any \(typeName)" : typeName }

    /// The optional of ``swiftType``: `NewsFeed?`, or `(any NewsFeed)?`.
    package var optionalType: String { isProtocol ? "(\(swiftType))?" : typeName + "?" }

    /// Whether reading the one-instance colleague may find none: it is weak or optional.
    package var mayBeAbsent: Bool { !isSet && (isWeak || isOptional) }

    /// The name traces, the observer and replayed logs give the slot: its type, or its property
    /// when the type fills several slots.
    package var traceName: String { isOneOfSeveral ? propertyName.text : typeName }

    /// Whether generated code declares the protocol and outbox the slot uses here, rather than
    /// at an earlier slot of its type that shares them.
    package var declaresProtocol: Bool { firstSlotOfType == nil || hasOwnProtocol }
}

/// `when connected`: a reaction, `handleConnected()`, that `init` calls once it has connected
/// every colleague.
package struct WhenConnectedModel: Sendable, Equatable {
    /// Documentation lines.
    package var documentation: [String]
    /// Where `when` is written.
    package var location: SourceLocation
    /// Indices of the events the reaction may send (its `then` list), each once, as written.
    package var followUps: [Int] = []
}
