// The names generated code gives what it declares for each colleague, and the type names it
// must not hide.

extension GeneratedNames {
    /// The names of the colleague at `index`, and those of its outbox.
    static func colleague(
        _ index: Int, of mediator: MediatorModel, storage: String?, link: String
    ) -> Colleague {
        let colleague = mediator.colleagues[index]
        let sent = mediator.participation.sentEvents[index]
        var outbox = NameScope(
            taking: sent.flatMap {
                [mediator.events[$0].name] + mediator.events[$0].parameters.map(\.name)
            })
        let connection = outbox.claim("connection")
        let tellsSender = sent.contains { mediator.events[$0].reactionTakesSender }
        // The mediator's property names the sender only when it always holds that colleague.
        let isAlwaysHeld = !colleague.isSet && !colleague.mayBeAbsent
        // The locals of the code that attaches an optional colleague, beside `stored` and
        // `newValue` of a `nonisolated` mediator's setter and the mediator's link.
        var attaching = NameScope(
            taking: [colleague.propertyName.text, "stored", "newValue", link])
        let previous = colleague.isOptional ? attaching.claim("oldValue") : nil
        let outboxLocal = colleague.isOptional && !sent.isEmpty ? attaching.claim("outbox") : nil
        return Colleague(
            protocolName: stem(of: colleague) + "Colleague",
            outboxName: stem(of: colleague) + "Outbox",
            referenceName: colleague.isProtocol ? stem(of: colleague) + "Reference" : nil,
            senderCase: senderCase(of: colleague), storage: storage,
            connection: connection,
            owner: tellsSender && !isAlwaysHeld ? outbox.claim("owner") : nil,
            previous: previous, outboxLocal: outboxLocal,
            senderMediator: tellsSender && isAlwaysHeld ? outbox.claim("mediator") : nil)
    }

    /// The types the mediator declares but for the sender types, and every name its payload and
    /// result types mention, which the type aliases of ``Event/sendableChecks`` must not hide.
    static func typeNames(of mediator: MediatorModel, colleagues: [Colleague]) -> [String] {
        var names = [mediator.name, reactions, behaviors, event] + mediator.roles.map(\.name)
        for slots in mediator.slotsByType {
            names.append(slotEnum(ofType: mediator.colleagues[slots[0]].typeName))
        }
        for (model, colleague) in zip(mediator.colleagues, colleagues) {
            names += [model.typeName, colleague.protocolName, colleague.outboxName]
            if let reference = colleague.referenceName { names.append(reference) }
        }
        // Each type once: most events share their payload types.
        var payloadTypes: Set<String> = []
        for event in mediator.events {
            payloadTypes.formUnion(event.parameters.map(\.type))
            if let result = event.resultType { payloadTypes.insert(result) }
        }
        for type in payloadTypes {
            names += type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
        return names
    }
}
