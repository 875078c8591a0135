// `to mediator with sender`: the reaction learns who sent the event, as a case of a type
// generated for it, with one case per possible sender.

extension Validator {
    /// Reports `with sender` on an event that only one sender can send, and senders whose cases
    /// would share a name.
    mutating func checkWithSender(
        _ event: EventSyntax, at location: SourceLocation, senders: [Int],
        colleagues: [ColleagueModel], outside: Bool, mediator: Bool
    ) {
        let cases =
            senders.map { GeneratedNames.senderCase(of: colleagues[$0]).text }
            + (outside ? ["outside"] : [])
            + (mediator ? ["mediator"] : [])
        let fromSet = senders.contains { colleagues[$0].isSet }
        if cases.count == 1 && !fromSet {
            let only = senders.first.map { "'\(colleagues[$0].typeName)'" } ?? cases[0]
            diagnostics.error(
                "'with sender' asks who sent event '\(event.spelledName)', but only \(only) can "
                    + "send it; remove 'with sender'", at: location)
        }
        if let shared = senders.first(where: {
            colleagues[$0].isOneOfSeveral && !colleagues[$0].hasOwnProtocol
        }) {
            let colleague = colleagues[shared]
            diagnostics.error(
                "'with sender' tells the reaction which slot of '\(colleague.typeName)' sent event "
                    + "'\(event.spelledName)', but its slots share one outbox, which cannot tell; "
                    + "give each slot an outbox of its own, as in 'colleague "
                    + "\(colleague.isProtocol ? "any " : "")\(colleague.typeName) as "
                    + "\(colleague.propertyName) outbox \(colleague.propertyName)Outbox'",
                at: location)
        }
        var seen: Set<String> = []
        for name in cases where !seen.insert(name).inserted {
            diagnostics.error(
                "two senders of event '\(event.spelledName)' would both be case '\(name)' of its "
                    + "sender type; rename one of the colleague types", at: location)
        }
    }
}
