// The syntax of a mediator's declaration and of the members of its body other than colleagues and
// events, as the parser reads them.

/// The access level written before `mediator`.
package enum AccessLevelSyntax: String, Sendable, Equatable {
    /// Visible to other modules.
    case `public`
    /// Visible to other modules of the same package.
    case `package`
    /// Visible within the module (the default).
    case `internal`
}

/// Where a mediator's code runs, as written before `mediator`.
package enum IsolationSyntax: Sendable, Equatable {
    /// Isolated to a global actor, such as `@MainActor`.
    case globalActor(String)
    /// Not isolated: usable from any isolation, with `Sendable` payloads.
    case nonisolated
}

/// `mediator Name { ... }`.
package struct MediatorSyntax: Sendable, Equatable {
    /// The name of the generated mediator class.
    package var name: NameSyntax
    /// Where the declaration starts: its first modifier, or `mediator`.
    package var start: SourceLocation
    /// The `///` lines written before the declaration.
    package var documentation: [String]
    /// The access level, when written.
    package var accessLevel: AccessLevelSyntax?
    /// The isolation, when written.
    package var isolation: IsolationSyntax?
    /// Where the isolation attribute or keyword starts, when written.
    package var isolationLocation: SourceLocation?
    /// Whether `codable` is written: the mediator's events can be written to a log and replayed.
    package var isCodable = false
    /// Where `subclassable` is written, when it is: the class is not `final`.
    package var subclassable: SourceLocation? = nil
    /// The superclass and protocols after `:`, in the order written.
    package var inheritance: [InheritedTypeSyntax] = []
    /// The colleagues, in the order written.
    package var colleagues: [ColleagueSyntax] = []
    /// What the mediator uses without taking part in events, in the order written.
    package var dependencies: [DependencySyntax] = []
    /// The stored properties of the mediator's own, in the order written.
    package var state: [StateSyntax] = []
    /// The roles, in the order written.
    package var roles: [RoleSyntax] = []
    /// The events, in the order written.
    package var events: [EventSyntax] = []
    /// Each `when connected` declaration; more than one is an error.
    package var whenConnected: [WhenConnectedSyntax] = []
    /// The reactions to colleagues coming and going and to the mediator's release, in the order
    /// written.
    package var hooks: [HookSyntax] = []
    /// Each `behavior around ...` declaration, in the order written.
    package var behaviors: [BehaviorSyntax] = []
}

/// Swift text a spec passes through as written, with where it starts.
package struct WrittenText: Sendable, Equatable {
    /// The text, as written.
    package var text: String
    /// Where it starts.
    package var location: SourceLocation

    /// Text written at `location`.
    package init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// `[attributes] [modifiers] let|var name[: Type] [= expression] [{ observers }]`: a stored
/// property of the mediator's own, as Swift declares one in a class.
package struct StateSyntax: Sendable, Equatable {
    /// Where the declaration starts: its first attribute or modifier, or `let` or `var`.
    package var start: SourceLocation
    /// Its attributes and property wrappers, as written: `@Published`, `@Clamped(0...10)`.
    package var attributes: [WrittenText] = []
    /// Its modifiers other than the access level, as written: `lazy`, `weak`,
    /// `unowned(unsafe)`, `internal(set)`, `static`.
    package var modifiers: [WrittenText] = []
    /// Its `willSet` and `didSet` observers, braces included, as written.
    package var observers: WrittenText?
    /// Where the access level is written, when it is.
    package var accessLevelLocation: SourceLocation?
    /// The access level, when written: `public`, `package`, `internal`, `fileprivate` or
    /// `private`.
    package var accessLevel: String?
    /// Whether it is a `var`.
    package var isVariable: Bool
    /// The property's name.
    package var name: NameSyntax
    /// Its type, when written.
    package var type: TypeSyntax?
    /// Its default value, when written: a Swift expression, as written.
    package var defaultValue: String?
    /// The `///` lines written before the declaration.
    package var documentation: [String]
}

/// `[access] [weak] uses name: Type [= expression]`: a service the mediator's own code calls,
/// which takes part in no event, passed to its initializer.
package struct DependencySyntax: Sendable, Equatable {
    /// Where the declaration starts: its access level, `weak`, or `uses`.
    package var start: SourceLocation
    /// The access level, when written.
    package var accessLevel: String?
    /// Where `weak` is written, when the mediator holds the dependency weakly.
    package var weak: SourceLocation?
    /// The property's name, also the initializer's parameter.
    package var name: NameSyntax
    /// Its type, when written.
    package var type: TypeSyntax?
    /// The initializer's default argument, when written: a Swift expression, as written.
    package var defaultValue: String?
    /// Where the default value starts, when written.
    package var defaultValueLocation: SourceLocation?
    /// The `///` lines written before the declaration.
    package var documentation: [String]
}

/// A type a mediator inherits from: its superclass (`NSObject()`) or a protocol it conforms to.
package struct InheritedTypeSyntax: Sendable, Equatable {
    /// The type's name, dotted when qualified.
    package var name: String
    /// Where the name starts.
    package var location: SourceLocation
    /// Whether it is written with `()`: the superclass, whose `init()` the mediator calls.
    package var isSuperclass: Bool
}

/// `behavior around delivery` or `behavior around dispatch`: code of the mediator's own that runs
/// around each delivery to a receiver, or around each whole dispatch.
package struct BehaviorSyntax: Sendable, Equatable {
    /// What the behavior runs around.
    package var kind: BehaviorKind
    /// Where `behavior` is written.
    package var location: SourceLocation
    /// The `///` lines written before the declaration.
    package var documentation: [String]
}

/// What a behavior runs around.
package enum BehaviorKind: String, Sendable, Equatable, CaseIterable {
    /// Each delivery of an event to one receiver.
    case delivery
    /// Each dispatch of an event, all its receivers included.
    case dispatch
}

/// `when connected [then Events]`: a reaction that runs once `init` has connected every colleague.
package struct WhenConnectedSyntax: Sendable, Equatable {
    /// Where `when` is written.
    package var location: SourceLocation
    /// The events the reaction may send.
    package var followUps: [EventReferenceSyntax]
    /// The `///` lines written before the declaration.
    package var documentation: [String]
}

/// `when slot changes`, `when slot joins`, `when slot leaves` or `when released`: code of the
/// mediator's own that runs when an optional colleague is attached, replaced or detached, a member
/// joins or leaves a set, or the mediator is released.
package struct HookSyntax: Sendable, Equatable {
    /// What the hook runs on, and the slot it watches, named by the mediator's property.
    package enum Kind: Sendable, Equatable {
        case change(NameSyntax)
        case join(NameSyntax)
        case leave(NameSyntax)
        case released
    }

    package var kind: Kind
    /// The word after the slot as written, `changes` or `change` and so on; empty for
    /// `when released`.
    package var verb = ""
    /// Where `when` is written.
    package var location: SourceLocation
    /// The `///` lines written before the declaration.
    package var documentation: [String]
}

/// `role Name`: a receiver role that several colleague types play.
package struct RoleSyntax: Sendable, Equatable {
    /// The name of the role and of its generated protocol.
    package var name: NameSyntax
    /// The `///` lines written before the declaration.
    package var documentation: [String]
}
