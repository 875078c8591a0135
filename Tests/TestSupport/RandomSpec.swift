/// A random valid spec: one mediator with colleagues, roles and events chosen by a seed.
public struct RandomSpec {
    /// The spec's text.
    public let text: String

    /// The payload and result types drawn from.
    static let types = [
        "Int", "String", "[Int]", "[String: Double]", "Int?", "(a: Int, b: String)", "Bool",
        "Set<Int>", "Result<Int, ProbeError>",
    ]
    /// The argument labels drawn from.
    static let labels = [
        "", "_ ", "to ", "from ", "in ", "with ", "`in` ", "`default` ", "`inout` ",
    ]

    /// Draws a spec whose names end in `index`, so that specs of one draw can be compiled
    /// together.
    public init(index: Int, random: inout SeededRandom) {
        let isolation = random.pick(["", "@MainActor ", "nonisolated ", "@ProbeActor "])
        let access = random.pick(["", "public ", "package "])
        let name = "Mediator\(index)"
        var lines = ["/// Random mediator \(index).", "\(access)\(isolation)mediator \(name) {"]
        let roleName = "Role\(index)"
        let colleagueCount = 2 + random.below(4)
        var colleagues: [(name: String, isSet: Bool)] = []
        var playsRole: [String] = []
        for number in 0..<colleagueCount {
            let colleague = "C\(index)x\(number)"
            let isSet = random.chance(30)
            // One-instance colleagues may be weak, sets may be strong; both keep their default
            // ownership otherwise.
            let ownership = random.chance(30) ? (isSet ? "strong " : "weak ") : ""
            let role = !isSet && random.chance(50) ? ": \(roleName)" : ""
            if !role.isEmpty { playsRole.append(colleague) }
            // Some colleagues are known by a protocol.
            let type = random.chance(30) ? "any \(colleague)" : colleague
            lines.append(
                isSet
                    ? "    \(ownership)colleague [\(type)]"
                    : "    \(ownership)colleague \(type)\(role)")
            colleagues.append((colleague, isSet))
        }
        if !playsRole.isEmpty { lines.append("    role \(roleName)") }
        let closure =
            isolation == "nonisolated "
            ? "@escaping @Sendable (Int) -> Void" : "@escaping (Int) -> Void"
        for event in 0..<(2 + random.below(5)) {
            var parameters: [String] = []
            for parameter in 0..<random.below(4) {
                let type = random.chance(10) ? closure : random.pick(Self.types)
                parameters.append("\(random.pick(Self.labels))p\(parameter): \(type)")
            }
            var effects = ""
            if random.chance(25) { effects += " async" }
            if random.chance(25) { effects += " throws" }
            let sender = random.pick(colleagues).name
            let senders = random.chance(30) ? "\(sender), outside" : sender
            var routes: [String]
            var result = ""
            if random.chance(20) {
                let singles = colleagues.filter { !$0.isSet }.map(\.name)
                routes = [random.chance(50) || singles.isEmpty ? "mediator" : random.pick(singles)]
                result = " -> " + random.pick(Self.types.filter { $0 != "Int?" })
            } else {
                routes = []
                for _ in 0..<(1 + random.below(3)) {
                    var target = random.pick(
                        ["all", "others", "mediator", random.pick(colleagues).name]
                            + (playsRole.isEmpty ? [] : [roleName]))
                    if target != "others" && target != "mediator" && random.chance(30) {
                        target += " except sender"
                    }
                    routes.append(target)
                }
            }
            var clauses = ""
            if result.isEmpty {
                // Tasks take the payload of an event delivered concurrently: it must be
                // `Sendable`.
                let sendable = !parameters.contains { $0.contains("->") }
                if !isolation.isEmpty && sendable && effects.contains("async") && random.chance(50)
                {
                    clauses += " concurrently"
                }
                if effects.contains("throws") && random.chance(50) {
                    clauses += " collecting errors"
                }
            }
            lines.append("    /// Event \(event).")
            lines.append(
                "    event e\(event)(\(parameters.joined(separator: ", ")))\(effects)\(result) "
                    + "from \(senders) to \(routes.joined(separator: ", "))\(clauses)")
        }
        for kind in ["delivery", "dispatch"] where random.chance(30) {
            lines.append("    behavior around \(kind)")
        }
        lines.append("}")
        text = lines.joined(separator: "\n") + "\n"
    }
}
