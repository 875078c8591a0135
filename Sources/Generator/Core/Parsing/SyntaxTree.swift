/// The syntax tree of a spec file: what the user wrote, with the location of every part, before
/// any name is resolved.
public struct SpecSyntax: Sendable, Equatable {
    /// The `import` lines, in the order written.
    public var imports: [ImportSyntax] = []
    /// The mediators, in the order written.
    public var mediators: [MediatorSyntax] = []
}

/// A name as written in the spec.
public struct NameSyntax: Sendable, Equatable {
    /// The name without backticks.
    public var text: String
    /// Whether the user wrote the name in backticks.
    public var isEscaped: Bool
    /// Where the name starts.
    public var location: SourceLocation
}

/// `import Module` at the top of a spec: a module the payload types need.
public struct ImportSyntax: Sendable, Equatable {
    /// The module path, such as `Foundation` or `Darwin.C`.
    public var module: String
    /// Where the module name starts.
    public var location: SourceLocation
}

/// The access level written before `mediator`.
public enum AccessLevelSyntax: String, Sendable, Equatable {
    /// Visible to other modules.
    case `public`
    /// Visible to other modules of the same package.
    case `package`
    /// Visible within the module (the default).
    case `internal`
}

/// Where a mediator's code runs, as written before `mediator`.
public enum IsolationSyntax: Sendable, Equatable {
    /// Isolated to a global actor, such as `@MainActor`.
    case globalActor(String)
    /// Not isolated: usable from any isolation, with `Sendable` payloads.
    case nonisolated
}

/// `mediator Name { ... }`.
public struct MediatorSyntax: Sendable, Equatable {
    /// The name of the generated mediator class.
    public var name: NameSyntax
    /// Where the declaration starts: its first modifier, or `mediator`.
    public var start: SourceLocation
    /// The `///` lines written before the declaration.
    public var documentation: [String]
    /// The access level, when written.
    public var accessLevel: AccessLevelSyntax?
    /// The isolation, when written.
    public var isolation: IsolationSyntax?
    /// Where the isolation attribute or keyword starts, when written.
    public var isolationLocation: SourceLocation?
    /// The colleagues, in the order written.
    public var colleagues: [ColleagueSyntax] = []
    /// The roles, in the order written.
    public var roles: [RoleSyntax] = []
    /// The events, in the order written.
    public var events: [EventSyntax] = []
    /// Each `when connected` declaration; more than one is an error.
    public var whenConnected: [WhenConnectedSyntax] = []
    /// Each `behavior around ...` declaration, in the order written.
    public var behaviors: [BehaviorSyntax] = []
}

/// `behavior around delivery` or `behavior around dispatch`: code of the mediator's own that runs
/// around each delivery to a receiver, or around each whole dispatch.
public struct BehaviorSyntax: Sendable, Equatable {
    /// What the behavior runs around.
    public var kind: BehaviorKind
    /// Where `behavior` is written.
    public var location: SourceLocation
    /// The `///` lines written before the declaration.
    public var documentation: [String]
}

/// What a behavior runs around.
public enum BehaviorKind: String, Sendable, Equatable, CaseIterable {
    /// Each delivery of an event to one receiver.
    case delivery
    /// Each dispatch of an event, all its receivers included.
    case dispatch
}

/// `when connected [then Events]`: a reaction that runs once `init` has connected every colleague.
public struct WhenConnectedSyntax: Sendable, Equatable {
    /// Where `when` is written.
    public var location: SourceLocation
    /// The events the reaction may send.
    public var followUps: [NameSyntax]
    /// The `///` lines written before the declaration.
    public var documentation: [String]
}

/// `role Name`: a receiver role that several colleague types play.
public struct RoleSyntax: Sendable, Equatable {
    /// The name of the role and of its generated protocol.
    public var name: NameSyntax
    /// The `///` lines written before the declaration.
    public var documentation: [String]
}

/// How the mediator holds a colleague.
public enum OwnershipSyntax: String, Sendable, Equatable {
    /// The mediator keeps the colleague alive.
    case strong
    /// The mediator does not keep the colleague alive.
    case weak
}

/// `colleague Name`, `colleague Name: Role, ...` or `colleague [Name]`, optionally with
/// `as property` before the roles; `any Protocol` in place of `Name` for a colleague known by a
/// protocol.
public struct ColleagueSyntax: Sendable, Equatable {
    /// The Swift type of the colleague, or its protocol after `any`.
    public var name: NameSyntax
    /// Where the declaration starts: its ownership, or `colleague`.
    public var start: SourceLocation
    /// Whether the slot is a dynamic set of instances (`[Name]`) rather than one instance.
    public var isSet: Bool
    /// Whether the colleague is known by a protocol (`any Name`) rather than a class.
    public var isProtocol: Bool = false
    /// The ownership, when written.
    public var ownership: OwnershipSyntax?
    /// The name of the mediator's property for the slot, when written after `as`.
    public var property: NameSyntax? = nil
    /// The roles the colleague plays, written after `:`.
    public var roles: [NameSyntax] = []
    /// The `///` lines written before the declaration.
    public var documentation: [String]
}

/// A Swift type, passed through to generated code as written (whitespace normalised).
public struct TypeSyntax: Sendable, Equatable {
    /// The type's text.
    public var text: String
    /// Where the type starts.
    public var location: SourceLocation
    /// The byte offsets of the type in the file, from its first token to the end of its last.
    public var range: Range<Int>
}

/// One parameter of an event's payload: `label name: Type`.
public struct ParameterSyntax: Sendable, Equatable {
    /// The argument label, when it differs from the name; `_` for no label.
    public var label: NameSyntax?
    /// The parameter name.
    public var name: NameSyntax
    /// The parameter type.
    public var type: TypeSyntax
}

/// Who may send an event.
public enum SenderSyntax: Sendable, Equatable {
    /// A colleague type.
    case colleague(NameSyntax)
    /// Code outside every colleague, through the mediator's own entry point.
    case outside(SourceLocation)
    /// The mediator's own code (its reactions, extensions in its module), through a send method
    /// that is not public.
    case mediator(SourceLocation)
}

/// Where an event goes.
public enum RouteSyntax: Sendable, Equatable {
    /// A colleague type, or a role: every colleague that plays it.
    case colleague(NameSyntax)
    /// Every colleague.
    case all(SourceLocation)
    /// Every colleague except the one that sent the event.
    case others(SourceLocation)
    /// The mediator itself: a reaction the user writes in an extension.
    case mediator(SourceLocation)
    /// Another route followed by `except sender`: its receivers but the sending instance.
    indirect case exceptSender(RouteSyntax, SourceLocation)
}

/// `event name(payload) async throws -> Result from Senders to Routes then Events`.
public struct EventSyntax: Sendable, Equatable {
    /// The event's name: the method name receivers implement.
    public var name: NameSyntax
    /// The payload parameters.
    public var parameters: [ParameterSyntax]
    /// Whether the event is `async`.
    public var isAsync: Bool
    /// Whether the event `throws`.
    public var isThrowing: Bool
    /// The result type of a request, when written.
    public var resultType: TypeSyntax?
    /// Who may send the event.
    public var senders: [SenderSyntax]
    /// Where the event goes.
    public var routes: [RouteSyntax]
    /// Where `with sender` is written after `mediator`, when the reaction asks who sent the event.
    public var withSender: SourceLocation?
    /// Where `concurrently` is written, when an async event's receivers run at once.
    public var concurrently: SourceLocation? = nil
    /// Where `collecting errors` is written, when a throwing event's receivers all run and their
    /// errors are thrown together.
    public var collectingErrors: SourceLocation? = nil
    /// The events written after `then`: those that handling this event may send in turn.
    public var followUps: [NameSyntax] = []
    /// The `///` lines written before the declaration.
    public var documentation: [String]
}
