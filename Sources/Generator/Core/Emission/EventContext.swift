/// The data of one event, shared by every list that shows it: dispatch methods, entry points,
/// reactions, the protocols and outboxes of colleagues and roles. A class, so that each list
/// shares one encoding of it.
final class EventContext: Encodable {
    /// The mediator's method that sends the event, for `from outside` and `from mediator`.
    struct Entry: Encodable {
        /// Whether it is the mediator's API (`from outside`), at the mediator's access level.
        let isPublic: Bool
        /// The mediator's access level as the method's declaration starts with it, for
        /// `from outside`: `public `, or nothing.
        let accessModifier: String
        /// The case of `MediatorSender` it passes on: `outside` or `mediator`.
        let sender: String
    }

    /// The mediator's reaction to the event.
    struct Reaction: Encodable {
        let name: String
        /// The label of its sender parameter, for `with sender`.
        let sender: String?
    }

    /// The type that tells the reaction who sent the event (`with sender`).
    struct SenderType: Encodable {
        /// One colleague that may send it.
        struct Colleague: Encodable {
            let `case`: String
            let type: String
            /// The colleague's line, where a type its case cannot find is reported.
            let line: Int
        }

        let name: String
        let colleagues: [Colleague]
        let outside: Bool
        let mediator: Bool
    }

    /// A set the dispatch reads when it begins, into a local.
    struct SetRead: Encodable {
        let local: String
        /// `self.guests`, or `self.guests.members(for: room)` for a keyed set.
        let source: String

        /// What a dispatch reads of the set in `property`: the set, or for a keyed set the
        /// members of the key in the parameter `key`.
        static func source(of property: String, key: String?) -> String {
            "self.\(property)" + (key.map { ".members(for: \($0))" } ?? "")
        }
    }

    /// What a streaming request answers with.
    struct Stream: Encodable {
        /// The stream type, without its arguments: `AsyncStream` or `AsyncThrowingStream`.
        let type: String
        /// A stream of that type that has finished with no element, what a streaming request
        /// answers when no handler can: `AsyncStream { $0.finish() }`.
        let finished: String

        init(_ stream: StreamModel) {
            type = stream.typeName
            finished = "\(stream.typeName) { $0.finish() }"
        }
    }

    /// The property of a framed request's one handler, read before the event is traced.
    struct Handler: Encodable {
        let property: String
    }

    /// The base name of the event's methods.
    let name: String
    /// The event's case in the `Event` enum, as it is declared, and as a member after `.`
    /// (``EventModel/caseName``).
    let caseName: String
    let member: String
    let selector: String
    let docComment: [String]
    let line: Int
    let isMapped: Bool
    let parameters: [ParameterContext]
    /// The parameters passed on to a call with the same labels: `item: item`.
    let arguments: [String]
    let hasParameters: Bool
    let isAsync: Bool
    let isThrowing: Bool
    /// What the methods that send a request start with when its senders may ignore its result:
    /// `@discardableResult `; empty otherwise.
    let discardable: String
    let result: String?
    let dispatchResult: String?
    let outboxResult: String?
    let stream: Stream?
    let dispatch: String
    let entry: Entry?
    let reaction: Reaction?
    let senderType: SenderType?
    let isFramed: Bool
    let checksMediator: Bool
    /// What a call of the event's methods needs before it: `try `, `await `, both or nothing.
    let callPrefix: String
    /// What a closure that calls one says before the call: `() in ` when the call has no
    /// ``callPrefix``, so that swift-format does not read a call that starts with `(` as the
    /// closure's parameters when an `in` (a label) follows.
    let closureIn: String
    /// Whether a delivery returns what its receiver answers: a request's, unless it runs
    /// inside `aroundDispatch`.
    let returnsDelivery: Bool
    /// What the trace's statement starts with: `let scope = ` where the dispatch checks that
    /// the mediator is alive, or nothing.
    let traceBinding: String
    /// Whether the task group of a `concurrently` delivery throws its children's errors: a
    /// throwing event's, unless it collects them.
    let groupThrows: Bool
    /// The function that makes the task group: `withThrowingTaskGroup` for a throwing event,
    /// else `withTaskGroup`.
    let taskGroup: String
    /// The keyed sets the dispatch reads when it begins, and the value that picks a slot of a
    /// type with several (`let pageSlot = self.shown as PageSlot?`), each at the event's line,
    /// where a key of the wrong type is reported; and the other sets it reads after its first
    /// receiver.
    let keyedSetReads: [SetRead]
    let setReads: [SetRead]
    let framedHandler: Handler?
    let flattensAnswer: Bool
    let receivers: String
    let deliveries: [DeliveryContext]
    let isConcurrent: Bool
    let collectsErrors: Bool
    let locals: GeneratedNames.Locals
    let sendableChecks: [SendableAlias]

    init(mediator: MediatorModel, index: Int, names: GeneratedNames) {
        let event = mediator.events[index]
        let named = names.events[index]
        name = event.name.declared
        caseName = event.caseName.declared
        member = event.caseName.member
        selector = event.selector
        docComment = DocumentationText.comment(event.documentation, indentation: 8)
        line = event.location.line
        isMapped = !event.parameters.isEmpty || event.resultType != nil || !named.picks.isEmpty
        parameters = ParameterContext.all(of: event, caseLabels: named.caseLabels)
        arguments = event.parameters.map(\.argument)
        hasParameters = !event.parameters.isEmpty
        isAsync = event.isAsync
        isThrowing = event.isThrowing
        discardable = event.isDiscardable ? "@discardableResult " : ""
        result = event.resultType
        // A request is framed when no reaction answers it and the mediator is not retained: its
        // one handler, a colleague, is read before the trace.
        isFramed =
            !mediator.retainsOnEverySend && !event.isAsync && !event.receivers.contains(.mediator)
        let handler = Self.handler(of: event, in: mediator)
        // A stream answers a finished one when no handler can; other requests answer `nil`.
        let stream = event.stream.map(Stream.init)
        self.stream = stream
        dispatchResult = event.resultType.map {
            stream == nil
                && handler.map {
                    mediator.colleagues[$0].mayBeAbsent || event.keyedReceivers[$0] != nil
                } == true
                ? SwiftText.optional($0) : $0
        }
        outboxResult = event.resultType.map { stream == nil ? SwiftText.optional($0) : $0 }
        dispatch = named.dispatch
        entry =
            event.isSentThroughMediator
            ? Entry(
                isPublic: event.isSentFromOutside,
                accessModifier: event.isSentFromOutside ? mediator.overridableModifier : "",
                sender: event.isSentFromOutside ? "outside" : "mediator") : nil
        reaction = named.reaction.map { Reaction(name: $0, sender: named.senderParameter) }
        senderType = named.senderType.map { name in
            SenderType(
                name: name,
                colleagues: event.senders.map { index in
                    let colleague = mediator.colleagues[index]
                    return SenderType.Colleague(
                        case: names.colleagues[index].senderCase.declared,
                        type: colleague.swiftType, line: colleague.location.line)
                },
                outside: event.isSentFromOutside, mediator: event.isSentByMediator)
        }
        // Only an outbox's send reaches a dispatch without a reference to the mediator; one sent
        // through the mediator's own method runs while its caller holds the mediator.
        checksMediator = isFramed && event.resultType == nil && !event.senders.isEmpty
        callPrefix = (event.isThrowing ? "try " : "") + (event.isAsync ? "await " : "")
        closureIn = callPrefix.isEmpty ? "() in " : ""
        returnsDelivery = event.resultType != nil && !mediator.declares(.dispatch)
        traceBinding = checksMediator ? "let \(named.locals.scope) = " : ""
        let framed = isFramed ? handler : nil
        // A keyed set's first member with the key is read as the keyed sets are, at the event's
        // line; a one-instance handler from its property.
        let framedKey = framed.flatMap { index in
            event.keyedReceivers[index].map { (index, $0) }
        }
        framedHandler = framed.flatMap {
            framedKey != nil
                ? nil : Handler(property: mediator.colleagues[$0].propertyName.property)
        }
        flattensAnswer = isFramed && dispatchResult.map(SwiftText.isOptional) == true
        receivers = event.receivers.map { receiver in
            guard case .colleague(let index, _) = receiver else { return "mediator" }
            let colleague = mediator.colleagues[index]
            return colleague.isSet ? "[\(colleague.typeName)]" : colleague.traceName
        }.joined(separator: ", ")
        deliveries = DeliveryContext.all(
            of: event, in: mediator, names: names, named: named, framedHandler: framed,
            checksMediator: checksMediator)
        isConcurrent = event.isConcurrent
        collectsErrors = event.collectsErrors
        groupThrows = event.isThrowing && !event.collectsErrors
        taskGroup = event.isThrowing ? "withThrowingTaskGroup" : "withTaskGroup"
        var keyedSetReads: [SetRead] = []
        var setReads: [SetRead] = []
        if let (index, keyed) = framedKey {
            let source = SetRead.source(
                of: mediator.colleagues[index].propertyName.property,
                key: event.parameters[keyed.parameter].name.declared)
            keyedSetReads.append(SetRead(local: named.locals.handler, source: source + ".first"))
        }
        for case .set(let property, let local?, let key, _) in deliveries.map(\.receiver) {
            let read = SetRead(local: local, source: SetRead.source(of: property, key: key))
            if key == nil { setReads.append(read) } else { keyedSetReads.append(read) }
        }
        for (first, local) in named.picks.sorted(by: { $0.key < $1.key }) {
            guard let pick = event.pickedSlots.values.first(where: { $0.firstSlot == first })
            else { continue }
            let value = pick.parameter.map { event.parameters[$0].name.declared }
            let type = GeneratedNames.slotEnum(ofType: mediator.colleagues[first].typeName)
            keyedSetReads.append(
                SetRead(
                    local: local.declared,
                    source: (value ?? "self." + pick.key.member) + " as \(type)?"))
        }
        self.keyedSetReads = keyedSetReads
        self.setReads = setReads
        locals = named.locals
        sendableChecks = named.sendableChecks
    }

    /// The index of the one-instance colleague that answers a request, when it is one.
    private static func handler(of event: EventModel, in mediator: MediatorModel) -> Int? {
        guard event.resultType != nil, case .colleague(let index, _)? = event.receivers.first
        else { return nil }
        return index
    }
}
