/// The syntax tree of a spec file: what the user wrote, with the location of every part, before
/// any name is resolved.
package struct SpecSyntax: Sendable, Equatable {
    /// The `import` lines, in the order written.
    package var imports: [ImportSyntax] = []
    /// The mediators, in the order written.
    package var mediators: [MediatorSyntax] = []
}

/// A name as written in the spec.
package struct NameSyntax: Sendable, Equatable {
    /// The name without backticks.
    package var text: String
    /// Whether the user wrote the name in backticks.
    package var isEscaped: Bool
    /// Where the name starts.
    package var location: SourceLocation

    /// The name as generated code declares and uses it.
    package var identifier: Identifier { Identifier(text) }
}

/// `import Module` at the top of a spec: a module the payload types need.
package struct ImportSyntax: Sendable, Equatable {
    /// The module path, such as `Foundation` or `Darwin.C`.
    package var module: String
    /// Where the module name starts.
    package var location: SourceLocation
}

/// How the mediator holds a colleague.
package enum OwnershipSyntax: String, Sendable, Equatable {
    /// The mediator keeps the colleague alive.
    case strong
    /// The mediator does not keep the colleague alive.
    case weak
}

/// `colleague Name`, `colleague Name: Role, ...` or `colleague [Name]`, optionally with `?` after
/// a one-instance `Name`, and `as property` and `outbox name` before the roles; `any Protocol` in place of `Name` for a colleague known by a
/// protocol.
package struct ColleagueSyntax: Sendable, Equatable {
    /// The Swift type of the colleague, or its protocol after `any`.
    package var name: NameSyntax
    /// Where the declaration starts: its ownership, or `colleague`.
    package var start: SourceLocation
    /// Whether the slot is a dynamic set of instances (`[Name]`) rather than one instance.
    package var isSet: Bool
    /// Whether the colleague is known by a protocol (`any Name`) rather than a class.
    package var isProtocol: Bool = false
    /// Whether the one-instance colleague may be absent and is attached later (`Name?`).
    package var isOptional: Bool = false
    /// The ownership, when written.
    package var ownership: OwnershipSyntax?
    /// The name of the mediator's property for the slot, when written after `as`.
    package var property: NameSyntax? = nil
    /// The name of the colleague's property that keeps its outbox, when written after `outbox`.
    package var outbox: NameSyntax? = nil
    /// The type of the key a set's members join with, after `keyed by`.
    package var keyType: TypeSyntax? = nil
    /// Whether `called directly` is written: the mediator's own code calls the colleague.
    package var isCalledDirectly = false
    /// The roles the colleague plays, written after `:`.
    package var roles: [NameSyntax] = []
    /// The `///` lines written before the declaration.
    package var documentation: [String]
    /// The access level of the mediator's property for the slot (and of `join` and `leave` for
    /// a set), when written before the declaration.
    package var accessLevel: NameSyntax? = nil
}

/// A Swift type, passed through to generated code as written (whitespace normalised).
package struct TypeSyntax: Sendable, Equatable {
    /// The type's text.
    package var text: String
    /// Where the type starts.
    package var location: SourceLocation
    /// The byte offsets of the type in the file, from its first token to the end of its last.
    package var range: Range<Int>
}

/// One parameter of an event's payload: `label name: Type`.
package struct ParameterSyntax: Sendable, Equatable {
    /// The argument label, when it differs from the name; `_` for no label.
    package var label: NameSyntax?
    /// The parameter name.
    package var name: NameSyntax
    /// The parameter type.
    package var type: TypeSyntax
    /// The default value, a Swift expression as written, with where it starts, when written
    /// after `=`.
    package var defaultValue: ExpressionSyntax? = nil
}

/// A Swift expression, passed through to generated code as written.
package struct ExpressionSyntax: Sendable, Equatable {
    /// The expression's text.
    package var text: String
    /// Where it starts.
    package var location: SourceLocation
}

/// Who may send an event.
package enum SenderSyntax: Sendable, Equatable {
    /// A colleague type.
    case colleague(NameSyntax)
    /// Code outside every colleague, through the mediator's own entry point.
    case outside(SourceLocation)
    /// The mediator's own code (its reactions, extensions in its module), through a send method
    /// that is not public.
    case mediator(SourceLocation)
}

/// Where an event goes.
package enum RouteSyntax: Sendable, Equatable {
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
    /// `Set[parameter]`, or `first Set[parameter]`: the members of a keyed set that joined with
    /// the key the payload's `parameter` holds, or the first of them; `first` is where `first`
    /// is written.
    case keyed(NameSyntax, key: NameSyntax, first: SourceLocation?)
}

/// `event name(payload) async throws -> Result from Senders to Routes then Events`.
package struct EventSyntax: Sendable, Equatable {
    /// The event's name: the method name receivers implement.
    package var name: NameSyntax
    /// The payload parameters.
    package var parameters: [ParameterSyntax]
    /// Whether the event is `async`.
    package var isAsync: Bool
    /// Whether the event `throws`.
    package var isThrowing: Bool
    /// The result type of a request, when written.
    package var resultType: TypeSyntax?
    /// Who may send the event.
    package var senders: [SenderSyntax]
    /// Where the event goes.
    package var routes: [RouteSyntax]
    /// Where `with sender` is written after `mediator`, when the reaction asks who sent the event.
    package var withSender: SourceLocation?
    /// Where `concurrently` is written, when an async event's receivers run at once.
    package var concurrently: SourceLocation? = nil
    /// Where `collecting errors` is written, when a throwing event's receivers all run and their
    /// errors are thrown together.
    package var collectingErrors: SourceLocation? = nil
    /// The events written after `then`: those that handling this event may send in turn.
    package var followUps: [EventReferenceSyntax] = []
    /// Where `@discardableResult` is written before `event`, when it is.
    package var discardableResult: SourceLocation? = nil
    /// The `///` lines written before the declaration.
    package var documentation: [String]

    /// Whether another event of the mediator has the same base name; validation sets it.
    package var sharesBaseName = false

    /// The event as messages name it: its base name, or its full name (``selector``) when
    /// another event shares the base name.
    package var spelledName: String { sharesBaseName ? selector : name.text }

    /// The argument labels, as a full name spells them: `_` for none.
    package var labels: [String] {
        parameters.map { ($0.label ?? $0.name).text }
    }

    /// The event's full name, as Swift spells a function's: `paymentContext(_:didFinishWith:)`.
    package var selector: String {
        name.text + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

/// An event named after `then`: by its base name, `paymentContext`, or by its full name,
/// `paymentContext(_:didFinishWith:)`, which tells apart events that share a base name.
package struct EventReferenceSyntax: Sendable, Equatable {
    /// The base name, and where the reference starts.
    package var name: NameSyntax
    /// The argument labels of a full name, `_` for none; `nil` for a base name alone.
    package var labels: [String]?

    /// The reference as written, backticks aside.
    package var text: String {
        name.text + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
    }
}
