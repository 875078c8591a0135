/// The template data of one event: its declarations, calls and deliveries as Swift text.
///
/// A class, so that the many values made from one event share it rather than copy its fields.
final class EventContext {
    let event: EventModel
    let mediator: MediatorModel
    /// The directive that maps the event's declarations to its line in the spec.
    let sourceLocation: TemplateText
    /// The deliveries the mediator's events share.
    let deliveries: SharedDeliveries

    /// The local names the generated code of the event uses, each chosen so that no parameter
    /// of the event takes it.
    let senderVariable: String
    let originVariable: String
    let receiverVariable: String
    let handlerVariable: String

    /// Parts of several declarations and calls, made once.
    let parameterList: TemplateText
    let callArguments: TemplateText
    /// The event's name as the part of a type or method name: `LikeAdded`.
    let capitalizedName: String
    let dispatchName: String
    let reactionName: String

    /// Makes the data of `event`, declared in the spec at `specPath`.
    convenience init(event: EventModel, mediator: MediatorModel, specPath: String) {
        self.init(
            event: event, mediator: mediator,
            specFileLiteral: SourceLocationDirective.stringLiteral(specPath),
            deliveries: SharedDeliveries(mediator))
    }

    /// Makes the data of `event`, declared in the spec whose path, as a string literal, is
    /// `specFileLiteral`, with the `deliveries` its mediator's events share.
    init(
        event: EventModel, mediator: MediatorModel, specFileLiteral: String,
        deliveries: SharedDeliveries
    ) {
        self.event = event
        self.mediator = mediator
        self.deliveries = deliveries
        sourceLocation = SourceLocationDirective.mappingText(
            toLine: event.location.line, inFileLiteral: specFileLiteral)
        func freeName(_ candidates: [String]) -> String {
            Self.freeName(candidates, avoiding: event.parameters)
        }
        senderVariable = freeName(["sender", "sendingColleague", "sendingInstance"])
        originVariable = freeName(["origin", "traceOrigin", "tracedSender"])
        receiverVariable = freeName(["receiver", "colleague", "member"])
        handlerVariable = freeName(["handler", "requestHandler", "answeringColleague"])
        parameterList = TemplateText(joining: event.parameters, separator: ", ") {
            text, parameter in
            if let label = parameter.label {
                text.append(label)
                text.append(" ")
            }
            text.append(parameter.name)
            text.append(": ")
            text.append(parameter.type)
        }
        callArguments = TemplateText(joining: event.parameters, separator: ", ") {
            text, parameter in
            if let label = parameter.callLabel {
                text.append(label)
                text.append(": ")
            }
            text.append(parameter.name)
        }
        capitalizedName = SwiftNames.upperCamelCase(event.name)
        dispatchName = "dispatch" + capitalizedName
        reactionName = "handle" + capitalizedName
    }

    /// Whether dispatch takes the sending colleague, to leave it out of `others`.
    var hasSenderParameter: Bool {
        event.receivers.contains { receiver in
            if case .colleague(_, excludingSender: true) = receiver { return true }
            return false
        }
    }

    /// The first of `candidates` that none of `parameters` takes; when all are taken, the first
    /// with the number of parameters appended.
    static func freeName(_ candidates: [String], avoiding parameters: [ParameterModel]) -> String {
        let free = candidates.first { candidate in
            !parameters.contains { $0.name == candidate }
        }
        return free ?? candidates[0] + "\(parameters.count)"
    }

    /// Whether dispatch runs in a ``DispatchLink`` frame and outboxes reach the mediator without
    /// retaining it. Dispatches that suspend or run the mediator's own reactions keep the mediator
    /// retained instead, and `nonisolated` mediators keep their locked, weak outboxes.
    var dispatchesInFrame: Bool {
        !mediator.isSendable && !event.isAsync && !event.receivers.contains(.mediator)
    }

    /// Whether a framed request reads its one handler before the trace, so that the answer never
    /// needs the mediator after the observer has run.
    var bindsHandler: Bool { dispatchesInFrame && event.resultType != nil }

    var effects: TemplateText {
        TemplateText((event.isAsync ? " async" : "") + (event.isThrowing ? " throws" : ""))
    }

    var callPrefix: TemplateText {
        TemplateText((event.isThrowing ? "try " : "") + (event.isAsync ? "await " : ""))
    }

    /// Whether dispatch can return no result: the one handler is held weakly.
    var dispatchResultIsOptional: Bool {
        guard case .colleague(let index, _)? = event.receivers.first else { return false }
        return mediator.colleagues[index].isWeak
    }

    /// The call of the dispatch method by `origin` (a colleague type name, or `outside`).
    func dispatchCall(sender: String, origin: String) -> TemplateText {
        var call: TemplateText = "\(dispatchName)("
        if !event.parameters.isEmpty {
            call.append(callArguments)
            call.append(", ")
        }
        if hasSenderParameter {
            call.append(senderVariable)
            call.append(": ")
            call.append(sender)
            call.append(", ")
        }
        call.append(originVariable)
        call.append(": \"")
        call.append(origin)
        call.append("\")")
        return call
    }

    /// The payload (and result) as one type that is `Sendable` exactly when each part is:
    /// `(item: Item, count: Int)`, or the type itself for one part, or `Void` for none.
    var sendableCheck: TemplateText {
        let result = event.resultType
        switch (event.parameters.count, result) {
        case (0, nil): return "Void"
        case (0, let result?): return TemplateText(result)
        case (1, nil): return TemplateText(Self.storableType(event.parameters[0].type))
        default:
            var check: TemplateText = "("
            for (index, parameter) in event.parameters.enumerated() {
                if index > 0 { check.append(", ") }
                check.append(parameter.name)
                check.append(": ")
                check.append(Self.storableType(parameter.type))
            }
            if let result {
                check.append(", result: ")
                check.append(result)
            }
            check.append(")")
            return check
        }
    }

    /// A parameter type as the type of a stored value: no `@escaping`, variadics as arrays.
    static func storableType(_ type: String) -> String {
        var stored = type
        // Most types have no attribute, and looking for one is cheaper than the replacement.
        if stored.utf8.contains(UInt8(ascii: "@")) {
            stored = stored.replacing("@escaping ", with: "")
        }
        if stored.hasSuffix("...") { stored = "[" + stored.dropLast(3) + "]" }
        return stored
    }

    /// The event as a Swift function name: `likeAdded(to:)`.
    var selector: TemplateText {
        var selector: TemplateText = "\(event.name)("
        for parameter in event.parameters {
            selector.append(parameter.callLabel ?? "_")
            selector.append(":")
        }
        selector.append(")")
        return selector
    }

    /// Who hears the event, in order, for traces: `Type`, `[Type]` for a set, `mediator`.
    var receiverNames: TemplateText {
        TemplateText(joining: event.receivers, separator: ", ") { text, receiver in
            switch receiver {
            case .mediator:
                text.append("\"mediator\"")
            case .colleague(let index, _):
                let colleague = mediator.colleagues[index]
                text.append(colleague.isSet ? "\"[" : "\"")
                text.append(colleague.typeName)
                text.append(colleague.isSet ? "]\"" : "\"")
            }
        }
    }

    /// `String(describing:)` of each argument, for traces.
    var payloadDescriptions: TemplateText {
        TemplateText(joining: event.parameters, separator: ", ") { text, parameter in
            text.append("String(describing: ")
            text.append(parameter.name)
            text.append(")")
        }
    }

    /// For a framed request, the expression of its one handler, read before the trace.
    var handlerBinding: [TemplateValue] {
        guard bindsHandler else { return [] }
        return event.receivers.compactMap(receiverProperty).map { .text("self.\($0)") }
    }

    /// The private dispatch method's name and parameters.
    var dispatchSignature: TemplateText {
        var signature: TemplateText = "\(dispatchName)("
        if !event.parameters.isEmpty {
            signature.append(parameterList)
            signature.append(", ")
        }
        if hasSenderParameter {
            signature.append(senderVariable)
            signature.append(": ObjectIdentifier?, ")
        }
        signature.append(originVariable)
        signature.append(": StaticString)")
        return signature
    }

    /// The template data, for the outbox of `colleague` when given.
    func value(sentBy colleague: String? = nil) -> TemplateValue {
        let result = event.resultType
        let dispatchResult = result.map { dispatchResultIsOptional ? Self.optional($0) : $0 }
        return .object(
            TemplateFields { (field: EventField) in
                switch field {
                case .name: .text(TemplateText(event.name))
                case .docComment: TemplateContext.docComment(event.documentation)
                case .signature: .text("\(SwiftNames.escaped(event.name))(\(parameterList))")
                case .call: .text("\(event.name)(\(callArguments))")
                case .effects: .text(effects)
                case .callPrefix: .text(callPrefix)
                case .resultPrefix: .text(result == nil ? "" : "return ")
                case .returnClause: .text(result.map { " -> \($0)" } ?? "")
                case .dispatchReturnClause: .text(dispatchResult.map { " -> \($0)" } ?? "")
                case .outboxReturnClause: .text(result.map { " -> \(Self.optional($0))" } ?? "")
                case .dispatchSignature: .text(dispatchSignature)
                case .dispatchCallFromOutbox: .text(dispatchCallFromOutbox(sentBy: colleague ?? ""))
                case .dispatchCallFromOutside: .text(dispatchCall(sender: "nil", origin: "outside"))
                case .originVariable: .text(TemplateText(originVariable))
                case .payloadCheckName:
                    .text("\(mediator.name)\(capitalizedName)PayloadIsSendable")
                case .sendableCheck: .text(sendableCheck)
                case .sourceLocation: .text(sourceLocation)
                case .selector: .text(selector)
                case .payloadDescriptions: .text(payloadDescriptions)
                case .receiverNames: .text(receiverNames)
                case .reactionSignature: .text("\(reactionName)(\(parameterList))")
                case .reactionCall: .text("\(reactionName)(\(callArguments))")
                case .senderVariable: .text(TemplateText(senderVariable))
                case .receiverVariable: .text(TemplateText(receiverVariable))
                case .deliveries: .list(event.receivers.map(delivery))
                case .dispatchesInFrame: .flag(dispatchesInFrame)
                case .handlerBinding: .list(handlerBinding)
                case .handlerVariable: .text(TemplateText(handlerVariable))
                case .scopeParameter: .text(bindsHandler ? "_" : "scope")
                case .checksAliveAfterTrace: .flag(dispatchesInFrame && result == nil)
                case .outboxResultFlattening:
                    .text(bindsHandler && dispatchResultIsOptional ? " ?? nil" : "")
                }
            })
    }

    /// The call of the dispatch method in the outbox of the colleague type `colleague`.
    func dispatchCallFromOutbox(sentBy colleague: String) -> TemplateText {
        dispatchCall(sender: "self.sender", origin: colleague)
    }

    /// The data for the outbox of `colleague`, made from `shared`, the event's ``value(sentBy:)``
    /// for no colleague: only the dispatch call differs, naming `colleague` as the origin.
    func value(basedOn shared: TemplateValue, sentBy colleague: String) -> TemplateValue {
        guard case .object(var fields) = shared else { return value(sentBy: colleague) }
        fields["dispatchCallFromOutbox"] = .text(dispatchCallFromOutbox(sentBy: colleague))
        return .object(fields)
    }

    /// `T?`, with parentheses where `?` would otherwise bind to only part of the type.
    static func optional(_ type: String) -> String {
        let needsParentheses =
            type.contains("->") || type.contains("&") || type.hasPrefix("any ")
            || type.hasPrefix("some ")
        return needsParentheses ? "(\(type))?" : type + "?"
    }

    /// The mediator's property that holds `receiver`, escaped; `nil` for the mediator itself.
    func receiverProperty(_ receiver: ReceiverModel) -> String? {
        guard case .colleague(let index, _) = receiver else { return nil }
        return SwiftNames.escaped(mediator.colleagues[index].propertyName)
    }

    func delivery(_ receiver: ReceiverModel) -> TemplateValue {
        switch receiver {
        case .mediator:
            return SharedDeliveries.toMediator
        case .colleague(let index, let excludesSender):
            guard bindsHandler else {
                return deliveries.delivery(toColleague: index, excludingSender: excludesSender)
            }
            return SharedDeliveries.delivery(
                to: mediator.colleagues[index], excludingSender: excludesSender,
                receiverExpression: TemplateText(handlerVariable))
        }
    }
}
