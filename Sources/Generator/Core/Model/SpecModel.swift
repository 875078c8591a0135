/// A validated spec: every name resolved, every route expanded, ready to render.
public struct SpecModel: Sendable, Equatable {
    /// The spec's file name, for the generated header.
    public var specFileName: String
    /// The spec's path as given, for `#sourceLocation` directives.
    public var specPath: String
    /// The modules the payload types need, in the order written.
    public var imports: [String]
    /// The mediators, in the order written.
    public var mediators: [MediatorModel]
}

/// The access level of generated declarations.
public enum AccessLevel: String, Sendable, Equatable {
    /// Visible to other modules.
    case `public`
    /// Visible to other modules of the same package.
    case `package`
    /// Visible within the module.
    case `internal`
}

/// One mediator of a spec.
public struct MediatorModel: Sendable, Equatable {
    /// The mediator class name.
    public var name: String
    /// Documentation lines for the class.
    public var documentation: [String]
    /// The access level of everything generated for the mediator.
    public var accessLevel: AccessLevel
    /// The global actor the mediator is isolated to, if any.
    public var globalActor: String?
    /// Whether the mediator is `nonisolated`: `Sendable`, usable from any thread.
    public var isSendable: Bool
    /// The colleagues, in the order written.
    public var colleagues: [ColleagueModel]
    /// The roles, in the order written.
    public var roles: [RoleModel]
    /// The events, in the order written.
    public var events: [EventModel]
    /// Who takes part in which event, resolved once from `colleagues`, `roles` and `events`.
    public var participation: Participation
    /// The reaction to `when connected`, if the spec declares one.
    public var whenConnected: WhenConnectedModel?
    /// The behaviors, each kind at most once, in the order written.
    public var behaviors: [BehaviorModel] = []
    /// Where the mediator is declared.
    public var location: SourceLocation

    /// Whether the mediator is isolated to the main actor.
    public var isOnMainActor: Bool {
        globalActor == "MainActor" || globalActor == "_Concurrency.MainActor"
    }

    /// Whether every send retains the mediator: a `nonisolated` one, and one on a global actor
    /// other than the main actor. The `deinit` of the latter cannot be isolated on every system
    /// the package supports (that needs macOS 15.4 / iOS 18.4), so it may run on any thread, and
    /// a send that kept no reference could find the mediator freed under it.
    public var retainsOnEverySend: Bool {
        isSendable || (globalActor != nil && !isOnMainActor)
    }

    /// Whether the mediator has the behavior of `kind`.
    public func declares(_ kind: BehaviorKind) -> Bool {
        behaviors.contains { $0.kind == kind }
    }
}

/// Code of the mediator's own that runs around each delivery or each dispatch.
public struct BehaviorModel: Sendable, Equatable {
    /// What the behavior runs around.
    public var kind: BehaviorKind
    /// Documentation lines for the behavior's requirement.
    public var documentation: [String]
    /// Where the behavior is declared.
    public var location: SourceLocation

    /// The mediator's method that runs the behavior: `aroundDelivery` or `aroundDispatch`.
    public var methodName: String { "around" + SwiftNames.upperCamelCase(kind.rawValue) }
}

/// A receiver role: a protocol several colleague types conform to, so that an event routed to
/// the role reaches all of them.
public struct RoleModel: Sendable, Equatable {
    /// The role's name, also the name of its protocol inside the mediator.
    public var name: String
    /// Documentation lines for the protocol.
    public var documentation: [String]
    /// Where the role is declared.
    public var location: SourceLocation
}

/// A colleague slot of a mediator.
public struct ColleagueModel: Sendable, Equatable {
    /// The colleague's Swift class, or its protocol when ``isProtocol``.
    public var typeName: String
    /// Whether the colleague is known by a class-bound protocol (`colleague any Name`).
    public var isProtocol: Bool = false
    /// The name of the mediator's property that holds the colleague or set.
    public var propertyName: String
    /// Whether the slot is a dynamic set.
    public var isSet: Bool
    /// Whether the mediator holds the colleague weakly.
    public var isWeak: Bool
    /// Indices of the roles the colleague plays.
    public var roles: [Int]
    /// Documentation lines for the property.
    public var documentation: [String]
    /// Where the colleague is declared.
    public var location: SourceLocation

    /// The name of the protocol generated for the colleague: what it receives and its outbox.
    public var protocolName: String { typeName + "Colleague" }
    /// The name of the outbox generated for the colleague, which it sends through.
    public var outboxName: String { typeName + "Outbox" }
    /// The case of an event's sender type (`with sender`) for this colleague: `newsFeed`.
    public var senderCase: String { SwiftNames.lowerCamelCase(typeName) }
    /// The type of one colleague in Swift: `NewsFeed`, or `any NewsFeed` for a protocol.
    public var swiftType: String { isProtocol ? "any \(typeName)" : typeName }
    /// The optional of ``swiftType``, for a colleague held weakly: `NewsFeed?`, `(any NewsFeed)?`.
    public var optionalType: String { isProtocol ? "(\(swiftType))?" : "\(typeName)?" }
    /// The name of the weak reference type generated for a colleague known by a protocol.
    public var referenceName: String { typeName + "Reference" }
    /// The reference type colleague sets and weak storage use for this colleague.
    public var referenceType: String { isProtocol ? referenceName : "WeakReference<\(typeName)>" }
}

/// One parameter of an event.
public struct ParameterModel: Sendable, Equatable {
    /// The argument label as written in declarations (`_` for none), or `nil` if it is the name.
    public var label: String?
    /// The parameter name as written in declarations (in backticks where needed).
    public var name: String
    /// The Swift type.
    public var type: String
    /// Where the type is written in the spec.
    public var typeLocation: SourceLocation

}

/// Who receives an event, in delivery order.
public enum ReceiverModel: Sendable, Equatable {
    /// The colleague slot at this index of the mediator's colleagues.
    case colleague(Int, excludingSender: Bool)
    /// The mediator's own reaction.
    case mediator
}

/// `when connected`: a reaction, `handleConnected()`, that `init` calls once it has connected
/// every colleague.
public struct WhenConnectedModel: Sendable, Equatable {
    /// Documentation lines.
    public var documentation: [String]
    /// Where `when` is written.
    public var location: SourceLocation
    /// Indices of the events the reaction may send (its `then` list), each once, as written.
    public var followUps: [Int] = []
}

/// One event of a mediator.
public struct EventModel: Sendable, Equatable {
    /// The method name.
    public var name: String
    /// The payload.
    public var parameters: [ParameterModel]
    /// Whether the event is `async`.
    public var isAsync: Bool
    /// Whether the event `throws`.
    public var isThrowing: Bool
    /// The result type of a request, if any.
    public var resultType: String?
    /// Indices of the colleagues that may send the event.
    public var senders: [Int]
    /// Whether code outside every colleague may send it through the mediator.
    public var isSentFromOutside: Bool
    /// Whether the mediator's own code may send it, through a method that is not public.
    public var isSentByMediator: Bool
    /// Whether the mediator's reaction learns who sent the event (`to mediator with sender`).
    public var reactionTakesSender: Bool
    /// The receivers, in delivery order.
    public var receivers: [ReceiverModel]
    /// Whether the receivers of an async event run at once, each in a child task
    /// (`concurrently`).
    public var isConcurrent: Bool = false
    /// Whether every receiver of a throwing event runs, their errors thrown together at the end
    /// (`collecting errors`).
    public var collectsErrors: Bool = false
    /// Indices of the roles the event is routed to by name; their protocols require it.
    public var roleReceivers: [Int]
    /// Documentation lines.
    public var documentation: [String]
    /// Where the event is declared.
    public var location: SourceLocation
    /// Indices of the events that handling this one may send in turn (its `then` list), each
    /// once, as written. They change nothing in generated code.
    public var followUps: [Int] = []
    /// The cycle of reactions the event is part of, if any: the events whose `then` lists lead
    /// from each to the others and back form one group, and could set each other off without
    /// end. Groups are numbered from 0 in the order of their first declared event; a
    /// follow-up from one event of a group to another lies on a cycle.
    public var reactionCycle: Int?

    /// Whether the mediator has a method that sends the event: for `outside`, at the mediator's
    /// access level; for `mediator` alone, internal.
    public var isSentThroughMediator: Bool { isSentFromOutside || isSentByMediator }
    /// The name of the type `with sender` generates for the event: `LikeAddedSender`.
    public var senderTypeName: String { SwiftNames.upperCamelCase(name) + "Sender" }

    /// The event as a Swift function name, as traces show it: `likeAdded(to:)`. A compound
    /// name needs no backticks around its labels.
    public var selector: String {
        let labels = parameters.map { parameter in
            guard let label = SwiftText.callLabel(of: parameter) else { return "_:" }
            return (label.utf8.contains(UInt8(ascii: "`")) ? label.filter { $0 != "`" } : label)
                + ":"
        }
        return name + "(" + labels.joined() + ")"
    }
}
