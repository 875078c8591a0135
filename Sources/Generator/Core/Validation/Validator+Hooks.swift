// Reactions to colleagues coming and going: each names a slot of the right kind, once.

extension Validator {
    /// The hooks of `mediator`, each resolved to its colleague by the mediator's property, or
    /// reported: a slot that is not there, or not of the kind the hook watches (an optional
    /// colleague changes, a set is joined and left), and a hook declared twice.
    mutating func checkedHooks(of mediator: MediatorSyntax, colleagues: [ColleagueModel])
        -> [HookModel]
    {
        var hooks: [HookModel] = []
        var seen: [String: SourceLocation] = [:]
        for hook in mediator.hooks {
            guard
                let (kind, reaction, text) = resolve(
                    hook.kind, written: hook.verb, among: colleagues)
            else { continue }
            if let first = seen[reaction] {
                reportDeclaredTwice("'\(text)'", in: mediator, first: first, at: hook.location)
                continue
            }
            seen[reaction] = hook.location
            hooks.append(
                HookModel(
                    kind: kind, reaction: reaction, documentation: hook.documentation,
                    location: hook.location))
        }
        return hooks
    }

    /// The model's kind of `kind`, its reaction's name and the declaration as written (with
    /// `written`, the word after the slot), or `nil` when it names no slot of the kind it
    /// watches, which is reported at the slot's name.
    private mutating func resolve(
        _ kind: HookSyntax.Kind, written: String, among colleagues: [ColleagueModel]
    ) -> (HookModel.Kind, String, String)? {
        let slot: NameSyntax
        let verb: String
        switch kind {
        case .released: return (.released, GeneratedNames.releasedReaction, "when released")
        case .change(let name): (slot, verb) = (name, "changes")
        case .join(let name): (slot, verb) = (name, "joins")
        case .leave(let name): (slot, verb) = (name, "leaves")
        }
        let text = "when \(slot.text) \(written)"
        let named = colleagues.indices.filter { colleagues[$0].propertyName.text == slot.text }
        // Two slots of one name are reported where they are declared; the hook names neither.
        guard named.count < 2 else { return nil }
        guard let index = named.first else {
            let byType = colleagues.first { $0.typeName == slot.text }
            let hint =
                byType.map { "; name the slot by its property: 'when \($0.propertyName) \(verb)'" }
                ?? suggestionHint(for: slot.text, among: colleagues.map(\.propertyName.text))
            diagnostics.error(
                "'\(text)' names no colleague's property of the mediator\(hint)", at: slot.location)
            return nil
        }
        let colleague = colleagues[index]
        let reaction = GeneratedNames.hookReaction(property: colleague.propertyName, verb: verb)
        switch kind {
        case .change:
            guard !colleague.isSet, colleague.isOptional else {
                let declaration =
                    colleague.isSet
                    ? "a set, which members join and leave: "
                        + "write 'when \(slot.text) joins' or 'when \(slot.text) leaves'"
                    : "passed to init and never replaced; declare it 'colleague "
                        + "\(colleague.isProtocol ? "any " : "")\(colleague.typeName)?' to attach it later"
                diagnostics.error(
                    "'\(text)' needs a colleague attached later (with '?'), but '\(slot.text)' is "
                        + declaration, at: slot.location)
                return nil
            }
            return (.change(colleague: index), reaction, text)
        case .join, .leave:
            guard colleague.isSet else {
                diagnostics.error(
                    "'\(text)' needs a set of colleagues, but '\(slot.text)' holds one"
                        + (colleague.isOptional
                            ? "; write 'when \(slot.text) changes' for one attached later"
                            : ", passed to init"),
                    at: slot.location)
                return nil
            }
            return (
                verb == "joins" ? .join(colleague: index) : .leave(colleague: index), reaction, text
            )
        case .released:
            return nil
        }
    }
}
