// Stored properties of the mediator's own: what the generated class can hold.

extension Validator {
    /// The stored properties of `mediator`, each reported where it cannot be generated as
    /// written: a `private` one is hidden from the reactions of another file; a `nonisolated` mediator, which any thread uses at once, holds only `let`s, and
    /// a property with no default value must be an optional `var`, which starts as `nil`.
    mutating func checkedState(of mediator: MediatorSyntax, isolation: Isolation)
        -> [StateModel]
    {
        mediator.state.map { state in
            checkVisibleToReactions(state.accessLevel, of: state.name, at: state.start)
            if isolation == .nonisolated, state.isVariable {
                diagnostics.error(
                    "'var \(state.name.text)' would be shared state of a nonisolated mediator, "
                        + "which any thread uses at once: write 'let' and keep a Mutex or another "
                        + "synchronized box in it, as in 'let \(state.name.text) = "
                        + "Mutex<\(state.type?.text ?? "Value")>(...)'",
                    at: state.name.location)
            } else if state.defaultValue == nil,
                !(state.isVariable && state.type?.text.hasSuffix("?") == true)
            {
                diagnostics.error(
                    "'\(state.name.text)' needs a default value ('= ...'), or to be an optional "
                        + "'var', which starts as nil: the mediator's initializer takes its "
                        + "colleagues only", at: state.name.location)
            }
            return StateModel(
                name: state.name.identifier, isVariable: state.isVariable,
                accessLevel: state.accessLevel, type: state.type?.text,
                defaultValue: state.defaultValue, documentation: state.documentation,
                location: state.name.location)
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
