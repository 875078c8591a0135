import TestSupport

/// A random spec whose every name (mediator, colleague types and properties, roles, events,
/// parameters and labels) comes from ``NamePools``, so that it hits the names generated code and
/// the runtime use. Types already taken by `taken` are not drawn again: they are module-wide.
struct NamedSpec {
    let text: String
    /// The type names the spec declares.
    let declaredTypes: [String]

    init(index: Int, taking taken: Set<String>, random: inout SeededRandom) {
        var used = taken
        func typeName() -> String {
            let free = NamePools.types.filter { !used.contains($0) }
            let name = free.isEmpty ? "T\(used.count)" : random.pick(free)
            used.insert(name)
            // Unescaped, `any` starts a colleague known by a protocol.
            return ["any", "some"].contains(name) ? "`\(name)`" : name
        }
        let mediator = typeName()
        let isolation = random.pick(["", "@MainActor ", "nonisolated ", "@ProbeActor "])
        var lines = [
            "/// Mediator \(index).",
            "\(random.pick(["", "public "]))\(isolation)mediator \(mediator) {",
        ]
        let role = random.chance(50) ? typeName() : nil
        if let role { lines.append("    role \(role)") }
        var colleagues: [(name: String, isSet: Bool)] = []
        var colleagueTypes: [String] = []
        for _ in 0..<(2 + random.below(3)) {
            let name = typeName()
            let isSet = random.chance(30)
            // Some colleagues are known by a protocol.
            let type = random.chance(30) ? "any \(name)" : name
            let property =
                random.chance(30) ? " as \(Self.escaped(random.pick(NamePools.members)))" : ""
            let plays = role.map { !isSet && random.chance(50) ? ": \($0)" : "" } ?? ""
            lines.append(
                "    \(random.chance(20) ? (isSet ? "strong " : "weak ") : "")colleague "
                    + (isSet ? "[\(type)]" : type) + property + plays)
            colleagues.append((name, isSet))
            colleagueTypes.append(type)
        }
        declaredTypes = Array(used.subtracting(taken))
        // A colleague or role may be the payload too, as in "notify the other one". A role is
        // nested in the mediator, so colleague code outside it needs the qualified name.
        colleagueTypes += role.map { ["any \(mediator).\($0)"] } ?? []
        let fits = { (type: String) in
            !used.contains { type.contains($0) }
                && (isolation != "nonisolated " || !type.contains("->"))
        }
        let payloads = NamePools.payloads.filter(fits) + ["ProbeError"] + colleagueTypes
        let results = NamePools.results.filter(fits) + ["ProbeError"]
        var eventNames: Set<String> = []
        for _ in 0..<(2 + random.below(4)) {
            let name = random.pick(NamePools.members.filter { !eventNames.contains($0) })
            eventNames.insert(name)
            lines.append("    /// Event `\(name)`.")
            let parameters = Self.parameters(payloads, random: &random)
            // Tasks take the payload of an event delivered concurrently: it must be `Sendable`.
            let allowsConcurrency = !isolation.isEmpty && !parameters.contains("->")
            lines.append(
                "    event \(Self.escaped(name))(\(parameters))"
                    + Self.routing(
                        colleagues, role: role, results: results,
                        allowsConcurrency: allowsConcurrency, random: &random))
        }
        if random.chance(20) { lines.append("    when connected") }
        for kind in ["delivery", "dispatch"] where random.chance(25) {
            lines.append("    behavior around \(kind)")
        }
        lines.append("}")
        text = lines.joined(separator: "\n") + "\n"
    }

    /// Zero to three parameters with drawn labels and names.
    private static func parameters(_ payloads: [String], random: inout SeededRandom) -> String {
        var names: Set<String> = []
        var parameters: [String] = []
        for _ in 0..<random.below(4) {
            let name = random.pick(NamePools.members.filter { !names.contains($0) })
            names.insert(name)
            let label =
                random.chance(50) ? escaped(random.pick(NamePools.members + ["_"])) + " " : ""
            parameters.append("\(label)\(escaped(name)): \(random.pick(payloads))")
        }
        return parameters.joined(separator: ", ")
    }

    /// Effects, result, senders and receivers.
    private static func routing(
        _ colleagues: [(name: String, isSet: Bool)], role: String?, results: [String],
        allowsConcurrency: Bool, random: inout SeededRandom
    ) -> String {
        var effects = random.chance(20) ? " async" : ""
        if random.chance(20) { effects += " throws" }
        let sender = random.pick(colleagues).name
        let senders = random.pick([sender, sender, "\(sender), outside", "mediator, \(sender)"])
        // The mediator does not send to itself.
        let toMediator = senders.hasPrefix("mediator") ? [] : ["mediator"]
        let singles = colleagues.filter { !$0.isSet }.map(\.name)
        // The reaction may ask who sent the event when more than one sender can.
        let fromSet = colleagues.contains { $0.name == sender && $0.isSet }
        let reaction =
            (senders.contains(",") || fromSet) && random.chance(40)
            ? "mediator with sender" : "mediator"
        let handlers = (singles.isEmpty ? [] : [random.pick(singles)]) + toMediator
        if random.chance(25), !handlers.isEmpty {
            let handler = random.pick(handlers).replacing("mediator", with: reaction)
            return "\(effects) -> \(random.pick(results)) from \(senders) to \(handler)"
        }
        // The first receiver is one that a send always reaches, so that a spec is rejected for
        // its names only; the others may be any.
        let reached = colleagues.map(\.name).filter { $0 != sender } + toMediator + ["all"]
        var routes = [random.pick(reached)]
        for _ in 0..<random.below(3) {
            var target = random.pick(
                ["all", "others", random.pick(colleagues).name] + toMediator
                    + (role.map { [$0] } ?? []))
            if target != "others" && target != "mediator" && random.chance(30) {
                target += " except sender"
            }
            routes.append(target)
        }
        let receivers = routes.map { $0 == "mediator" ? reaction : $0 }
        var clauses = ""
        if allowsConcurrency && effects.contains("async") && random.chance(50) {
            clauses += " concurrently"
        }
        if effects.contains("throws") && random.chance(50) { clauses += " collecting errors" }
        return "\(effects) from \(senders) to \(receivers.joined(separator: ", "))\(clauses)"
    }

    /// `name` in backticks, as a spec may always write a name, unless it is `_`.
    static func escaped(_ name: String) -> String {
        name == "_" ? name : "`\(name)`"
    }
}
