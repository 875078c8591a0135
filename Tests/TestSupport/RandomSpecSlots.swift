// Several slots of one colleague type in a random spec: drawn with the colleagues, named in the
// events' senders and receivers, and picked by a parameter or by the mediator's state.

extension RandomSpecDrawer {
    /// A colleague as events name it: one colleague, a set, or several slots of one type.
    struct Colleague {
        /// The type name, as `from` and `to` write it.
        var name: String
        /// The type as a payload: `any Name` for a colleague known by a protocol.
        var type: String
        /// Whether it is a set of colleagues.
        var isSet: Bool
        /// Whether it is a set whose members join with an `Int` key.
        var isKeyed = false
        /// Whether it is one instance attached later (`?`).
        var isOptional = false
        /// Its property name, when written after `as`.
        var property: String?
        /// The properties of its slots, when the type fills several; empty otherwise.
        var slots: [String] = []
        /// Whether each slot keeps its outbox in a property of its own, and so may send alone
        /// and tell the reaction which one sent.
        var hasOwnOutboxes = false
        /// The mediator's member of the type's slot enum that picks a slot, if there is one.
        var pick: String?
    }

    /// Two or three slots of type `name`, each named with `as`, written `type` in each; weak or
    /// attached later, some; sharing one outbox, or each keeping its own.
    mutating func drawSlots(
        name: String, type: String, number: Int, properties: inout [String]
    ) -> [String] {
        var group = Colleague(name: name, type: type, isSet: false)
        group.hasOwnOutboxes = random.chance(50)
        var lines: [String] = []
        // A slot named like a type or a role would make the routes that name it mean that type
        // or role, which the validator does not report as a clash of names.
        let typeNames = (names.types + roles).map(RandomSpec.Names.escaped)
        for slot in 0..<(2 + random.below(2)) {
            let property = memberName(
                or: "slot\(number)x\(slot)", avoiding: properties + typeNames)
            properties.append(property)
            group.slots.append(property)
            let isOptional = random.chance(25)
            var line =
                "    \(random.chance(25) ? "weak " : "")colleague \(type)\(isOptional ? "?" : "")"
                + " as \(property)"
            if group.hasOwnOutboxes { line += " outbox box\(number)x\(slot)" }
            lines.append(line)
        }
        // A member of the mediator picks a slot, or none for `nil`; a nonisolated mediator
        // holds `let`s only.
        if random.chance(50) {
            group.pick = "picked\(index)x\(number)"
        }
        colleagues.append(group)
        return lines
    }

    /// The members of the mediator that pick a slot: `var picked0x1: C0x1Slot? = .first`.
    mutating func slotPickLines() -> [String] {
        colleagues.compactMap { group in
            guard let pick = group.pick, let first = group.slots.first else { return nil }
            let binding = isolation == "nonisolated " ? "let" : "var"
            return "    \(binding) \(pick): \(group.name)Slot? = .\(first)"
        }
    }

    /// The slot enums as payload types, qualified, so that colleague code can name them; none
    /// where the mediator's name is escaped.
    var slotPayloads: [String] {
        guard !mediator.hasPrefix("`") else { return [] }
        return colleagues.filter { !$0.slots.isEmpty }.flatMap {
            ["\(mediator).\($0.name)Slot", "\(mediator).\($0.name)Slot?"]
        }
    }

    /// The name a sender writes for `colleague`: its type, or one of its slots when each keeps
    /// its own outbox.
    mutating func senderName(of colleague: Colleague) -> String {
        guard colleague.hasOwnOutboxes, random.chance(40) else { return colleague.name }
        return random.pick(colleague.slots)
    }

    /// The name a receiver writes for `colleague`: its type, or one of its slots.
    mutating func receiverName(of colleague: Colleague) -> String {
        guard !colleague.slots.isEmpty, random.chance(40) else { return colleague.name }
        return random.pick(colleague.slots)
    }

    /// `Type[key]` for a route to the slots of `route` when a parameter of the slot enum's type
    /// or the mediator's pick can choose one, `nil` otherwise.
    mutating func pickedRoute(_ route: String, parameters: [String]) -> String? {
        guard let group = colleagues.first(where: { $0.name == route && !$0.slots.isEmpty })
        else { return nil }
        let enumType = "\(mediator).\(group.name)Slot"
        let keys =
            parameters.compactMap { Self.parameterName($0, ofType: [enumType, enumType + "?"]) }
            + (group.pick.map { [$0] } ?? [])
        guard !keys.isEmpty, random.chance(60) else { return nil }
        return "\(route)[\(random.pick(keys))]"
    }

    /// Whether the reaction may ask who sent an event from `senders`: no sender stands for
    /// slots of a type that share one outbox.
    func senderCanBeTold(_ senders: [String]) -> Bool {
        !colleagues.contains {
            !$0.slots.isEmpty && !$0.hasOwnOutboxes && senders.contains($0.name)
        }
    }

    /// The name of `parameter` (`label name: Type`) when its type is one of `types`.
    static func parameterName(_ parameter: String, ofType types: [String]) -> String? {
        let parts = parameter.split(separator: ": ", maxSplits: 1)
        guard parts.count == 2, types.contains(String(parts[1])) else { return nil }
        return parts[0].split(separator: " ").last.map(String.init)
    }
}
