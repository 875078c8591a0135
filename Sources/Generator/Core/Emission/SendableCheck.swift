/// What of an event must be `Sendable` because it crosses threads or tasks: the payload and
/// result of an event of a `nonisolated` mediator, and for an event delivered `concurrently` by
/// a mediator on a global actor, its payload and the types of its colleague receivers, which go
/// to tasks.
struct SendableCheck {
    /// What must be `Sendable` when it is one part: the part's type, or `Void` for none.
    let type: String
    /// What must be `Sendable` when it is several parts: the elements of a tuple that is
    /// `Sendable` exactly when each part is, `item: Item` (receivers left unlabelled: `Feed`).
    let elements: [String]?
    /// What the type alias that checks it is named after the event's name: `PayloadIsSendable`,
    /// `ResultIsSendable`, `ReceiversAreSendable`, `PayloadAndResultAreSendable` or
    /// `PayloadAndReceiversAreSendable`; `""` when nothing is checked.
    let aliasSuffix: String

    init(_ event: EventModel, in mediator: MediatorModel) {
        guard mediator.isNonisolated || event.isConcurrent else {
            (type, elements, aliasSuffix) = ("Void", nil, "")
            return
        }
        var labels = NameScope(taking: event.parameters.map(\.name))
        var parts = event.parameters.map { ($0.name, SwiftText.storableType($0.type)) }
        var checked = parts.isEmpty ? [] : ["Payload"]
        if let result = event.resultType {
            parts.append((labels.claim("result"), result))
            checked.append("Result")
        }
        if !mediator.isNonisolated {
            var receivers: [String] = []
            for case .colleague(let index, _) in event.receivers {
                let type = mediator.colleagues[index].swiftType
                if !receivers.contains(type) { receivers.append(type) }
            }
            parts += receivers.map { ("", $0) }
            if !receivers.isEmpty { checked.append("Receivers") }
        }
        type = parts.count == 1 ? parts[0].1 : "Void"
        elements = parts.count > 1 ? parts.map { $0.0.isEmpty ? $0.1 : "\($0.0): \($0.1)" } : nil
        let isSingular = checked.count == 1 && checked[0] != "Receivers"
        aliasSuffix =
            checked.isEmpty
            ? "" : checked.joined(separator: "And") + (isSingular ? "IsSendable" : "AreSendable")
    }

    /// Whether nothing of the event needs checking.
    var isEmpty: Bool { aliasSuffix.isEmpty }
}
