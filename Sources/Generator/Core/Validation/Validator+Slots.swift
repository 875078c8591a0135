// Several slots of one colleague type, each named with `as`: `colleague Player as home`,
// `colleague Player as away`. Routes name a slot by its property (`to home`), all of them by the
// type (`to Player`), or the one a value picks when the event is sent (`to Player[turn]`).

extension Validator {
    /// Marks the slots of each type that fills several, and reports what such slots cannot be:
    /// unnamed, a set, or keeping their outboxes in some properties shared and some not.
    /// `colleagues` and `declared` are in the same order.
    mutating func groupSlotsOfOneType(
        _ colleagues: inout [ColleagueModel], declared: [ColleagueSyntax], roleNames: NameIndex
    ) {
        var firstOfType: [String: Int] = [:]
        for index in colleagues.indices {
            let type = colleagues[index].typeName
            guard let first = firstOfType[type] else {
                firstOfType[type] = index
                continue
            }
            colleagues[index].firstSlotOfType = first
            colleagues[first].isOneOfSeveral = true
            colleagues[index].isOneOfSeveral = true
        }
        for slots in MediatorModel.slotsByType(of: colleagues) {
            checkSlots(slots, of: colleagues, declared: declared)
            for index in slots where declared[index].property != nil {
                checkSlotName(of: colleagues[index], against: firstOfType, roleNames: roleNames)
            }
            let outboxes = Set(slots.map { colleagues[$0].outboxProperty })
            if outboxes.count == slots.count {
                for index in slots { colleagues[index].hasOwnProtocol = true }
            }
        }
    }

    /// Reports one of several slots named like a colleague type or a role: a route would read
    /// the name as the type or the role, never as the slot.
    private mutating func checkSlotName(
        of colleague: ColleagueModel, against types: [String: Int], roleNames: NameIndex
    ) {
        let name = colleague.propertyName.text
        let kind =
            types[name] != nil ? "a colleague type" : roleNames.contains(name) ? "a role" : nil
        guard let kind else { return }
        diagnostics.error(
            "'\(name)' names a slot of '\(colleague.typeName)' and \(kind); a route would read it "
                + "as \(kind), never as the slot: choose another name after 'as'",
            at: colleague.location)
    }

    private mutating func checkSlots(
        _ slots: [Int], of colleagues: [ColleagueModel], declared: [ColleagueSyntax]
    ) {
        let type = colleagues[slots[0]].typeName
        let written = (colleagues[slots[0]].isProtocol ? "any " : "") + type
        for index in slots {
            let colleague = colleagues[index]
            if colleague.isSet {
                diagnostics.error(
                    "'\(type)' fills several slots, and a set cannot be one of them: a set holds "
                        + "any number of '\(type)' already; declare one set, or one-instance "
                        + "slots, each named with 'as', as in 'colleague \(written) as first'",
                    at: colleague.location)
            } else if declared[index].property == nil {
                diagnostics.error(
                    "'\(type)' fills several slots, so each is named with 'as', which names its "
                        + "property, its case in sender types and its case of '\(type)Slot', as "
                        + "in 'colleague \(written) as first'",
                    at: colleague.location)
            } else if colleague.isProtocol != colleagues[slots[0]].isProtocol {
                diagnostics.error(
                    "'\(type)' is written 'any \(type)' in one of its slots and '\(type)' in "
                        + "another; write it the same way in each",
                    at: colleague.location)
            }
        }
        var seen: [String: Int] = [:]
        let outboxes = slots.map { colleagues[$0].outboxProperty.text }
        guard Set(outboxes).count != 1, Set(outboxes).count != slots.count else { return }
        for (index, outbox) in zip(slots, outboxes) {
            if let first = seen[outbox] {
                diagnostics.error(
                    "the slots of '\(type)' share one outbox property or each name one of their "
                        + "own, but '\(colleagues[index].propertyName)' and "
                        + "'\(colleagues[first].propertyName)' both keep it in '\(outbox)' while "
                        + "another slot does not; name a different 'outbox' for each slot, or "
                        + "the same for all", at: colleagues[index].location)
            }
            seen[outbox] = index
        }
    }
}

extension Validator {
    /// Reports a sender that names one of several slots of a type that share one outbox: the
    /// outbox's method would let every slot send.
    mutating func checkSendingSlot(
        _ name: NameSyntax, _ slots: [Int], among colleagues: [ColleagueModel]
    ) {
        guard slots.count == 1 else { return }
        let colleague = colleagues[slots[0]]
        guard colleague.isOneOfSeveral, !colleague.hasOwnProtocol else { return }
        diagnostics.error(
            "'\(name.text)' is one slot of '\(colleague.typeName)', whose slots share one "
                + "outbox, so each could send what one sends: write 'from \(colleague.typeName)', "
                + "or give each slot an outbox of its own, as in 'colleague "
                + "\(colleague.isProtocol ? "any " : "")\(colleague.typeName) as \(name.text) "
                + "outbox \(name.text)Outbox'", at: name.location)
    }

    /// Resolves `Type[key]` in the receivers of `event`, for a type with several slots: the
    /// slot the value `key` names when the event is sent, a parameter of the event or else a
    /// member of the mediator, of the type's slot enum.
    mutating func resolvePick(
        _ name: NameSyntax, key: NameSyntax, first: SourceLocation?, of event: EventSyntax,
        _ members: MediatorMembers
    ) -> SlotPick? {
        if let first {
            diagnostics.error(
                "'first' picks a member of a keyed set; '\(name.text)[\(key.text)]' picks one "
                    + "slot of '\(name.text)' already: remove 'first'", at: first)
            return nil
        }
        guard let slots = members.slots[name.text] else { return nil }
        return SlotPick(
            key: key.identifier,
            parameter: event.parameters.firstIndex { $0.name.text == key.text },
            firstSlot: slots[0])
    }
}

extension Validator {
    /// What to write for a request routed to several slots of a type among `receivers`: one
    /// slot by its name, or for a slot a value picks (`picked`), the mediator, whose reaction
    /// can ask the slot picked; `nil` when no receiver is such a slot.
    static func requestFix(
        slots receivers: [ReceiverModel], picked: Bool, _ colleagues: [ColleagueModel],
        sentByMediator: Bool
    ) -> String? {
        let slot = receivers.lazy.compactMap { receiver -> ColleagueModel? in
            guard case .colleague(let index, _) = receiver else { return nil }
            return colleagues[index].isOneOfSeveral ? colleagues[index] : nil
        }.first
        guard let slot else { return nil }
        guard picked, !sentByMediator else {
            return "route it to one slot by its name, as in 'to \(slot.propertyName)'"
        }
        return "the slot a value picks is known only when it is sent, so route it to "
            + "'mediator', whose reaction asks the slot picked"
    }
}

extension Validator {
    /// Resolves a colleague name in a route to the slots it stands for (see
    /// ``MediatorMembers/slots``), reporting an unknown one with the closest known name.
    mutating func resolveSlots(
        _ name: NameSyntax, among members: MediatorMembers, as role: String,
        alsoKnown: [String] = []
    ) -> [Int]? {
        if let slots = members.slots[name.text] { return slots }
        let hint = suggestionHint(for: name.text, among: members.slotNames + alsoKnown)
        diagnostics.error("unknown colleague '\(name.text)' as \(role)" + hint, at: name.location)
        return nil
    }
}
