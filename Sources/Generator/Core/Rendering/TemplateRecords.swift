// The kinds of template objects that a large spec has many of, with the fields each object of the
// kind has; `docs/Templates.md` describes every field.

/// The fields of an event object.
enum EventField: String, TemplateRecord {
    case name, docComment, signature, call, effects, callPrefix, resultPrefix, returnClause
    case dispatchReturnClause, outboxReturnClause, dispatchSignature, dispatchCallFromOutbox
    case dispatchCallFromOutside, originVariable, payloadCheckName, sendableCheck, sourceLocation
    case selector, payloadDescriptions, receiverNames, reactionSignature, reactionCall
    case senderVariable, receiverVariable, deliveries, dispatchesInFrame, handlerBinding
    case handlerVariable, scopeParameter, checksAliveAfterTrace, outboxResultFlattening

    static let layout = FieldLayout(Self.self)
}

/// The fields of a colleague object.
enum ColleagueField: String, TemplateRecord {
    case typeName, storageName, setType, isSendableWeakSingle, joinCall, leaveCall, property
    case docComment, isSet, isWeakSingle, isStrongSingle, protocolName, conformances, outboxName
    case sends, receives, outboxHasSender, outboxArguments, sentEvents, receivedEvents

    static let layout = FieldLayout(Self.self)
}

/// The fields of a delivery object to a colleague.
enum DeliveryField: String, TemplateRecord {
    case toMediator, toStrongSingle, toWeakSingle, toSet, excludesSender, receiverExpression

    static let layout = FieldLayout(Self.self)
}
