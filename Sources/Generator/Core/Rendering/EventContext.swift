/// The template data of one event: its declarations, calls and deliveries as Swift text.
struct EventContext {
    let event: EventModel
    let mediator: MediatorModel
    /// The spec's path, for `#sourceLocation` directives.
    let specPath: String

    /// Whether dispatch takes the sending colleague, to leave it out of `others`.
    var hasSenderParameter: Bool {
        event.receivers.contains { receiver in
            if case .colleague(_, excludingSender: true) = receiver { return true }
            return false
        }
    }

    /// A local name for the given purpose that no parameter of the event takes.
    func freeName(_ candidates: [String]) -> String {
        let taken = Set(event.parameters.map(\.name))
        return candidates.first { !taken.contains($0) } ?? candidates[0]
            + "\(event.parameters.count)"
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

    var senderVariable: String { freeName(["sender", "sendingColleague", "sendingInstance"]) }
    var originVariable: String { freeName(["origin", "traceOrigin", "tracedSender"]) }
    var receiverVariable: String { freeName(["receiver", "colleague", "member"]) }
    var handlerVariable: String { freeName(["handler", "requestHandler", "answeringColleague"]) }

    var parameterList: String {
        event.parameters.map { parameter in
            let label = parameter.label.map { $0 + " " } ?? ""
            return "\(label)\(parameter.name): \(parameter.type)"
        }.joined(separator: ", ")
    }

    var callArguments: String {
        event.parameters.map { parameter in
            parameter.callLabel.map { "\($0): \(parameter.name)" } ?? parameter.name
        }.joined(separator: ", ")
    }

    var effects: String {
        (event.isAsync ? " async" : "") + (event.isThrowing ? " throws" : "")
    }

    var callPrefix: String {
        (event.isThrowing ? "try " : "") + (event.isAsync ? "await " : "")
    }

    /// Whether dispatch can return no result: the one handler is held weakly.
    var dispatchResultIsOptional: Bool {
        guard case .colleague(let index, _)? = event.receivers.first else { return false }
        return mediator.colleagues[index].isWeak
    }

    var dispatchName: String { "dispatch" + SwiftNames.upperCamelCase(event.name) }
    var reactionName: String { "handle" + SwiftNames.upperCamelCase(event.name) }

    /// The call of the dispatch method by `origin` (a colleague type name, or `outside`).
    func dispatchCall(sender: String, origin: String) -> String {
        var arguments = event.parameters.isEmpty ? [] : [callArguments]
        if hasSenderParameter {
            arguments.append("\(senderVariable): \(sender)")
        }
        arguments.append("\(originVariable): \"\(origin)\"")
        return "\(dispatchName)(\(arguments.joined(separator: ", ")))"
    }

    /// The payload (and result) as one type that is `Sendable` exactly when each part is:
    /// `(item: Item, count: Int)`, or the type itself for one part, or `Void` for none.
    var sendableCheck: String {
        var parts = event.parameters.map { ($0.name, Self.storableType($0.type)) }
        if let result = event.resultType { parts.append(("result", result)) }
        switch parts.count {
        case 0: return "Void"
        case 1: return parts[0].1
        default: return "(" + parts.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
        }
    }

    /// A parameter type as the type of a stored value: no `@escaping`, variadics as arrays.
    static func storableType(_ type: String) -> String {
        var stored = type.replacing("@escaping ", with: "")
        if stored.hasSuffix("...") { stored = "[" + stored.dropLast(3) + "]" }
        return stored
    }

    /// The event as a Swift function name: `likeAdded(to:)`.
    var selector: String {
        let labels = event.parameters.map { ($0.callLabel ?? "_") + ":" }.joined()
        return "\(event.name)(\(labels))"
    }

    /// Who hears the event, in order, for traces: `Type`, `[Type]` for a set, `mediator`.
    var receiverNames: String {
        event.receivers.map { receiver in
            switch receiver {
            case .mediator:
                return "\"mediator\""
            case .colleague(let index, _):
                let colleague = mediator.colleagues[index]
                return colleague.isSet ? "\"[\(colleague.typeName)]\"" : "\"\(colleague.typeName)\""
            }
        }.joined(separator: ", ")
    }

    /// The template data, for the outbox of `colleague` when given.
    func value(sentBy colleague: String? = nil) -> TemplateValue {
        let result = event.resultType
        var dispatchParameters = parameterList
        if hasSenderParameter {
            dispatchParameters +=
                (dispatchParameters.isEmpty ? "" : ", ") + "\(senderVariable): ObjectIdentifier?"
        }
        dispatchParameters +=
            (dispatchParameters.isEmpty ? "" : ", ") + "\(originVariable): StaticString"
        let dispatchResult = result.map { dispatchResultIsOptional ? Self.optional($0) : $0 }
        return .object([
            "name": .text(event.name),
            "docComment": TemplateContext.docComment(event.documentation),
            "signature": .text("\(SwiftNames.escaped(event.name))(\(parameterList))"),
            "call": .text("\(event.name)(\(callArguments))"),
            "effects": .text(effects),
            "callPrefix": .text(callPrefix),
            "resultPrefix": .text(result == nil ? "" : "return "),
            "returnClause": .text(result.map { " -> \($0)" } ?? ""),
            "dispatchReturnClause": .text(dispatchResult.map { " -> \($0)" } ?? ""),
            "outboxReturnClause": .text(result.map { " -> " + Self.optional($0) } ?? ""),
            "dispatchSignature": .text("\(dispatchName)(\(dispatchParameters))"),
            "dispatchCallFromOutbox": .text(
                dispatchCall(sender: "self.sender", origin: colleague ?? "")),
            "dispatchCallFromOutside": .text(dispatchCall(sender: "nil", origin: "outside")),
            "originVariable": .text(originVariable),
            "payloadCheckName": .text(
                mediator.name + SwiftNames.upperCamelCase(event.name) + "PayloadIsSendable"),
            "sendableCheck": .text(sendableCheck),
            "sourceLocation": .text(
                SourceLocationDirective.mapping(toLine: event.location.line, in: specPath)),
            "selector": .text(selector),
            "payloadDescriptions": .text(
                event.parameters.map { "String(describing: \($0.name))" }.joined(separator: ", ")),
            "receiverNames": .text(receiverNames),
            "reactionSignature": .text("\(reactionName)(\(parameterList))"),
            "reactionCall": .text("\(reactionName)(\(callArguments))"),
            "senderVariable": .text(senderVariable),
            "receiverVariable": .text(receiverVariable),
            "deliveries": .list(event.receivers.map(delivery)),
            "dispatchesInFrame": .flag(dispatchesInFrame),
            "handlerBinding": .list(
                bindsHandler
                    ? event.receivers.compactMap(receiverProperty).map { .text("self." + $0) } : []),
            "handlerVariable": .text(handlerVariable),
            "scopeParameter": .text(bindsHandler ? "_" : "scope"),
            "checksAliveAfterTrace": .flag(dispatchesInFrame && result == nil),
            "outboxResultFlattening": .text(
                bindsHandler && dispatchResultIsOptional ? " ?? nil" : ""),
        ])
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
            return .object([
                "toMediator": true, "toStrongSingle": false, "toWeakSingle": false,
                "toSet": false, "excludesSender": false,
            ])
        case .colleague(let index, let excludesSender):
            let colleague = mediator.colleagues[index]
            let property = SwiftNames.escaped(colleague.propertyName)
            return .object([
                "toMediator": false,
                "toStrongSingle": .flag(!colleague.isSet && !colleague.isWeak),
                "toWeakSingle": .flag(!colleague.isSet && colleague.isWeak),
                "toSet": .flag(colleague.isSet),
                "excludesSender": .flag(excludesSender),
                "receiverExpression": .text(bindsHandler ? handlerVariable : "self." + property),
            ])
        }
    }
}
