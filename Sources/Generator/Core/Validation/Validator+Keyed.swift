// Keyed delivery: `to Page[id]` reaches the members of a keyed set that joined with the key the
// payload's `id` holds.

extension Validator {
    /// Resolves `Set[key]` in the receivers of `event`: the set's colleague index and how it is
    /// reached, or `nil` after reporting why it cannot be.
    mutating func resolveKeyed(
        _ name: NameSyntax, key: NameSyntax, first: SourceLocation?, of event: EventSyntax,
        among members: MediatorMembers, excluding: Bool
    ) -> (Int, KeyedReceiver)? {
        guard let index = resolveSlots(name, among: members, as: "receiver")?.first else {
            return nil
        }
        let colleague = members.colleagues[index]
        if colleague.isOneOfSeveral {
            diagnostics.error(
                "'\(name.text)' is one slot of '\(colleague.typeName)': to reach the slot a value "
                    + "picks when the event is sent, write '\(colleague.typeName)[\(key.text)]'; "
                    + "to reach this slot, write '\(name.text)'", at: name.location)
            return nil
        }
        guard colleague.isSet, let keyType = colleague.keyType else {
            diagnostics.error(
                "'\(name.text)[\(key.text)]' needs a keyed set: declare it 'colleague "
                    + "[\(colleague.typeName)] keyed by Type', whose members join with a key",
                at: name.location)
            return nil
        }
        guard let parameter = event.parameters.firstIndex(where: { $0.name.text == key.text })
        else {
            let names = event.parameters.map { "'\($0.name.text)'" }
            diagnostics.error(
                "'\(key.text)' is not a parameter of event '\(event.spelledName)': the key of "
                    + "'\(name.text)[...]' is the payload value that names the members, of type "
                    + "'\(keyType)'"
                    + (names.isEmpty
                        ? "" : "; the parameters are \(names.joined(separator: ", "))"),
                at: key.location)
            return nil
        }
        if excluding {
            diagnostics.error(
                "'except sender' does not apply to '\(name.text)[\(key.text)]': the key already "
                    + "names who hears the event", at: name.location)
        }
        return (index, KeyedReceiver(parameter: parameter, onlyFirst: first != nil))
    }
}
