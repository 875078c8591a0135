/// The data of what a `codable` mediator adds to its file: the members of its `Event` enum that
/// make it `Codable` (`EventCoding.mustache`), and `replay(_:)`, which sends a log's events again
/// (`Replay.mustache`).
struct CodableContext: Encodable {
    /// One event as a log writes it: an object with one key, the event's name, whose value holds
    /// the payload by parameter.
    struct CodedEvent: Encodable {
        /// One parameter of the payload.
        struct Parameter: Encodable {
            /// What it is written under: its argument label, or its name when it has none (or
            /// an earlier parameter took the label).
            let key: String
            /// The local it is read into and bound to: the parameter's name.
            let local: String
            /// The type its case stores.
            let type: String
            /// The type an optional `type` wraps, read and written only when present.
            let wrapped: String?
            /// Its label where the case is made.
            let caseArgumentLabel: String?
            /// The line of its type in the spec, where one that is not `Codable` is reported.
            let line: Int
        }

        /// The event's name, which a log writes.
        let key: String
        /// Its case after a `.`.
        let member: String
        let parameters: [Parameter]
        let hasParameters: Bool
    }

    /// A parameter of `replay(_:)` that gives the member of a set that sends what the set sent.
    struct Member: Encodable {
        /// `label name`, or the name alone when it is the label.
        let declaredName: String
        let type: String
        let typeName: String
        let label: String
    }

    /// The name of `replay(_:)`.
    let replay = GeneratedNames.replay
    let events: [CodedEvent]
    let sends: [Send]
    let hasSends: Bool
    /// Whether a send checks a set's member, or a one-instance colleague.
    let hasMemberChecks: Bool
    let hasColleagueChecks: Bool
    /// The cases of the events the mediator sends itself, whose records `replay(_:)` skips.
    let mediatorSent: [String]
    let members: [Member]
    /// What the closures `replay(_:)` collects before it sends do: `async`, `throws`.
    let isAsync: Bool
    let isThrowing: Bool
    let locals: GeneratedNames.CodableLocals

    init(
        _ mediator: MediatorModel, names: GeneratedNames, locals: GeneratedNames.CodableLocals,
        events: [EventContext],
        colleagues: [ColleagueContext]
    ) {
        self.locals = locals
        self.events = zip(mediator.events, events).enumerated().map {
            Self.coded($1.0, $1.1, keys: names.events[$0].codingKeys)
        }
        var memberNames: [Int: String] = [:]
        members = mediator.colleagues.indices.compactMap { index in
            let named = names.colleagues[index]
            guard let member = named.replayMember else { return nil }
            memberNames[index] = member.declared
            return Member(
                declaredName: member == named.senderCase
                    ? member.declared : named.senderCase.parameterLabel + " " + member.declared,
                type: colleagues[index].optionalType, typeName: colleagues[index].typeName,
                label: named.senderCase.parameterLabel)
        }
        var sends: [Send] = []
        for (model, context) in zip(mediator.events, events) {
            for index in model.senders {
                sends.append(
                    Send(
                        context, model, from: index, of: mediator, names: names,
                        member: memberNames[index], locals: locals))
            }
            if model.isSentFromOutside {
                sends.append(Send(outside: context, model))
            }
        }
        self.sends = sends
        hasSends = !sends.isEmpty
        hasMemberChecks = sends.contains { $0.memberCheck != nil }
        hasColleagueChecks = sends.contains { $0.colleagueCheck != nil }
        mediatorSent = zip(mediator.events, events).filter { $0.0.isSentByMediator }.map(\.1.member)
        isAsync = sends.contains { $0.event.isAsync }
        isThrowing = hasColleagueChecks || sends.contains(where: \.event.isThrowing)
    }

    /// How `event` is written: its name and each parameter under its key in `keys`.
    private static func coded(_ event: EventModel, _ context: EventContext, keys: [String])
        -> CodedEvent
    {
        let parameters = zip(keys, zip(event.parameters, context.parameters)).map {
            key, parameters in
            let (model, parameter) = parameters
            let type = parameter.storedType
            return CodedEvent.Parameter(
                key: key, local: parameter.name, type: type,
                wrapped: SwiftText.isOptional(type) && type.hasSuffix("?")
                    ? String(type.dropLast()) : nil,
                caseArgumentLabel: parameter.caseArgumentLabel, line: model.typeLocation.line)
        }
        return CodedEvent(
            key: event.name.text, member: context.member, parameters: parameters,
            hasParameters: !parameters.isEmpty)
    }
}
