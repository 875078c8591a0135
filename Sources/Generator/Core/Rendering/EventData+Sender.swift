/// The template data of `to mediator with sender`: the type that tells the reaction who sent the
/// event, with a case per possible sender, and how the dispatch receives it.
extension EventData {
    /// Adds `takesSender`, and for an event that does, its sender type and the type's cases, to
    /// `fields`, the event's.
    func addSenderFields(to fields: inout [String: TemplateValue]) {
        fields["takesSender"] = .flag(event.reactionTakesSender)
        guard event.reactionTakesSender else { return }
        let colleagues = event.senders.map { index in
            let colleague = mediator.colleagues[index]
            return "case \(SwiftNames.escaped(colleague.senderCase))(\(colleague.swiftType))"
        }
        let others =
            (event.isSentFromOutside ? ["case outside"] : [])
            + (event.isSentByMediator ? ["case mediator"] : [])
        fields["senderTypeName"] = .text(event.senderTypeName)
        fields["selector"] = .text(selector)
        fields["senderCases"] = .list((colleagues + others).map(TemplateValue.text))
        fields["senderTypeConformance"] = .text(mediator.isNonisolated ? ": Sendable" : "")
        // An outbox whose colleague is gone drops the send: nobody can be named its sender.
        fields["dropSend"] = .text(event.resultType == nil ? "return" : "return nil")
    }

    /// The reaction's parameters: the payload's, and `from sender: EventSender` when the reaction
    /// asks who sent the event.
    var reactionParameters: String {
        guard event.reactionTakesSender else { return parameterList }
        var names = NameScope(taking: event.parameters.map(\.name))
        let sender = "from \(names.claim("sender")): \(event.senderTypeName)"
        return parameterList.isEmpty ? sender : parameterList + ", " + sender
    }
}
