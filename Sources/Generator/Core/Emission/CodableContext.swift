/// The data of what a `codable` mediator adds to its file, `Codable.mustache`: the `Codable`
/// conformance of its `Event` enum, and `replay(_:)`, which sends a log's events again.
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
            let type: String
            /// Its label where the case is made.
            let caseArgumentLabel: String?
        }

        let key: String
        let member: String
        let line: Int
        let parameters: [Parameter]
        let hasParameters: Bool
    }

    /// One event from one sender, as `replay(_:)` sends it again.
    struct Send: Encodable {
        let event: EventContext
        /// The sender as a log's records name it: a colleague type, or `outside`.
        let senderName: String
        let isOutside: Bool
        /// The colleague that sends, for a colleague: the mediator's property, the parameter of
        /// a set's member, or the local the check below binds.
        let senderInstance: String?
        /// The colleague's case in the event's sender type, for `with sender`.
        let senderCase: String?
        /// The runtime's check that the sender exists, where the reaction must be told it:
        /// `member` (of a set, passed to `replay`) or `colleague` (held by the mediator).
        let check: String?
        /// What the check is given: the parameter of a set's member, or the mediator's property.
        let instance: String?
        /// The label of the parameter that a missing member should be passed as.
        let parameter: String?
    }

    /// A parameter of `replay(_:)` that gives the member of a set that sends what the set sent.
    struct Member: Encodable {
        let label: String
        let name: String
        /// `label name`, or the name alone when it is the label.
        let declaredName: String
        let type: String
        let typeName: String
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
        self.events = zip(mediator.events, events).map { model, context in
            Self.coded(model, context)
        }
        let sendingSets = mediator.colleagues.indices.filter { index in
            mediator.colleagues[index].isSet
                && !mediator.participation.sentEvents[index].isEmpty
        }
        var memberNames: [Int: String] = [:]
        members = sendingSets.map { index in
            let senderCase = names.colleagues[index].senderCase
            let label = SwiftNames.isPlainLabel(senderCase) ? senderCase : "`\(senderCase)`"
            let name = SwiftNames.escaped(scope.claim(senderCase))
            memberNames[index] = name
            return Member(
                label: label, name: name,
                declaredName: SwiftNames.bare(label) == SwiftNames.bare(name)
                    ? name : label + " " + name,
                type: colleagues[index].optionalType, typeName: colleagues[index].typeName)
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
                        senderInstance: nil, senderCase: nil, check: nil, instance: nil,
                        parameter: nil))
            }
        }
        self.sends = sends
        hasSends = !sends.isEmpty
        isAsync = sends.contains { $0.event.isAsync }
        isThrowing = sends.contains { $0.event.isThrowing }
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
            return CodedEvent.Parameter(
                key: key, local: parameter.name, type: parameter.storedType,
                caseArgumentLabel: parameter.caseArgumentLabel)
        }
        return CodedEvent(
            key: SwiftNames.bare(event.name), member: context.member, line: event.location.line,
            parameters: parameters, hasParameters: !parameters.isEmpty)
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
        let isChecked = event.senderType != nil && (colleague.isSet || colleague.mayBeAbsent)
        return Send(
            event: event, senderName: colleague.typeName, isOutside: false,
            senderInstance: isChecked ? locals.sender : instance,
            senderCase: event.senderType.map { _ in
                SwiftNames.memberName(names.colleagues[index].senderCase)
            },
            check: isChecked ? (colleague.isSet ? "member" : "colleague") : nil,
            instance: isChecked ? instance : nil,
            parameter: isChecked && colleague.isSet ? names.colleagues[index].senderCase : nil)
    }
}
