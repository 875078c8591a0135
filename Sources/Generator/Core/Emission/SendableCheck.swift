/// What of an event must be `Sendable` because it crosses threads or tasks: the payload and
/// result of an event of a `nonisolated` mediator, and for an event delivered `concurrently` by
/// a mediator on a global actor, its payload and the types of its colleague receivers, which go
/// to tasks.
struct SendableCheck {
    /// What must be `Sendable` as one type, `Sendable` exactly when each part is:
    /// `(item: Item, count: Int)`, the type itself for one part, or `Void` for none. Receivers
    /// are left unlabelled: `(item: Item, Feed, Detail)`.
    let type: String
    /// What the type alias that checks it is named after the event's name: `PayloadIsSendable`,
    /// `ResultIsSendable`, `ReceiversAreSendable`, `PayloadAndResultAreSendable` or
    /// `PayloadAndReceiversAreSendable`; `""` when nothing is checked.
    let aliasSuffix: String

    init(_ event: EventModel, in mediator: MediatorModel) {
        guard mediator.isNonisolated || event.isConcurrent else {
            (type, aliasSuffix) = ("Void", "")
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
        switch parts.count {
        case 0: type = "Void"
        case 1: type = parts[0].1
        default:
            let elements = parts.map { $0.0.isEmpty ? $0.1 : "\($0.0): \($0.1)" }
            type = "(" + elements.joined(separator: ", ") + ")"
        }
        let isSingular = checked.count == 1 && checked[0] != "Receivers"
        aliasSuffix =
            checked.isEmpty
            ? "" : checked.joined(separator: "And") + (isSingular ? "IsSendable" : "AreSendable")
    }

    /// Whether nothing of the event needs checking.
    var isEmpty: Bool { aliasSuffix.isEmpty }
}
