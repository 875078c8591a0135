/// The template data of one event: its declarations, calls and deliveries as Swift text.
///
/// Made once per event and shared by every list that shows it: dispatch methods, entry points,
/// reactions, and the protocols and outboxes of colleagues and roles.
struct EventData {
    let event: EventModel
    let mediator: MediatorModel
    let names: MediatorNames
    let index: Int
    /// `to news: News, at time: Date`: the parameters as declared.
    let parameterList: String
    /// `to: news, at: time`: the parameters passed on to a call with the same labels.
    let callArguments: String
    /// `likeAdded(to: news)`: the call of the event's method on a receiver.
    let call: String
    /// `try `, `await `, `try await ` or nothing: what a call of the event's methods needs.
    let callPrefix: String
    /// The event as traces show it: `likeAdded(to:)`.
    let selector: String
    /// Who hears the event, in order, for traces: `Type`, `[Type]` for a set, `mediator`.
    let receiverNames: String

    /// Makes the data of the event at `index` of `mediator`, working out once the pieces of text
    /// that several fields, and each delivery, are made of.
    init(event: EventModel, mediator: MediatorModel, names: MediatorNames, index: Int) {
        self.event = event
        self.mediator = mediator
        self.names = names
        self.index = index
        parameterList = event.parameters.map { parameter in
            (parameter.label.map { $0 + " " } ?? "") + parameter.name + ": " + parameter.type
        }.joined(separator: ", ")
        callArguments = event.parameters.map { parameter in
            (SwiftText.callLabel(of: parameter).map { $0 + ": " } ?? "") + parameter.name
        }.joined(separator: ", ")
        call = "\(SwiftNames.memberName(event.name))(\(callArguments))"
        callPrefix = (event.isThrowing ? "try " : "") + (event.isAsync ? "await " : "")
        selector = event.selector
        receiverNames = event.receivers.map { receiver in
            guard case .colleague(let index, _) = receiver else { return "mediator" }
            let colleague = mediator.colleagues[index]
            return colleague.isSet ? "[\(colleague.typeName)]" : colleague.typeName
        }.joined(separator: ", ")
    }

    /// Whether the dispatch reaches the mediator without retaining it: a synchronous event of a
    /// mediator that is not `nonisolated` nor on a global actor other than the main actor, with
    /// no reaction among its receivers. Such a dispatch checks that the mediator is alive before
    /// each receiver. The others keep the mediator retained instead, so that the mediator
    /// outlives its reactions and suspensions, and a `deinit` on another thread waits for them.
    var isFramed: Bool {
        !mediator.retainsOnEverySend && !event.isAsync && !event.receivers.contains(.mediator)
    }

    /// The one-instance colleague that answers a request, when it is one.
    var handler: ColleagueModel? {
        guard event.resultType != nil, case .colleague(let index, _)? = event.receivers.first
        else { return nil }
        return mediator.colleagues[index]
    }

    /// The template value.
    func value(specFileLiteral: String) -> TemplateValue {
        let result = event.resultType
        let dispatchResult = result.map { handler?.isWeak == true ? SwiftText.optional($0) : $0 }
        let framedHandler = isFramed ? handler : nil
        var locals = NameScope(taking: event.parameters.map(\.name))
        let scope = locals.claim("scope")
        let sender = locals.claim("sender")
        let documentation = SwiftText.docComment(event.documentation)
        let capitalized = SwiftNames.upperCamelCase(event.name)
        let line = event.location.line
        // Room for the 47 fields of an event whose reaction is not told its sender: made at that
        // size, the dictionary does not rehash its fields as it grows, and takes 64 buckets.
        var fields = [String: TemplateValue](minimumCapacity: 48)
        fields["docComment"] = .list(documentation.map(TemplateValue.text))
        fields["signature"] = .text("\(SwiftNames.escaped(event.name))(\(parameterList))")
        fields["call"] = .text(call)
        fields["callArguments"] = .text(callArguments)
        fields["parameterList"] = .text(parameterList)
        fields["hasParameters"] = .flag(!event.parameters.isEmpty)
        fields["effects"] = .text(
            (event.isAsync ? " async" : "") + (event.isThrowing ? " throws" : ""))
        fields["callPrefix"] = .text(callPrefix)
        fields["tryPrefix"] = .text(event.isThrowing ? "try " : "")
        fields["resultPrefix"] = .text(result == nil ? "" : "return ")
        fields["returnClause"] = .text(result.map { " -> \($0)" } ?? "")
        fields["dispatchReturnClause"] = .text(dispatchResult.map { " -> \($0)" } ?? "")
        fields["outboxReturnClause"] = .text(result.map { " -> \(SwiftText.optional($0))" } ?? "")
        fields["isMapped"] = .flag(!event.parameters.isEmpty || result != nil)
        fields["sourceLocation"] = .text(
            SwiftText.sourceLocation(
                line: line - documentation.count, fileLiteral: specFileLiteral))
        fields["dispatchSourceLocation"] = .text(
            SwiftText.sourceLocation(line: line, fileLiteral: specFileLiteral))
        fields["dispatchName"] = .text(names.dispatchNames[index])
        // An entry point for `outside` is the mediator's API; one for `mediator` alone is for
        // its own code, so it is not public.
        fields["entryAccess"] = .text(
            event.isSentFromOutside ? SwiftText.modifier(mediator.accessLevel) : "")
        fields["entrySender"] = .text(event.isSentFromOutside ? ".outside" : ".mediator")
        fields["reactionSignature"] = .text("handle\(capitalized)(\(reactionParameters))")
        fields["isFramed"] = .flag(isFramed)
        // A framed dispatch checks before each receiver that the observer or an earlier receiver
        // did not end the mediator; a request's handler answers in any case.
        let checksMediator = isFramed && result == nil
        fields["trace"] = .text(
            "\(names.link).show(\(eventValue), \"\(selector)\", \(sender), \"\(receiverNames)\")")
        fields["eventCase"] = .text(eventCase)
        fields["bindsScope"] = .flag(checksMediator)
        fields["sendMethod"] = .text(result == nil ? "send" : "request")
        // A framed request answers `Answer?`: flattened where the dispatch's answer is optional.
        fields["outboxResultFlattening"] = .text(
            isFramed && dispatchResult.map(SwiftText.isOptional) == true ? " ?? nil" : "")
        fields["handler"] = .text(framedHandler.map { SwiftNames.escaped($0.propertyName) } ?? "")
        let handlerName = locals.claim("handler")
        fields["handlerName"] = .text(handlerName)
        fields["scope"] = .text(scope)
        fields["sender"] = .text(sender)
        let receiver = locals.claim("receiver")
        fields["receiver"] = .text(receiver)
        // The dispatch's parameter that holds the sender, for a reaction `with sender`.
        let origin = event.reactionTakesSender ? locals.claim("colleague") : nil
        fields["origin"] = .text(origin ?? "")
        let reactionArguments = [callArguments] + (origin.map { ["from: \($0)"] } ?? [])
        let reactionCall =
            "handle\(capitalized)("
            + reactionArguments.filter { !$0.isEmpty }.joined(separator: ", ") + ")"
        fields["reactionCall"] = .text(reactionCall)
        var delivery = DeliveryNames(
            sender: sender, receiver: receiver, handler: handlerName, reactionCall: reactionCall)
        delivery.claimBehaviorLocals(from: &locals)
        addDeliveryFields(
            delivery, framedHandler: framedHandler, checksMediator: checksMediator, to: &fields)
        addSenderFields(to: &fields)
        fields["sendableCheckName"] = .text(names.sendableCheckNames[index])
        fields["sendableCheck"] = .text(SendableCheck(event, in: mediator).type)
        return .object(fields)
    }
}
