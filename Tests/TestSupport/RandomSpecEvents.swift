extension RandomSpecDrawer {
    /// The declaration of the event declared at `index`: parameters (some with default values,
    /// the first ones its marker's when it shares its base name), effects, a result for a request
    /// (some `@discardableResult`), senders, receivers, clauses and follow-ups.
    mutating func event(at index: Int) -> String {
        let name = declared[index].name
        var parameters = drawParameters()
        parameters.insert(
            contentsOf: markerParameters(
                of: declared[index], avoiding: parameters.map(Self.name(of:))),
            at: 0)
        declared[index].labels = parameters.map(Self.label(of:))
        var effects = random.chance(25) ? " async" : ""
        if random.chance(25) { effects += " throws" }
        let senders = drawSenders()
        let written = withDefaultValues(parameters)
        let start = "event \(name)(\(written.joined(separator: ", ")))\(effects)"
        let from = " from \(senders.joined(separator: ", ")) to "
        // The mediator does not send to itself.
        let toMediator = senders.contains("mediator") ? [] : ["mediator"]
        // The reaction may ask who sent the event when more than one sender can.
        // Slots of one type are several senders too, but only slots with outboxes of their own
        // can tell which one sent.
        let manySenders =
            senders.count > 1
            || colleagues.contains { ($0.isSet || !$0.slots.isEmpty) && senders == [$0.name] }
        let reaction =
            manySenders && senderCanBeTold(senders) && random.chance(40)
            ? "mediator with sender" : "mediator"
        // A request goes to one slot of a type that fills several.
        let singles = colleagues.filter { !$0.isSet }.map { $0.slots.first ?? $0.name }
        let handlers = (singles.isEmpty ? [] : [random.pick(singles)]) + toMediator
        if !results.isEmpty && !handlers.isEmpty && random.chance(20) {
            let handler = random.pick(handlers)
            return discardableResult() + start + " -> \(random.pick(results))" + from
                + (handler == "mediator" ? reaction : handler) + followUps(chance: 15)
        }
        // The first receiver is one that a send always reaches, so that a spec is rejected for
        // its names only; the others may be any.
        let reached = colleagues.map(\.name).filter { !senders.contains($0) } + toMediator + ["all"]
        var routes = [random.pick(reached)]
        for _ in 0..<random.below(3) {
            let colleague = receiverName(of: random.pick(colleagues))
            routes.append(random.pick(["all", "others", colleague] + toMediator + roles))
        }
        // The slots of a type, which a parameter or the mediator's state may pick.
        let groups = colleagues.filter { !$0.slots.isEmpty }.map(\.name)
        if !groups.isEmpty, random.chance(40) { routes.append(random.pick(groups)) }
        // A keyed set after the first receiver may be reached by an `Int` parameter's value.
        let keys = parameters.compactMap(Self.intParameterName)
        let keyed = Set(colleagues.filter(\.isKeyed).map(\.name))
        let receivers = routes.enumerated().map { position, route in
            if route == "mediator" { return reaction }
            // The slot a parameter or the mediator's state picks, after the first receiver.
            if position > 0, let picked = pickedRoute(route, parameters: parameters) {
                return picked
            }
            if position > 0, keyed.contains(route), !keys.isEmpty, random.chance(60) {
                return (random.chance(50) ? "first " : "") + "\(route)[\(random.pick(keys))]"
            }
            return route != "others" && random.chance(30) ? route + " except sender" : route
        }
        var clauses = ""
        // Tasks take the payload of an event delivered concurrently: it must be `Sendable`,
        // which a closure is not, nor a role, whose protocol is isolated to the mediator's actor.
        let sendable = !parameters.contains { $0.contains("->") || $0.contains("any \(mediator).") }
        if !isolation.isEmpty && sendable && effects.contains("async") && random.chance(50) {
            clauses += " concurrently"
        }
        if effects.contains("throws") && random.chance(50) { clauses += " collecting errors" }
        return start + from + receivers.joined(separator: ", ") + clauses + followUps(chance: 15)
    }

    /// The name of `parameter` (`label name: Type`) when its type is `Int`.
    static func intParameterName(_ parameter: String) -> String? {
        let parts = parameter.split(separator: ": ", maxSplits: 1)
        guard parts.count == 2, parts[1] == "Int" else { return nil }
        return parts[0].split(separator: " ").last.map(String.init)
    }

    /// Zero to three parameters with distinct names, half of them with a label; the first
    /// sometimes of a slot enum's type.
    mutating func drawParameters() -> [String] {
        var taken: [String] = []
        var parameters: [String] = []
        for number in 0..<(payloads.isEmpty ? 0 : random.below(4)) {
            let name = memberName(or: "p\(number)", avoiding: taken)
            taken.append(name)
            let label = random.chance(50) ? random.pick(names.labels) + " " : ""
            // The first is sometimes of a slot enum's type, which can pick a slot (not in a
            // `codable` mediator: the enum is not `Codable`).
            let enums = slotPayloads.filter(payloads.contains)
            let pickable = number == 0 && !enums.isEmpty && random.chance(30)
            let type = random.pick(pickable ? enums : payloads)
            parameters.append("\(label)\(name): \(type)")
        }
        return parameters
    }

    /// One colleague most often (sometimes one slot of a type, when its slots keep outboxes of
    /// their own); with `outside` or the mediator, or another colleague; or only `outside` or
    /// the mediator.
    mutating func drawSenders() -> [String] {
        let first = random.pick(colleagues)
        let sender = senderName(of: first)
        let other = random.pick(colleagues).name
        let senders = random.pick([
            [sender], [sender], [sender], [sender, "outside"], ["mediator", sender],
            [sender, other], ["outside"], ["mediator"], ["mediator", "outside"],
        ])
        // One slot is among the slots of its type, when that is a sender too.
        let one = sender != first.name && senders.contains(first.name) ? sender : nil
        return senders.reduce(into: []) {
            if !$0.contains($1) && $1 != one { $0.append($1) }
        }
    }
}
