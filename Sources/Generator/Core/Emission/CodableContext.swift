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

    /// One event from one sender, as `replay(_:)` sends it again.
    struct Send: Encodable {
        /// A sender that must exist because the reaction is told it, bound to the local
        /// `sender` by a check of `MediatorReplayError`.
        struct Check: Encodable {
            /// What the check is given: the parameter of a set's member, or the property of a
            /// one-instance colleague.
            let instance: String
            /// The label of the parameter a missing member should be passed as, for a set.
            let parameter: String?
            /// For a one-instance colleague, whether it is optional, one to attach, rather than
            /// weak, one to keep alive.
            let isOptional: Bool
        }

        let event: EventContext
        /// The sender as a log's records name it: a colleague type, or `outside`.
        let senderName: String
        let isOutside: Bool
        /// The colleague that sends: the mediator's property, the parameter of a set's member,
        /// or the local a check binds; false for `outside`.
        let senderInstance: String?
        /// The colleague's case in the event's sender type, for `with sender`.
        let senderCase: String?
        /// For a set's member: checked before anything is sent, since the test passes it.
        let memberCheck: Check?
        /// For a one-instance colleague that may be absent: checked when the event is sent,
        /// since the replayed events may attach it.
        let colleagueCheck: Check?
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
                    Self.send(
                        context, from: index, of: mediator, names: names,
                        member: memberNames[index], locals: locals))
            }
            if model.isSentFromOutside {
                sends.append(
                    Send(
                        event: context, senderName: "outside", isOutside: true,
                        senderInstance: nil, senderCase: nil, memberCheck: nil,
                        colleagueCheck: nil))
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

    /// How `replay(_:)` sends `event` again when the colleague at `index` sent it: from the
    /// member passed as `member` for a set, from the colleague the mediator holds otherwise.
    private static func send(
        _ event: EventContext, from index: Int, of mediator: MediatorModel,
        names: GeneratedNames, member: String?, locals: Locals
    ) -> Send {
        let colleague = mediator.colleagues[index]
        let instance = member ?? "self." + SwiftNames.escaped(colleague.propertyName)
        // The reaction is told its sender: check that there is one, into `sender`.
        let check =
            event.senderType != nil && (colleague.isSet || colleague.mayBeAbsent)
            ? Send.Check(
                instance: instance,
                parameter: colleague.isSet ? names.colleagues[index].senderCase : nil,
                isOptional: colleague.isOptional)
            : nil
        return Send(
            event: event, senderName: colleague.typeName, isOutside: false,
            senderInstance: check == nil ? instance : locals.sender,
            senderCase: event.senderType.map { _ in
                SwiftNames.memberName(names.colleagues[index].senderCase)
            },
            memberCheck: colleague.isSet ? check : nil,
            colleagueCheck: colleague.isSet ? nil : check)
    }
}
