/// The template data of a generated file and of each of its mediators.
enum MediatorData {
    /// The data of the whole file generated for `spec`.
    static func file(_ spec: SpecModel) -> TemplateValue {
        let imports = spec.imports.filter { $0 != "MediatorRuntime" }.map { "import \($0)" }
        let runtime = "@_spi(Generated) import MediatorRuntime"
        let specFileLiteral = SwiftText.stringLiteral(spec.specPath)
        var fields: [String: TemplateValue] = [:]
        fields["generatorVersion"] = .text(GeneratorVersion.current)
        // Escaped like a string literal without its quotes, so a line break in a file name
        // cannot end the header comment it is written in.
        fields["specFileName"] = .text(
            String(SwiftText.stringLiteral(spec.specFileName).dropFirst().dropLast()))
        fields["imports"] = .list(
            ([runtime] + imports).sorted(by: Self.importOrder).map { .text($0) })
        fields["mediators"] = .list(
            spec.mediators.map { mediator($0, specFileLiteral: specFileLiteral) })
        return .object(fields)
    }

    /// Orders import lines by module name, as `swift format` does.
    private static func importOrder(_ first: String, _ second: String) -> Bool {
        (first.split(separator: " ").last ?? "") < (second.split(separator: " ").last ?? "")
    }

    static func mediator(_ mediator: MediatorModel, specFileLiteral: String) -> TemplateValue {
        let names = MediatorNames(mediator)
        let eventData = mediator.events.indices.map { index in
            EventData(event: mediator.events[index], mediator: mediator, names: names, index: index)
        }
        let events = eventData.map { $0.value(specFileLiteral: specFileLiteral) }
        let data = ColleagueData(
            mediator: mediator, names: names, events: events, specFileLiteral: specFileLiteral)
        let colleagues = mediator.colleagues.indices.map(data.colleague(at:))
        let singles = mediator.colleagues.indices.filter { !mediator.colleagues[$0].isSet }
        let reactions = mediator.events.indices.filter {
            mediator.events[$0].receivers.contains(.mediator)
        }
        func property(_ index: Int) -> String {
            SwiftNames.escaped(mediator.colleagues[index].propertyName)
        }
        var fields: [String: TemplateValue] = [:]
        fields["name"] = .text(mediator.name)
        fields["mediatorName"] = .text(mediator.name)
        fields["docComment"] = SwiftText.docCommentValue(mediator.documentation)
        fields["access"] = .text(SwiftText.modifier(mediator.accessLevel))
        fields["isolation"] = .text(mediator.globalActor.map { "@\($0) " } ?? "")
        fields["isSendable"] = .flag(mediator.isNonisolated)
        fields["classConformance"] = .text(mediator.isNonisolated ? ": Sendable" : "")
        fields["protocolBase"] = .text(data.protocolBase)
        fields["observerType"] = .text(
            mediator.isNonisolated
                ? "(any MediatorObserver & Sendable)?" : "(any MediatorObserver)?")
        fields["linkType"] = .text(mediator.isNonisolated ? "SendableMediatorLink" : "MediatorLink")
        fields["link"] = .text(names.link)
        fields["initParameters"] = .text(
            singles.map { "\(property($0)): \(mediator.colleagues[$0].swiftType)" }
                .joined(separator: ", "))
        // The main actor's isolated deinit back-deploys; another global actor's needs macOS 15.4
        // and iOS 18.4, so such a mediator retains itself for every send instead.
        fields["deinitIsolation"] = .text(mediator.isOnMainActor ? "isolated " : "")
        fields["retainsOnEverySend"] = .flag(mediator.retainsOnEverySend)
        fields["keptAliveColleagues"] = .text(
            singles.filter { !mediator.colleagues[$0].isWeak }.map { "self." + property($0) }
                .joined(separator: ", "))
        fields["colleagues"] = .list(colleagues)
        let isProtocol = mediator.colleagues.map(\.isProtocol)
        fields["protocolColleagues"] = .list(
            colleagues.indices.filter { isProtocol[$0] }.map { colleagues[$0] })
        fields["classColleagues"] = .list(
            colleagues.indices.filter { !isProtocol[$0] }.map { colleagues[$0] })
        fields["refinementCheck"] = .text(names.refinementCheck)
        fields["singleColleagues"] = .list(singles.map { colleagues[$0] })
        fields["setColleagues"] = .list(
            mediator.colleagues.indices.filter { mediator.colleagues[$0].isSet }.map {
                colleagues[$0]
            })
        fields["entryPoints"] = .list(
            mediator.events.indices.filter { mediator.events[$0].isSentThroughMediator }.map {
                events[$0]
            })
        fields["roles"] = .list(mediator.roles.indices.map(data.role(at:)))
        fields["events"] = .list(events)
        fields["eventConformance"] = .text(
            mediator.isNonisolated ? "MediatorEvent, @unchecked Sendable" : "MediatorEvent")
        fields["hasEventPayloads"] = .flag(mediator.events.contains { !$0.parameters.isEmpty })
        // What crosses threads: every payload and result of a `nonisolated` mediator, and the
        // payload and receivers of an event delivered `concurrently`.
        let checked = mediator.events.indices.filter { !names.sendableCheckNames[$0].isEmpty }
        fields["hasSendableChecks"] = .flag(!checked.isEmpty)
        fields["sendableChecks"] = .list(checked.map { events[$0] })
        fields["hasReactions"] = .flag(!reactions.isEmpty || mediator.whenConnected != nil)
        fields["reactions"] = .list(reactions.map { events[$0] })
        fields["sourceLocation"] = .text(
            SwiftText.sourceLocation(line: mediator.location.line, fileLiteral: specFileLiteral))
        // A list of one or none, so that a section over it renders at most once.
        fields["whenConnected"] = .list(
            mediator.whenConnected.map { [whenConnected($0, specFileLiteral)] } ?? [])
        fields.merge(behaviorFields(mediator, specFileLiteral), uniquingKeysWith: { $1 })
        return .object(fields)
    }

    /// The data of `when connected`: the documentation and mapped location of its reaction.
    private static func whenConnected(
        _ whenConnected: WhenConnectedModel, _ specFileLiteral: String
    ) -> TemplateValue {
        let documentation = SwiftText.docComment(
            whenConnected.documentation.isEmpty
                ? ["Called at the end of `init`, once every colleague is connected."]
                : whenConnected.documentation)
        return .object([
            "docComment": .list(documentation.map(TemplateValue.text)),
            "sourceLocation": .text(
                SwiftText.sourceLocation(
                    line: whenConnected.location.line - documentation.count,
                    fileLiteral: specFileLiteral)),
        ])
    }
}
