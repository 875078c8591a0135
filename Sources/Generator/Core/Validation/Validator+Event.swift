extension Validator {
    /// Validates one event against the mediator's colleagues.
    mutating func validate(
        _ event: EventSyntax, in mediator: MediatorSyntax, colleagues: [ColleagueModel],
        roles: [RoleModel]
    ) -> EventModel? {
        let names = colleagues.map(\.typeName)
        let roleNames = roles.map(\.name)
        let parameters = validateParameters(event)
        var senders: [Int] = []
        var isSentFromOutside = false
        for sender in event.senders {
            switch sender {
            case .outside:
                isSentFromOutside = true
            case .colleague(let name):
                if roleNames.contains(name.text) {
                    diagnostics.error(
                        "'\(name.text)' is a role, and roles only receive; after 'from', name the "
                            + "colleague types that send '\(event.name.text)'", at: name.location)
                    continue
                }
                guard let index = resolve(name, among: names, as: "sender") else { continue }
                if senders.contains(index) {
                    diagnostics.warning(
                        "'\(name.text)' is listed twice as a sender", at: name.location)
                } else {
                    senders.append(index)
                }
            }
        }
        let (receivers, roleReceivers) = resolveReceivers(
            event, colleagues: colleagues, roles: roles, senders: senders)
        let unresolved = event.routes.contains { route in
            var route = route
            if case .exceptSender(let inner, _) = route { route = inner }
            if case .colleague(let name) = route {
                return !names.contains(name.text) && !roleNames.contains(name.text)
            }
            return false
        }
        if receivers.isEmpty && !unresolved {
            diagnostics.error(
                "event '\(event.name.text)' reaches nobody: after 'to', name a colleague, "
                    + "'all', 'others' or 'mediator'", at: event.name.location)
        }
        if let result = event.resultType {
            checkRequest(event, result: result, receivers: receivers, colleagues: colleagues)
        }
        return EventModel(
            name: event.name.text, parameters: parameters, isAsync: event.isAsync,
            isThrowing: event.isThrowing, resultType: event.resultType?.text, senders: senders,
            isSentFromOutside: isSentFromOutside, receivers: receivers,
            roleReceivers: roleReceivers, documentation: event.documentation,
            location: event.name.location)
    }

    /// Resolves a colleague name, reporting an unknown one with the closest known name.
    mutating func resolve(
        _ name: NameSyntax, among names: [String], as role: String, alsoKnown: [String] = []
    ) -> Int? {
        if let index = names.firstIndex(of: name.text) { return index }
        diagnostics.error(
            "unknown colleague '\(name.text)' as \(role)"
                + NameSuggestion.hint(for: name.text, among: names + alsoKnown),
            at: name.location)
        return nil
    }

    private mutating func validateParameters(_ event: EventSyntax) -> [ParameterModel] {
        var seen: Set<String> = []
        var parameters: [ParameterModel] = []
        for parameter in event.parameters {
            let name = parameter.name
            if name.text == "_" {
                diagnostics.error(
                    "parameter of event '\(event.name.text)' needs a name after its label, "
                        + "as in '_ value: Type'", at: name.location)
                continue
            }
            if name.text == "self" || name.text == "Self" {
                diagnostics.error(
                    "'\(name.text)' cannot name a parameter: generated code uses it; choose "
                        + "another name", at: name.location)
                continue
            }
            if !seen.insert(name.text).inserted {
                diagnostics.error(
                    "parameter '\(name.text)' appears twice in event '\(event.name.text)'",
                    at: name.location)
            }
            var label = parameter.label.map { label in
                label.isEscaped || !SwiftNames.isPlainLabel(label.text)
                    ? "`\(label.text)`" : label.text
            }
            if label == name.text { label = nil }
            parameters.append(
                ParameterModel(
                    label: label, name: SwiftNames.escaped(name.text), type: parameter.type.text,
                    typeLocation: parameter.type.location))
        }
        return parameters
    }

    private mutating func resolveReceivers(
        _ event: EventSyntax, colleagues: [ColleagueModel], roles: [RoleModel], senders: [Int]
    ) -> (receivers: [ReceiverModel], roles: [Int]) {
        var roleReceivers: [Int] = []
        let names = colleagues.map(\.typeName)
        var receivers: [ReceiverModel] = []
        func add(_ receiver: ReceiverModel, at location: SourceLocation, _ written: String) {
            let duplicate = receivers.contains { existing in
                switch (existing, receiver) {
                case (.mediator, .mediator): return true
                case (.colleague(let a, _), .colleague(let b, _)): return a == b
                default: return false
                }
            }
            if duplicate {
                diagnostics.warning(
                    "'\(written)' repeats a receiver of event '\(event.name.text)'; each receiver "
                        + "hears an event once", at: location)
            } else {
                receivers.append(receiver)
            }
        }
        let sentOnlyByColleagues = !event.senders.contains { sender in
            if case .outside = sender { return true }
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
                if let role = roles.firstIndex(where: { $0.name == name.text }) {
                    roleReceivers.append(role)
                    for index in colleagues.indices where colleagues[index].roles.contains(role) {
                        addColleague(index, excluding: excluding, at: name.location, name.text)
                    }
                    return
                }
                guard
                    let index = resolve(
                        name, among: names, as: "receiver", alsoKnown: roles.map(\.name))
                else { return }
                addColleague(index, excluding: excluding, at: name.location, name.text)
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
            }
        }
        for route in event.routes {
            expand(route, excluding: false)
        }
        return (receivers, roleReceivers)
    }

    private mutating func checkRequest(
        _ event: EventSyntax, result: TypeSyntax, receivers: [ReceiverModel],
        colleagues: [ColleagueModel]
    ) {
        let single: Bool
        switch receivers.first {
        case .mediator?: single = receivers.count == 1
        case .colleague(let index, let excluding)?:
            single = receivers.count == 1 && !colleagues[index].isSet && !excluding
        case nil: single = false
        }
        if !single {
            diagnostics.error(
                "event '\(event.name.text)' returns '\(result.text)', so exactly one handler "
                    + "must answer it: route it to one single colleague or to 'mediator'",
                at: event.name.location)
        }
    }
}
