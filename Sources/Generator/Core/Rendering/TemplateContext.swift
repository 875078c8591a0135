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
            "generatorVersion": .text(TemplateText(GeneratorVersion.current)),
            // Escaped like a string literal without its quotes, so a line break in a file name
            // cannot end the header comment it is written in.
            "specFileName": .text(
                TemplateText(
                    String(
                        SourceLocationDirective.stringLiteral(spec.specFileName).dropFirst()
                            .dropLast()))
            ),
            "imports": .list(imports.map { .text(TemplateText($0)) }),
            "mediators": .list(spec.mediators.map { mediator($0, specPath: spec.specPath) }),
        ])
    }

    /// `/// line` comments for documentation lines, `///` for blank ones.
    static func docComment(_ lines: [String]) -> TemplateValue {
        .list(
            lines.map { line in
                let trimmed = line.trimmingTrailingWhitespace()
                return .text(trimmed.isEmpty ? "///" : "/// \(trimmed)")
            })
    }

    static func mediator(_ mediator: MediatorModel, specPath: String) -> TemplateValue {
        let access = mediator.accessLevel == .internal ? "" : mediator.accessLevel.rawValue + " "
        let isolation = mediator.globalActor.map { "@\($0) " } ?? ""
        let events = MediatorEvents(mediator, specPath: specPath)
        let colleagues = mediator.colleagues.indices.map {
            colleague(at: $0, in: mediator, events: events)
        }
        let singles = mediator.colleagues.indices.filter { !mediator.colleagues[$0].isSet }
        let reactions = mediator.events.indices.filter {
            mediator.events[$0].receivers.contains(.mediator)
        }
        return .object([
            "name": .text(TemplateText(mediator.name)),
            "mediatorName": .text(TemplateText(mediator.name)),
            "access": .text(TemplateText(access)),
            "isolation": .text(TemplateText(isolation)),
            "isSendable": .flag(mediator.isSendable),
            "classConformance": .text(mediator.isSendable ? ": Sendable" : ""),
            "protocolBase": .text(mediator.isSendable ? "AnyObject, Sendable" : "AnyObject"),
            "deinitIsolation": .text(mediator.globalActor == nil ? "" : "isolated "),
            "keptAliveColleagues": .text(
                TemplateText(
                    joining: singles.filter { !mediator.colleagues[$0].isWeak }, separator: ", "
                ) { text, index in
                    text.append("self.")
                    text.append(SwiftNames.escaped(mediator.colleagues[index].propertyName))
                }),
            "docComment": docComment(mediator.documentation),
            "colleagues": .list(colleagues),
            "singleColleagues": .list(singles.map { colleagues[$0] }),
            "setColleagues": .list(
                mediator.colleagues.indices.filter { mediator.colleagues[$0].isSet }.map {
                    colleagues[$0]
                }),
            "initParameters": .text(
                TemplateText(joining: singles, separator: ", ") { text, index in
                    let colleague = mediator.colleagues[index]
                    text.append(SwiftNames.escaped(colleague.propertyName))
                    text.append(": ")
                    text.append(colleague.typeName)
                }),
            "events": .list(events.values),
            "outsideEvents": events.values(
                at: mediator.events.indices.filter { mediator.events[$0].isSentFromOutside }),
            "roles": .list(
                mediator.roles.indices.map { role(at: $0, in: mediator, events: events) }),
            "hasReactions": .flag(!reactions.isEmpty),
            "reactions": events.values(at: reactions),
        ])
    }

    static func role(at index: Int, in mediator: MediatorModel, events: MediatorEvents)
        -> TemplateValue
    {
        let role = mediator.roles[index]
        return .object([
            "name": .text(TemplateText(role.name)),
            "docComment": docComment(role.documentation),
            "receivedEvents": events.values(at: events.participation.receivedByRole[index]),
        ])
    }

    static func colleague(at index: Int, in mediator: MediatorModel, events: MediatorEvents)
        -> TemplateValue
    {
        let colleague = mediator.colleagues[index]
        let sent = events.participation.sentByColleague[index]
        let received = events.participation.receivedByColleague[index]
        let hasSender = sent.contains { events.contexts[$0].hasSenderParameter }
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
        return .object(
            TemplateFields { (field: ColleagueField) in
                switch field {
                case .typeName: .text(TemplateText(colleague.typeName))
                case .storageName: .text(TemplateText(storageName))
                case .setType:
                    .text(
                        "\(colleague.isWeak ? "Weak" : "Strong")ColleagueSet<\(colleague.typeName)>"
                    )
                case .isSendableWeakSingle:
                    .flag(mediator.isSendable && !colleague.isSet && colleague.isWeak)
                case .joinCall: .text("\(setAccess)join(member)\(setClose)")
                case .leaveCall: .text("\(setAccess)leave(member)\(setClose)")
                case .property: .text(TemplateText(property))
                case .docComment: docComment(documentation)
                case .isSet: .flag(colleague.isSet)
                case .isWeakSingle: .flag(!colleague.isSet && colleague.isWeak)
                case .isStrongSingle: .flag(!colleague.isSet && !colleague.isWeak)
                case .protocolName: .text("\(colleague.typeName)Colleague")
                case .conformances:
                    .text(
                        TemplateText(
                            joining: [colleague.typeName + "Colleague"]
                                + colleague.roles.map { mediator.roles[$0].name },
                            separator: ", "
                        ) { text, name in
                            text.append(mediator.name)
                            text.append(".")
                            text.append(name)
                        })
                case .outboxName: .text(TemplateText(outboxName))
                case .sends: .flag(!sent.isEmpty)
                case .receives: .flag(!received.isEmpty)
                case .outboxHasSender: .flag(hasSender)
                case .outboxArguments:
                    .text(
                        hasSender
                            ? "to: self, sender: ObjectIdentifier(\(connectee))"
                            : "to: self, sender: nil")
                case .sentEvents:
                    .list(sent.map { events.outboxValue(of: $0, sentBy: colleague.typeName) })
                case .receivedEvents: events.values(at: received)
                }
            })
    }
}

/// The events of one mediator with their template data, built once and shared by every list
/// that shows an event: dispatch methods, entry points, reactions, and the protocols and
/// outboxes of colleagues and roles.
struct MediatorEvents {
    /// The events, in spec order.
    let contexts: [EventContext]
    /// The template data of each event, as every list but an outbox's shows it.
    let values: [TemplateValue]
    /// The events each colleague and role takes part in.
    let participation: EventParticipation

    /// Builds the data of the events of `mediator`, declared in the spec at `specPath`.
    init(_ mediator: MediatorModel, specPath: String) {
        let specFileLiteral = SourceLocationDirective.stringLiteral(specPath)
        let deliveries = SharedDeliveries(mediator)
        contexts = mediator.events.map {
            EventContext(
                event: $0, mediator: mediator, specFileLiteral: specFileLiteral,
                deliveries: deliveries)
        }
        values = contexts.map { $0.value() }
        participation = EventParticipation(mediator)
    }

    /// The data of the events at `indices`, in that order.
    func values(at indices: [Int]) -> TemplateValue {
        .list(indices.map { values[$0] })
    }

    /// The data of the event at `index` as the outbox of the colleague type `sender` shows it.
    func outboxValue(of index: Int, sentBy sender: String) -> TemplateValue {
        contexts[index].value(basedOn: values[index], sentBy: sender)
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return String(result)
    }
}
