/// Draws the text of one ``RandomSpec``: the mediator, its roles and colleagues here, its events
/// in `RandomSpecEvents.swift`.
struct RandomSpecDrawer {
    /// The spec's index, which plain type names hold.
    let index: Int
    /// Where names and types come from.
    let names: RandomSpec.Names
    /// Types declared by earlier specs.
    let taken: Set<String>
    /// Names that earlier specs' payloads may mention, which no type here may take.
    let avoided: Set<String>
    /// The generator every choice is drawn from.
    var random: SeededRandom
    /// The type names drawn so far, and the taken ones.
    var used: Set<String>
    /// The mediator's isolation, as written before `mediator`.
    var isolation = ""
    /// Whether the mediator is `codable`, so that its payloads must be `Codable`.
    var isCodable = false
    /// The mediator's name.
    var mediator = ""
    /// The roles' names.
    var roles: [String] = []
    /// The colleagues, in declaration order.
    var colleagues: [Colleague] = []
    /// The events' base names, each once, as the spec writes them.
    var events: [String] = []
    /// The events, in the order the spec declares them.
    var declared: [DeclaredEvent] = []
    /// The payload types events draw from.
    var payloads: [String] = []
    /// The result types requests draw from.
    var results: [String] = []

    init(
        index: Int, names: RandomSpec.Names, taken: Set<String>, avoided: Set<String>,
        random: SeededRandom
    ) {
        self.index = index
        self.names = names
        self.taken = taken
        self.avoided = avoided
        self.random = random
        used = taken
    }

    /// The type names the spec declares, sorted.
    var declaredTypes: [String] {
        used.subtracting(taken).sorted()
    }

    /// Draws the whole spec and returns its text.
    mutating func spec() -> String {
        let access = random.pick(["", "public ", "package "])
        isolation = random.pick(["", "@MainActor ", "nonisolated ", "@ProbeActor "])
        isCodable = random.chance(25)
        mediator = typeName(or: "Mediator\(index)")
        // Some subclass a class and conform to a protocol, as a component's delegate does.
        // `ProbeBase` is `@unchecked Sendable`, which Swift asks its subclasses to restate.
        var inherited = random.pick([
            [], [], [], ["ProbeBase()"], ["ProbeDelegate"], ["ProbeBase()", "ProbeDelegate"],
        ])
        // A subclassable mediator's class is not `final`: a nonisolated one is `Sendable`
        // only unchecked.
        let isSubclassable = random.chance(20)
        if inherited.first == "ProbeBase()"
            || (isSubclassable && isolation == "nonisolated ")
        {
            inherited.append("@unchecked Sendable")
        }
        let inheritance = inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")
        var lines = [
            "/// Random mediator \(index).",
            "\(access)\(isolation)\(isCodable ? "codable " : "")"
                + "\(isSubclassable ? "subclassable " : "")mediator \(mediator)\(inheritance) {",
        ]
        roles = (0..<random.pick([0, 0, 1, 1, 2])).map { typeName(or: "Role\(index)x\($0)") }
        let roleLines = roles.map { "    role \($0)" }
        let rolesFirst = random.chance(50)
        if rolesFirst { lines += roleLines }
        lines += drawColleagues()
        if !rolesFirst { lines += roleLines }
        lines += slotPickLines()
        if random.chance(30) {
            // State of the mediator's own; a nonisolated one holds `let`s only.
            let binding = isolation == "nonisolated " ? "let" : random.pick(["let", "var"])
            let value = random.pick([
                "0", "[String: [Int]]()", "\"a // b { [\"", "[\n        1,\n        2,\n    ]",
            ])
            lines += ["    /// State.", "    \(binding) stored\(index) = \(value)"]
        }
        lines += stateFormLines()
        if random.chance(30) {
            // What the mediator uses: required, with a default value, or held weakly.
            lines += [
                "    /// A dependency.",
                "    "
                    + random.pick([
                        "uses used\(index): [String]", "uses used\(index): Int = 0",
                        "weak uses used\(index): ProbeBase", "public uses used\(index): Int = 1",
                    ]),
            ]
        }
        lines += drawHooks()
        drawTypes()
        let count = 2 + random.below(5)
        for number in 0..<count {
            events.append(memberName(or: "e\(number)", avoiding: events))
        }
        declared = declaring(events)
        for index in declared.indices {
            lines.append("    /// Event \(declared[index].name).")
            lines.append("    " + event(at: index))
        }
        // A mediator on a global actor whose init() overrides `ProbeBase.init()` (it takes no
        // one-instance colleague) cannot run `when connected`, an error at the spec.
        let initOverrides =
            inherited.first == "ProbeBase()" && colleagues.allSatisfy(\.isSet)
            && (isolation == "@MainActor " || isolation == "@ProbeActor ")
        if random.chance(20), !initOverrides {
            lines.append("    when connected" + followUps(chance: 50))
        }
        for kind in ["delivery", "dispatch"] where random.chance(25) {
            lines.append("    behavior around \(kind)")
        }
        lines.append("}")
        return writingReferences(in: lines.joined(separator: "\n") + "\n")
    }

    /// Two to five colleagues: one instance or a set, held strongly or weakly, some optional
    /// (attached later), some keyed sets, some known by a protocol, some with a property name of their own, some
    /// playing roles.
    mutating func drawColleagues() -> [String] {
        var lines: [String] = []
        var properties: [String] = []
        for number in 0..<(2 + random.below(4)) {
            let name = typeName(or: "C\(index)x\(number)")
            let isSet = random.chance(30)
            let type = random.chance(30) ? "any \(name)" : name
            if !isSet, random.chance(20), !name.hasPrefix("`") {
                lines += drawSlots(name: name, type: type, number: number, properties: &properties)
                continue
            }
            let ownership = random.chance(25) ? (isSet ? "strong " : "weak ") : ""
            // Some one-instance colleagues are attached after the mediator is made.
            let isOptional = !isSet && random.chance(20)
            var line =
                "    \(ownership)colleague " + (isSet ? "[\(type)]" : type)
                + (isOptional ? "?" : "")
            var property: String?
            if random.chance(30) {
                properties.append(memberName(or: "items\(number)", avoiding: properties))
                property = properties[properties.count - 1]
                line += " as " + properties[properties.count - 1]
            }
            // A set may be keyed, weak or strong; events reach its members by an `Int` parameter.
            let isKeyed = isSet && random.chance(35)
            if isKeyed { line += " keyed by Int" }
            if random.chance(15) {
                // Outbox names live in the colleague's own class, not among the mediator's members.
                line += " outbox " + memberName(or: "outbox\(number)", avoiding: [])
            }
            if random.chance(10) { line += " called directly" }
            let played = roles.filter { _ in random.chance(40) }
            if !played.isEmpty { line += ": " + played.joined(separator: ", ") }
            lines.append(line)
            colleagues.append(
                Colleague(
                    name: name, type: type, isSet: isSet, isKeyed: isKeyed,
                    isOptional: isOptional, property: property))
        }
        return lines
    }

    /// Hooks on some of the colleagues named with `as`, whose property the spec spells, and
    /// sometimes `when released`.
    mutating func drawHooks() -> [String] {
        var lines: [String] = []
        for colleague in colleagues {
            guard let property = colleague.property, random.chance(50) else { continue }
            if colleague.isOptional { lines.append("    when \(property) changes") }
            if colleague.isSet {
                lines.append("    when \(property) " + random.pick(["joins", "leave"]))
            }
        }
        if random.chance(20) { lines.append("    when released") }
        return lines
    }

    /// The payload types of ``RandomSpec/Names/plain`` that are `Codable`, which the payloads of
    /// a `codable` mediator are drawn from.
    static let codablePayloads: Set = [
        "Int", "String", "[Int]", "[String: Double]", "Int?", "Bool", "Set<Int>",
    ]

    /// Chooses the payload and result types: those of ``names`` that name none of the module's
    /// types and suit the isolation, and, as payloads, the colleagues and roles ("notify the
    /// other one"). A role is nested in the mediator, so colleague code needs its qualified name.
    /// A `codable` mediator's payloads are the `Codable` ones of ``names`` only; there may be
    /// none, and then its events have no parameters.
    mutating func drawTypes() {
        let fits = { [used, isolation] (type: String) in
            !used.contains { type.contains($0) }
                && (isolation != "nonisolated " || !type.contains("->")
                    || type.contains("@Sendable"))
        }
        payloads =
            isCodable
            ? names.payloads.filter { fits($0) && Self.codablePayloads.contains($0) }
            : names.payloads.filter(fits) + colleagues.map(\.type)
                + roles.map { "any \(mediator).\($0)" } + slotPayloads
        results = names.results.filter(fits)
    }

    /// The names the payload and result types this spec draws from mention.
    var mentionedNames: Set<String> {
        Set(
            (payloads + results).flatMap {
                $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            })
    }

    /// A type name not used yet nor avoided: one of ``names``, or `plain` when none is left.
    mutating func typeName(or plain: String) -> String {
        let free = names.types.filter { !used.contains($0) && !avoided.contains($0) }
        let name = free.isEmpty ? plain : random.pick(free)
        used.insert(name)
        // Unescaped, `any` starts a colleague known by a protocol.
        return ["any", "some"].contains(name) ? "`\(name)`" : name
    }

    /// A member name as the spec writes it, not in `taken`: one of ``names``, or `plain` when
    /// there are none.
    mutating func memberName(or plain: String, avoiding taken: [String]) -> String {
        let free = names.members.map(RandomSpec.Names.escaped).filter { !taken.contains($0) }
        return free.isEmpty ? plain : random.pick(free)
    }
}
