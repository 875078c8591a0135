/// A spec that the matrix wrote, and the line of each construct in it.
struct WrittenSpec: Sendable {
    var text: String
    var lines: [SpecAnchor: Int]
}

/// Writes a scene's spec, with a fault written into it when the fault is the spec's, and records
/// the line of every construct. A fault never changes which line a construct is on.
struct SpecWriter {
    let scene: Scene
    let fault: Fault?
    private var text: [String] = []
    private var lines: [SpecAnchor: Int] = [:]

    /// Writes `scene`'s spec with `fault`, if it is one of the spec's.
    static func write(_ scene: Scene, fault: Fault?) -> WrittenSpec {
        var writer = SpecWriter(scene: scene, fault: fault)
        writer.writeSpec()
        return WrittenSpec(text: writer.text.joined(separator: "\n") + "\n", lines: writer.lines)
    }

    private init(scene: Scene, fault: Fault?) {
        self.scene = scene
        self.fault = fault
    }

    /// Appends `line`, recording it as the line of `anchors`.
    private mutating func line(_ line: String, _ anchors: SpecAnchor...) {
        text.append(line)
        for anchor in anchors { lines[anchor] = text.count }
    }

    private mutating func writeSpec() {
        for module in scene.imports { line("import \(module)") }
        line("// The matrix's scene: \(scene.construct).")
        line("")
        line("/// A mediator of the matrix.")
        line(mediatorLine, .mediator)
        for role in scene.roles { line("    role \(role)") }
        for colleague in scene.colleagues {
            line(colleagueLine(colleague), scene.anchor(of: colleague))
        }
        if !scene.state.isEmpty { line("") }
        for state in scene.state { writeState(state) }
        for kind in scene.behaviors { line("    behavior around \(kind)", .behavior(kind)) }
        for hook in scene.hooks { line("    " + hook.declaration, .hook(hook.declaration)) }
        if let followUps = scene.whenConnected {
            line(
                "    when connected"
                    + (followUps.isEmpty ? "" : " then " + followUps.joined(separator: ", ")))
        }
        line("")
        for event in scene.events {
            line("    /// The event \(event.id).")
            writeEvent(event)
        }
        line("}")
        guard scene.cartAlsoInStore else { return }
        line("")
        line(scene.isolation.specModifier + "mediator Store {")
        let outbox = fault == .sameOutboxInTwoMediators ? "" : " outbox store"
        line("    colleague Cart" + outbox, .cartInStore)
        line("    colleague Clerk")
        line("    event bought(count: Int) from Cart to Clerk")
        line("}")
    }

    private var mediatorLine: String {
        var isolation = scene.isolation.specModifier
        if fault == .misspelledGlobalActor {
            isolation = "@" + Misspelling.type(String(isolation.dropFirst()))
        }
        var inherited: [String] = []
        if let superclass = scene.superclass {
            inherited.append(
                (fault == .misspelledSuperclass ? Misspelling.type(superclass) : superclass) + "()")
        }
        for (index, name) in scene.protocols.enumerated() {
            inherited.append(
                fault == .misspelledProtocol && index == 0 ? Misspelling.type(name) : name)
        }
        if scene.billing {
            // The mediator's actor as written before `mediator`, misspelled where it is there.
            let attribute =
                switch scene.isolation {
                case .mainActor: isolation
                case .otherActor: "@preconcurrency "
                case .none, .nonisolated: ""
                }
            inherited.append(attribute + "Billing")
        }
        if scene.uncheckedSendable { inherited.append("@unchecked Sendable") }
        return (scene.access.map { $0 + " " } ?? "") + isolation
            + (scene.isCodable ? "codable " : "") + (scene.isSubclassable ? "subclassable " : "")
            + "mediator Shop" + (inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", "))
            + " {"
    }

    /// The name the spec gives a colleague type, a role or a sender.
    private func spelled(_ name: String) -> String {
        fault == .misspelledColleagueType(name) ? Misspelling.name(name) : name
    }

    private func colleagueLine(_ colleague: SceneColleague) -> String {
        var type = (colleague.isProtocol ? "any " : "") + spelled(colleague.type)
        var prefix = ""
        switch colleague.form {
        case .one: break
        case .weak: prefix = "weak "
        case .optional: type += "?"
        case .weakOptional:
            prefix = "weak "
            type += "?"
        case .set, .keyed: type = "[\(type)]"
        case .strongSet, .strongKeyed:
            prefix = "strong "
            type = "[\(type)]"
        }
        var line = "    \(prefix)colleague \(type)"
        if let property = colleague.property { line += " as \(property)" }
        if let key = colleague.form.keyType {
            line +=
                " keyed by "
                + (fault == .misspelledKeyType(colleague: colleague.type)
                    ? Misspelling.type(key) : key)
        }
        if let outbox = colleague.outbox { line += " outbox \(outbox)" }
        if colleague.calledDirectly { line += " called directly" }
        if !colleague.roles.isEmpty { line += ": " + colleague.roles.joined(separator: ", ") }
        return line
    }

    /// A state property's line, and its observer on lines of its own.
    private mutating func writeState(_ state: SceneState) {
        if state.attributeOnOwnLine, let attribute = state.writtenAttribute(fault: fault) {
            line("    " + attribute, .attribute(state.name))
        }
        guard state.didSet != nil || state.willSet != nil else {
            line(state.written(fault: fault), .state(state.name))
            return
        }
        line(state.written(fault: fault) + " {", .state(state.name))
        if let body = state.willSet {
            let written =
                fault == .mistakeInWillSet(state.name) ? Misspelling.observer(body) : body
            line("        willSet { \(written) }", .willSet(state.name))
        }
        if let body = state.didSet {
            let written =
                fault == .mistakeInObserver(state.name) ? Misspelling.observer(body) : body
            line("        didSet { \(written) }", .observer(state.name))
        }
        line("    }")
    }

    private mutating func writeEvent(_ event: SceneEvent) {
        let parameters = event.parameters.enumerated().map { index, parameter in
            (fault == .misspelledParameterType(event: event.id, index: index)
                ? parameter.written(type: Misspelling.type(parameter.type)) : parameter.written())
                + (parameter.defaultValue.map {
                    " = "
                        + (fault == .wrongParameterDefault(event: event.id, index: index)
                            ? ($0.hasPrefix("\"") ? "0" : "\"wrong\"") : $0)
                } ?? "")
        }
        var tail = event.effects
        if let result = event.result {
            tail +=
                " -> "
                + (fault == .misspelledResultType(event: event.id)
                    ? Misspelling.type(result) : result)
        }
        tail += " from " + event.senders.map(spelled).joined(separator: ", ")
        tail += " to " + event.routes.map { routeText($0, of: event) }.joined(separator: ", ")
        if event.withSender { tail += " with sender" }
        if event.concurrently { tail += " concurrently" }
        if event.collectingErrors { tail += " collecting errors" }
        if !event.followUps.isEmpty { tail += " then " + event.followUps.joined(separator: ", ") }
        if event.isDiscardable { text.append("    @discardableResult") }
        guard event.onePerLine else {
            var anchors: [SpecAnchor] = [
                .event(event.id), .result(event.id), .routes(event.id),
            ]
            anchors += event.parameters.indices.map { .parameter(event.id, $0) }
            text.append("    event \(event.name)(\(parameters.joined(separator: ", ")))" + tail)
            for anchor in anchors { lines[anchor] = text.count }
            return
        }
        line("    event \(event.name)(", .event(event.id))
        for (index, parameter) in parameters.enumerated() {
            let comma = index < parameters.count - 1 ? "," : ""
            line("        \(parameter)\(comma)", .parameter(event.id, index))
        }
        line("    )" + tail, .result(event.id), .routes(event.id))
    }

    private func routeText(_ route: SceneRoute, of event: SceneEvent) -> String {
        switch route {
        case .to(let name): return spelled(name)
        case .exceptSender(let name): return spelled(name) + " except sender"
        case .all: return "all"
        case .others: return "others"
        case .mediator: return "mediator"
        case .keyed(let name, var key, let first):
            if fault == .keyOfWrongType(event: event.id) {
                let keyType = event.parameters.first { $0.name == key }?.type
                key = event.parameters.first { $0.type != keyType }?.name ?? key
            }
            if fault == .misspelledPick(event: event.id) { key = Misspelling.name(key) }
            return (first ? "first " : "") + spelled(name) + "[\(key)]"
        }
    }
}
