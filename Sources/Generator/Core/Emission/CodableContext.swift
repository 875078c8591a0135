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
            /// The local as the case is made of it: after ``caseArgumentLabel`` and `: `.
            let caseArgument: String
            /// How it is read and written: `decode` and `encode`, or `decodeIfPresent` and
            /// `encodeIfPresent` for an optional `type`.
            let decode: String
            let encode: String
            /// The type read: ``wrapped``, or ``type``.
            let decodedType: String
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
    /// Its parameters as its declaration lists them: the log, then each of ``members``.
    let parameters: [String]
    /// Its documentation, which says what the members and checks are.
    let docComment: [String]
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
    /// What `replay(_:)` says after its parameters: ` async throws`, or ` throws`.
    let effects: String
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
        parameters =
            ["_ \(locals.log): MediatorLog<Event>"]
            + members.map { "\($0.declaredName): \($0.type) = nil" }
        docComment = Self.replayDocumentation(
            of: mediator.name, members: members, checksMembers: hasMemberChecks,
            checksColleagues: hasColleagueChecks)
        mediatorSent = zip(mediator.events, events).filter { $0.0.isSentByMediator }.map(\.1.member)
        isAsync = sends.contains { $0.event.isAsync }
        isThrowing = hasColleagueChecks || sends.contains(where: \.event.isThrowing)
        effects = isAsync ? " async throws" : " throws"
    }

    /// What `replay(_:)`'s comment says: which sender each event is sent from again, and when
    /// it throws.
    private static func replayDocumentation(
        of mediator: String, members: [Member], checksMembers: Bool, checksColleagues: Bool
    ) -> [String] {
        let sentences = members.map {
            "; `\($0.label)` sends what members of `[\($0.typeName)]` sent (without it, no member "
                + "of the set does)"
        }
        return DocumentationText.comment(
            [
                "Sends again, oldest first, each event of `log` that a colleague or the outside "
                    + "sent, from the same sender. Events the mediator sent are not sent again: its "
                    + "reactions and follow-ups send them anew. A one-instance colleague sends as "
                    + "the one the mediator holds when the event is sent" + sentences.joined()
                    + ".",
                "",
                "- Throws: `MediatorReplayError`, before sending anything, when the log holds an "
                    + "event that `\(mediator)` does not send from that sender"
                    + (checksMembers
                        ? ", or one whose reaction must learn which member of a set sent it and "
                            + "none was passed" : "")
                    + "; then the first error a receiver throws"
                    + (checksColleagues
                        ? ", or a `MediatorReplayError` for an event whose reaction must learn a "
                            + "colleague the mediator does not hold then" : "")
                    + ", which ends the replay.",
            ], indentation: 4)
    }

    /// How `event` is written: its name and each parameter under its key in `keys`.
    private static func coded(_ event: EventModel, _ context: EventContext, keys: [String])
        -> CodedEvent
    {
        let parameters = zip(keys, zip(event.parameters, context.parameters)).map {
            key, parameters in
            let (model, parameter) = parameters
            let type = parameter.storedType
            let wrapped =
                SwiftText.isOptional(type) && type.hasSuffix("?") ? String(type.dropLast()) : nil
            return CodedEvent.Parameter(
                key: key, local: parameter.name, type: type, wrapped: wrapped,
                caseArgumentLabel: parameter.caseArgumentLabel,
                caseArgument: (parameter.caseArgumentLabel.map { $0 + ": " } ?? "")
                    + parameter.name,
                decode: wrapped == nil ? "decode" : "decodeIfPresent",
                encode: wrapped == nil ? "encode" : "encodeIfPresent",
                decodedType: wrapped ?? type, line: model.typeLocation.line)
        }
        return CodedEvent(
            key: event.spelledName, member: context.member, parameters: parameters,
            hasParameters: !parameters.isEmpty)
    }
}
