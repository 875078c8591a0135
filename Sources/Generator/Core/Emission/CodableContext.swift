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

    /// The locals of the conformance and of `replay(_:)`, none taken by a parameter of an event.
    struct Locals: Encodable {
        let decoder, encoder, name, container, payload, log, sends, send, index, record,
            sender: String
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
    let locals: Locals

    init(
        _ mediator: MediatorModel, names: GeneratedNames, events: [EventContext],
        colleagues: [ColleagueContext]
    ) {
        var scope = NameScope(taking: mediator.events.flatMap { $0.parameters.map(\.name) })
        let locals = Locals(
            decoder: scope.claim("decoder"), encoder: scope.claim("encoder"),
            name: scope.claim("name"), container: scope.claim("container"),
            payload: scope.claim("payload"), log: scope.claim("log"), sends: scope.claim("sends"),
            send: scope.claim("send"), index: scope.claim("index"),
            record: scope.claim("record"), sender: scope.claim("sender"))
        self.locals = locals
        self.events = zip(mediator.events, events).map(Self.coded)
        var memberNames: [Int: String] = [:]
        members = mediator.colleagues.indices.compactMap { index in
            guard mediator.colleagues[index].isSet,
                !mediator.participation.sentEvents[index].isEmpty
            else { return nil }
            let senderCase = names.colleagues[index].senderCase
            let label = SwiftNames.isPlainLabel(senderCase) ? senderCase : "`\(senderCase)`"
            let name = SwiftNames.escaped(scope.claim(senderCase))
            memberNames[index] = name
            return Member(
                declaredName: SwiftNames.bare(label) == SwiftNames.bare(name)
                    ? name : label + " " + name,
                type: colleagues[index].optionalType, typeName: colleagues[index].typeName,
                label: label)
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

    /// How `event` is written: its name and each parameter under a key of its own.
    private static func coded(_ event: EventModel, _ context: EventContext) -> CodedEvent {
        var keys: Set<String> = []
        let parameters = zip(event.parameters, context.parameters).map { model, parameter in
            let label = model.callLabel.map(SwiftNames.bare)
            let name = SwiftNames.bare(model.name)
            var key = label.flatMap { keys.contains($0) ? nil : $0 } ?? name
            while keys.contains(key) { key += "_" }
            keys.insert(key)
            let type = parameter.storedType
            return CodedEvent.Parameter(
                key: key, local: parameter.name, type: type,
                wrapped: SwiftText.isOptional(type) && type.hasSuffix("?")
                    ? String(type.dropLast()) : nil,
                caseArgumentLabel: parameter.caseArgumentLabel, line: model.typeLocation.line)
        }
        return CodedEvent(
            key: SwiftNames.bare(event.name), member: context.member, parameters: parameters,
            hasParameters: !parameters.isEmpty)
    }
}
