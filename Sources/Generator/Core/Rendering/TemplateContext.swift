/// Builds the data that templates are filled with from a validated model.
///
/// Everything the templates can name is listed in `docs/Templates.md`; keep the two in step.
enum TemplateContext {
    /// The module generated code builds on; always imported.
    static let runtimeModule = "MediatorRuntime"

    /// The context of a whole generated file.
    static func file(_ spec: SpecModel) -> TemplateValue {
        let imports = Set(spec.imports + [runtimeModule]).sorted()
        return .object([
            "generatorVersion": .text(GeneratorVersion.current),
            // Escaped like a string literal without its quotes, so a line break in a file name
            // cannot end the header comment it is written in.
            "specFileName": .text(
                String(
                    SourceLocationDirective.stringLiteral(spec.specFileName).dropFirst().dropLast())
            ),
            "imports": .list(imports.map(TemplateValue.text)),
            "mediators": .list(spec.mediators.map { mediator($0, specPath: spec.specPath) }),
        ])
    }

    /// `/// line` comments for documentation lines, `///` for blank ones.
    static func docComment(_ lines: [String]) -> TemplateValue {
        .list(
            lines.map { line in
                let trimmed = line.trimmingTrailingWhitespace()
                return .text(trimmed.isEmpty ? "///" : "/// " + trimmed)
            })
    }

    static func mediator(_ mediator: MediatorModel, specPath: String) -> TemplateValue {
        let access = mediator.accessLevel == .internal ? "" : mediator.accessLevel.rawValue + " "
        let isolation = mediator.globalActor.map { "@\($0) " } ?? ""
        let colleagues = mediator.colleagues.indices.map {
            colleague(at: $0, in: mediator, specPath: specPath)
        }
        let singles = mediator.colleagues.indices.filter { !mediator.colleagues[$0].isSet }
        let events = mediator.events.map {
            EventContext(event: $0, mediator: mediator, specPath: specPath)
        }
        let reactions = events.filter { $0.event.receivers.contains(.mediator) }
        return .object([
            "name": .text(mediator.name),
            "mediatorName": .text(mediator.name),
            "access": .text(access),
            "isolation": .text(isolation),
            "isSendable": .flag(mediator.isSendable),
            "classConformance": .text(mediator.isSendable ? ": Sendable" : ""),
            "protocolBase": .text(mediator.isSendable ? "AnyObject, Sendable" : "AnyObject"),
            "deinitIsolation": .text(mediator.globalActor == nil ? "" : "isolated "),
            "keptAliveColleagues": .text(
                singles.filter { !mediator.colleagues[$0].isWeak }.map {
                    "self." + SwiftNames.escaped(mediator.colleagues[$0].propertyName)
                }.joined(separator: ", ")),
            "docComment": docComment(mediator.documentation),
            "colleagues": .list(colleagues),
            "singleColleagues": .list(singles.map { colleagues[$0] }),
            "setColleagues": .list(
                mediator.colleagues.indices.filter { mediator.colleagues[$0].isSet }.map {
                    colleagues[$0]
                }),
            "initParameters": .text(
                singles.map {
                    let colleague = mediator.colleagues[$0]
                    return "\(SwiftNames.escaped(colleague.propertyName)): \(colleague.typeName)"
                }.joined(separator: ", ")),
            "events": .list(events.map { $0.value() }),
            "outsideEvents": .list(events.filter(\.event.isSentFromOutside).map { $0.value() }),
            "roles": .list(
                mediator.roles.indices.map { role(at: $0, in: mediator, specPath: specPath) }),
            "hasReactions": .flag(!reactions.isEmpty),
            "reactions": .list(reactions.map { $0.value() }),
        ])
    }

    static func role(at index: Int, in mediator: MediatorModel, specPath: String)
        -> TemplateValue
    {
        let role = mediator.roles[index]
        let received = mediator.events.filter { $0.roleReceivers.contains(index) }
        return .object([
            "name": .text(role.name),
            "docComment": docComment(role.documentation),
            "receivedEvents": .list(
                received.map {
                    EventContext(event: $0, mediator: mediator, specPath: specPath).value()
                }),
        ])
    }

    static func colleague(at index: Int, in mediator: MediatorModel, specPath: String)
        -> TemplateValue
    {
        let colleague = mediator.colleagues[index]
        let sent = mediator.events.filter { $0.senders.contains(index) }
        let received = mediator.eventsReceived(byColleague: index)
        let sentContexts = sent.map {
            EventContext(event: $0, mediator: mediator, specPath: specPath)
        }
        let hasSender = sentContexts.contains(where: \.hasSenderParameter)
        let property = SwiftNames.escaped(colleague.propertyName)
        let connectee = colleague.isSet ? "member" : property
        let outboxName = colleague.typeName + "Outbox"
        var documentation = colleague.documentation
        if documentation.isEmpty {
            documentation = [
                colleague.isSet
                    ? "The `\(colleague.typeName)` colleagues that have joined, held "
                        + (colleague.isWeak ? "weakly." : "strongly until they leave.")
                    : "The `\(colleague.typeName)` colleague\(colleague.isWeak ? ", held weakly" : "")."
            ]
        }
        let storageName = colleague.propertyName + (colleague.isSet ? "Storage" : "Reference")
        // In an `if` condition a trailing closure would be misread, so the closure is an argument.
        let setAccess =
            mediator.isSendable ? "self.\(storageName).withLock({ $0." : "self.\(property)."
        let setClose = mediator.isSendable ? " })" : ""
        return .object([
            "typeName": .text(colleague.typeName),
            "storageName": .text(storageName),
            "setType": .text(
                (colleague.isWeak ? "WeakColleagueSet" : "StrongColleagueSet")
                    + "<\(colleague.typeName)>"),
            "isSendableWeakSingle": .flag(
                mediator.isSendable && !colleague.isSet && colleague.isWeak),
            "joinCall": .text("\(setAccess)join(member)\(setClose)"),
            "leaveCall": .text("\(setAccess)leave(member)\(setClose)"),
            "property": .text(property),
            "docComment": docComment(documentation),
            "isSet": .flag(colleague.isSet),
            "isWeakSingle": .flag(!colleague.isSet && colleague.isWeak),
            "isStrongSingle": .flag(!colleague.isSet && !colleague.isWeak),
            "protocolName": .text(colleague.typeName + "Colleague"),
            "conformances": .text(
                ([colleague.typeName + "Colleague"]
                    + colleague.roles.map { mediator.roles[$0].name })
                    .map { "\(mediator.name).\($0)" }.joined(separator: ", ")),
            "outboxName": .text(outboxName),
            "sends": .flag(!sent.isEmpty),
            "receives": .flag(!received.isEmpty),
            "outboxHasSender": .flag(hasSender),
            "outboxArguments": .text(
                "to: self, sender: " + (hasSender ? "ObjectIdentifier(\(connectee))" : "nil")),
            "sentEvents": .list(sentContexts.map { $0.value(sentBy: colleague.typeName) }),
            "receivedEvents": .list(
                received.map {
                    EventContext(event: $0, mediator: mediator, specPath: specPath).value()
                }),
        ])
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return String(result)
    }
}
