extension Validator {
    /// Validates one event against the mediator's colleagues and roles.
    mutating func validate(_ event: EventSyntax, among members: MediatorMembers) -> EventModel {
        let parameters = validateParameters(event)
        var senders: [Int] = []
        var isSentFromOutside = false
        var mediatorSender: SourceLocation?
        for sender in event.senders {
            switch sender {
            case .outside:
                isSentFromOutside = true
            case .mediator(let location):
                if mediatorSender != nil {
                    diagnostics.warning("'mediator' is listed twice as a sender", at: location)
                }
                mediatorSender = location
            case .colleague(let name):
                if members.roleNames.contains(name.text) {
                    diagnostics.error(
                        "'\(name.text)' is a role, and roles only receive; after 'from', name the "
                            + "colleague types that send '\(event.spelledName)'", at: name.location)
                    continue
                }
                guard let slots = resolveSlots(name, among: members, as: "sender") else {
                    continue
                }
                checkSendingSlot(name, slots, among: members.colleagues)
                for index in slots {
                    if senders.contains(index) {
                        diagnostics.warning(
                            "'\(name.text)' is listed twice as a sender", at: name.location)
                        break
                    }
                    senders.append(index)
                }
            }
        }
        let (receivers, roleReceivers, keyedReceivers, pickedSlots, keyedRouteFailed) =
            resolveReceivers(event, among: members, senders: senders)
        let unresolved =
            keyedRouteFailed
            || event.routes.contains { route in
                var route = route
                if case .exceptSender(let inner, _) = route { route = inner }
                if case .colleague(let name) = route {
                    return members.slots[name.text] == nil
                        && !members.roleNames.contains(name.text)
                }
                return false
            }
        if receivers.isEmpty && !unresolved {
            diagnostics.error(
                "event '\(event.spelledName)' reaches nobody: after 'to', name a colleague, "
                    + "'all', 'others' or 'mediator'", at: event.name.location)
        }
        if let mediatorSender, receivers.contains(.mediator) {
            diagnostics.error(
                "event '\(event.spelledName)' is sent by the mediator to itself; a reaction can call "
                    + "the other directly, so remove 'mediator' after 'from' or after 'to'",
                at: mediatorSender)
        }
        if let withSender = event.withSender {
            checkWithSender(
                event, at: withSender, senders: senders, colleagues: members.colleagues,
                outside: isSentFromOutside, mediator: mediatorSender != nil)
        }
        var stream: StreamModel?
        if let result = event.resultType {
            checkResultType(result)
            stream = self.stream(answeredBy: result)
        }
        if let result = event.resultType, !unresolved {
            checkRequest(
                event, result: result, isStream: stream != nil, receivers: receivers,
                keyedReceivers: keyedReceivers, pickedSlots: pickedSlots,
                colleagues: members.colleagues, sentByMediator: mediatorSender != nil)
        }
        if let attribute = event.discardableResult, event.resultType == nil {
            diagnostics.error(
                "'@discardableResult' lets a sender ignore a request's result, but event "
                    + "'\(event.spelledName)' has none; remove it", at: attribute)
        }
        return EventModel(
            name: event.name.identifier, caseName: event.name.identifier, parameters: parameters,
            isAsync: event.isAsync,
            isThrowing: event.isThrowing, isDiscardable: event.discardableResult != nil,
            resultType: event.resultType?.text,
            resultLine: event.resultType?.location.line, stream: stream,
            senders: senders,
            isSentFromOutside: isSentFromOutside, isSentByMediator: mediatorSender != nil,
            reactionTakesSender: event.withSender != nil, receivers: receivers,
            isConcurrent: event.concurrently != nil, keyedReceivers: keyedReceivers,
            pickedSlots: pickedSlots,
            collectsErrors: event.collectingErrors != nil,
            roleReceivers: roleReceivers, documentation: event.documentation,
            location: event.name.location)
    }

    private mutating func resolveReceivers(
        _ event: EventSyntax, among members: MediatorMembers, senders: [Int]
    ) -> (
        receivers: [ReceiverModel], roles: [Int], keyed: [Int: KeyedReceiver],
        picked: [Int: SlotPick], keyedFailed: Bool
    ) {
        let colleagues = members.colleagues
        // Whether a keyed route could not be resolved; an error said why.
        var keyedFailed = false
        var roleReceivers: [Int] = []
        var keyedReceivers: [Int: KeyedReceiver] = [:]
        var pickedSlots: [Int: SlotPick] = [:]
        var receivers: [ReceiverModel] = []
        // The receivers listed so far, to find repeats without searching the list.
        listedColleagues.removeAll(keepingCapacity: true)
        var listsMediator = false
        // Where the last repeat was reported: a name that stands for several slots repeats once.
        var repeatReported: SourceLocation?
        /// Adds `receiver` unless it is listed already, and returns whether it did.
        @discardableResult
        func add(_ receiver: ReceiverModel, at location: SourceLocation, _ written: String) -> Bool
        {
            let isListed: Bool
            switch receiver {
            case .mediator:
                isListed = listsMediator
                listsMediator = true
            case .colleague(let index, _):
                isListed = !listedColleagues.insert(index).inserted
            }
            if isListed {
                if repeatReported != location {
                    diagnostics.warning(
                        "'\(written)' repeats a receiver of event '\(event.spelledName)'; each "
                            + "receiver hears an event once", at: location)
                }
                repeatReported = location
                return false
            }
            receivers.append(receiver)
            return true
        }
        let sentOnlyByColleagues = event.senders.allSatisfy { sender in
            if case .colleague = sender { return true }
            return false
        }
        /// Adds colleague `index`, leaving out the sending instance when `excluding`.
        func addColleague(
            _ index: Int, excluding: Bool, at location: SourceLocation, _ written: String
        ) {
            // A single colleague that is the only possible sender never hears its own event.
            if excluding, !colleagues[index].isSet, senders == [index], sentOnlyByColleagues {
                return
            }
            add(
                .colleague(index, excludingSender: excluding && senders.contains(index)),
                at: location, written)
        }
        func expand(_ route: RouteSyntax, excluding: Bool) {
            switch route {
            case .mediator(let location):
                if excluding {
                    diagnostics.error(
                        "'except sender' leaves out the colleague that sends; the mediator never "
                            + "sends, so remove 'except sender' after 'mediator'", at: location)
                }
                add(.mediator, at: location, "mediator")
            case .colleague(let name):
                if let role = members.roleNames.position(of: name.text) {
                    roleReceivers.append(role)
                    for index in members.players[role] {
                        addColleague(index, excluding: excluding, at: name.location, name.text)
                    }
                    return
                }
                guard
                    let slots = resolveSlots(
                        name, among: members, as: "receiver", alsoKnown: members.roleNames.names)
                else { return }
                for index in slots {
                    addColleague(index, excluding: excluding, at: name.location, name.text)
                }
            case .all(let location):
                for index in colleagues.indices {
                    addColleague(index, excluding: excluding, at: location, "all")
                }
            case .others(let location):
                if excluding {
                    diagnostics.warning(
                        "'others' already leaves out the sender; 'except sender' is not needed",
                        at: location)
                }
                for index in colleagues.indices {
                    addColleague(index, excluding: true, at: location, "others")
                }
            case .exceptSender(let inner, _):
                expand(inner, excluding: true)
            case .keyed(let name, let key, let first)
            where (members.slots[name.text]?.count ?? 0) > 1:
                guard let pick = resolvePick(name, key: key, first: first, of: event, members)
                else {
                    keyedFailed = true
                    return
                }
                for index in members.slots[name.text] ?? [] {
                    addColleague(index, excluding: excluding, at: name.location, name.text)
                    pickedSlots[index] = pick
                }
            case .keyed(let name, let key, let first):
                guard
                    let (index, keyed) = resolveKeyed(
                        name, key: key, first: first, of: event, among: members,
                        excluding: excluding)
                else {
                    keyedFailed = true
                    return
                }
                if add(.colleague(index, excludingSender: false), at: name.location, name.text) {
                    keyedReceivers[index] = keyed
                }
            }
        }
        for route in event.routes {
            expand(route, excluding: false)
        }
        return (receivers, roleReceivers, keyedReceivers, pickedSlots, keyedFailed)
    }
}
