// Stored properties of the mediator's own: what the generated class can hold.

extension Validator {
    /// The stored properties of `mediator`, each reported where it cannot be generated as
    /// written: a `private` one, or one whose setter is, is hidden from the reactions of another
    /// file; a `static` one belongs in an extension; a `nonisolated` mediator, which any thread
    /// uses at once, holds only `let`s, and a property with no default value must be an optional
    /// or implicitly unwrapped `var`, which starts as `nil` (a `weak` one is told its type must
    /// be optional).
    mutating func checkedState(of mediator: MediatorSyntax, isolation: Isolation)
        -> [StateModel]
    {
        mediator.state.map { state in
            checkVisibleToReactions(
                state.accessLevel, of: state.name, at: state.accessLevelLocation ?? state.start)
            for modifier in state.modifiers {
                checkModifier(modifier, of: state, in: mediator.name.text)
            }
            let type = state.type?.text
            if isolation == .nonisolated, state.isVariable {
                diagnostics.error(
                    "'var \(state.name.text)' would be shared state of a nonisolated mediator, "
                        + "which any thread uses at once: write 'let' and keep a Mutex or another "
                        + "synchronized box in it, as in 'let \(state.name.text) = "
                        + "Mutex<\(type ?? "Value")>(...)'; a weak reference is 'weak let'",
                    at: state.name.location)
            } else if state.defaultValue == nil, let type,
                state.modifiers.contains(where: { $0.text == "weak" }),
                !type.hasSuffix("?"), !type.hasSuffix("!")
            {
                diagnostics.error(
                    "weak '\(state.name.text)' needs an optional type, which becomes nil when "
                        + "its object goes: write '\(state.name.text): \(type)?"
                        + (state.isVariable ? "'" : " = ...'"),
                    at: state.name.location)
            } else if state.defaultValue == nil,
                !(state.isVariable
                    && (type?.hasSuffix("?") == true || type?.hasSuffix("!") == true))
            {
                diagnostics.error(
                    "'\(state.name.text)' needs a default value ('= ...'), or to be an optional "
                        + "'var', which starts as nil: the mediator's initializer takes its "
                        + "colleagues only", at: state.name.location)
            }
            return StateModel(
                name: state.name.identifier, isVariable: state.isVariable,
                accessLevel: state.accessLevel, type: type,
                defaultValue: state.defaultValue, documentation: state.documentation,
                location: state.name.location, start: state.start, prefix: Self.prefix(of: state),
                observers: state.observers?.text)
        }
    }

    /// The attributes and modifiers of `state`, its access level among them, in the order
    /// written.
    private static func prefix(of state: StateSyntax) -> [WrittenText] {
        var prefix = state.attributes + state.modifiers
        if let level = state.accessLevel, let location = state.accessLevelLocation {
            prefix.append(WrittenText(level, at: location))
        }
        return prefix.sorted { $0.location < $1.location }
    }

    /// Reports a modifier of `state` that the generated mediator cannot have: a setter hidden
    /// from the reactions, or `static`.
    private mutating func checkModifier(
        _ modifier: WrittenText, of state: StateSyntax, in mediator: String
    ) {
        let name = state.name.text
        switch modifier.text {
        case "private(set)", "fileprivate(set)":
            diagnostics.error(
                "'\(modifier.text)' would keep the mediator's reactions from setting '\(name)': "
                    + "you write them in another file than the generated one; leave it out, or "
                    + "under 'public' write 'internal(set)' or 'package(set)'",
                at: modifier.location)
        case "static":
            diagnostics.error(
                "'static' would make '\(name)' a property of the type, which the mediator's "
                    + "state is not: write it in an extension of '\(mediator)' in your own "
                    + "file ('extension \(mediator) { static \(state.isVariable ? "var" : "let") "
                    + "\(name) ... }')",
                at: modifier.location)
        default:
            break
        }
    }
}

extension Validator {
    /// Reports `private` or `fileprivate` written at `location` for the mediator's property
    /// `name`: the reactions that read it are written in another file than the generated one.
    mutating func checkVisibleToReactions(
        _ accessLevel: String?, of name: NameSyntax, at location: SourceLocation
    ) {
        guard let level = accessLevel, level == "private" || level == "fileprivate" else { return }
        diagnostics.error(
            "'\(level)' would hide '\(name.text)' from the mediator's reactions, which you "
                + "write in another file than the generated one; leave the access level out "
                + "(internal)", at: location)
    }
}
