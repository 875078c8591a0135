/// The mistakes that apply to a scene, each with the anchors of the spec lines where the
/// compiler must report it: where the construct that caused it is written.
enum MistakeCatalog {
    /// Every fault that applies to `scene`, with its expected anchors, in a stable order.
    static func mistakes(in scene: Scene) -> [(fault: Fault, expected: Set<SpecAnchor>)] {
        var mistakes: [(Fault, Set<SpecAnchor>)] = []
        func add(_ fault: Fault, _ expected: Set<SpecAnchor>) { mistakes.append((fault, expected)) }
        if scene.isolation == .mainActor || scene.isolation == .otherActor {
            // Swift ignores an attribute it cannot find, so a colleague class on the actor then
            // conforms across isolation to its protocol, which is reported where it conforms.
            add(
                .misspelledGlobalActor,
                Set([.mediator] + scene.colleagues.map(scene.anchor(of:))))
        }
        if scene.superclass != nil {
            add(.misspelledSuperclass, [.mediator])
            add(.finalSuperclass, [.mediator])
            add(.superclassWithoutInit, [.mediator])
        }
        if !scene.protocols.isEmpty {
            add(.misspelledProtocol, [.mediator])
            add(.unimplementedProtocol, [.mediator])
        }
        // At the line of the event whose entry point Swift finds close to the requirement.
        if scene.billing { add(.mistakenWitness, [.mediator, .event("paid")]) }
        if scene.cartAlsoInStore { add(.sameOutboxInTwoMediators, [.cartInStore]) }
        for colleague in scene.colleagueTypes {
            mistakes += Self.mistakes(of: colleague, in: scene)
        }
        mistakes += slotMistakes(in: scene)
        mistakes += fullNameMistakes(in: scene)
        for state in scene.state {
            // A dependency's type is the parameter's of `init` too, at the mediator's line.
            let typeLines: Set<SpecAnchor> =
                state.isDependency ? [.state(state.name), .mediator] : [.state(state.name)]
            if state.type != nil { add(.misspelledStateType(state.name), typeLines) }
            if state.isDependency, state.isVariable {
                add(.weakValueDependency(state.name), [.state(state.name)])
            }
            if state.type != nil, state.value != nil {
                add(.wrongStateDefault(state.name), [.state(state.name)])
            }
            mistakes += propertySyntaxMistakes(of: state)
        }
        // Like a missing reaction: at the mediator, which does not conform, with a note at the
        // requirement's line.
        for kind in scene.behaviors { add(.missingBehavior(kind), [.mediator]) }
        if scene.whenConnected != nil {
            add(.missingReaction("connected"), [.mediator])
            add(.wrongReaction("connected"), [.mediator])
        }
        for hook in scene.hooks {
            add(.missingReaction(hook.reaction), [.mediator])
            add(.wrongReaction(hook.reaction), [.mediator])
        }
        for event in scene.events { mistakes += Self.mistakes(of: event, in: scene) }
        for type in ["Item", "Key"] { mistakes += conformanceMistakes(of: type, in: scene) }
        return mistakes
    }

    private static func mistakes(of colleague: SceneColleague, in scene: Scene) -> [(
        Fault, Set<SpecAnchor>
    )] {
        let type = colleague.type
        // Its line, or the lines of its slots.
        let lines = scene.anchors(ofType: type)
        // The reactions of the hooks that watch it name its type, at their lines.
        let hooks = scene.hooks.filter { $0.colleague == type }.map {
            SpecAnchor.hook($0.declaration)
        }
        var mistakes: [(Fault, Set<SpecAnchor>)] = [
            (
                .misspelledColleagueType(type),
                Set(lines + [.mediator] + hooks + scene.slotEnumAnchors(ofType: type))
            )
        ]
        if colleague.form.keyType != nil {
            mistakes.append((.misspelledKeyType(colleague: type), Set(lines)))
        }
        if let event = scene.events(receivedBy: type).first {
            let receivers = scene.receiverAnchors(ofType: type, event)
            mistakes.append((.missingReceiver(colleague: type, event: event.id), receivers))
            mistakes.append(
                (.wrongReceiverSignature(colleague: type, event: event.id), receivers))
        }
        if scene.sends(type) { mistakes.append((.missingOutbox(type), Set(lines))) }
        if colleague.isProtocol {
            mistakes.append((.protocolNotClassBound(type), Set(lines)))
            mistakes.append((.protocolNotRefining(type), Set(lines)))
        }
        if scene.access != nil {
            mistakes.append((.internalColleague(type), Set(lines + [.mediator])))
        }
        guard !colleague.isProtocol else { return mistakes }
        // A colleague isolated elsewhere can still send, and receive `async` events (each call
        // hops to its actor): only a synchronous receiver is a mistake.
        if scene.events(receivedBy: type).contains(where: { !$0.isAsync }) {
            mistakes.append((.colleagueOnWrongActor(type), Set(lines + [.mediator])))
        }
        let concurrent = scene.concurrentEvents(receivedBy: type).map { SpecAnchor.routes($0.id) }
        if scene.isolation == .nonisolated || !concurrent.isEmpty {
            // A `nonisolated` mediator checks each colleague of a class at its line: `Store`
            // checks `Cart` at its own.
            let store: [SpecAnchor] =
                type == "Cart" && scene.cartAlsoInStore && scene.isolation == .nonisolated
                ? [.cartInStore] : []
            mistakes.append(
                (.colleagueNotSendable(type), Set(lines + [.mediator] + concurrent + store)))
        }
        return mistakes
    }

    private static func mistakes(of event: SceneEvent, in scene: Scene) -> [(
        Fault, Set<SpecAnchor>
    )] {
        var mistakes: [(Fault, Set<SpecAnchor>)] = []
        // The entry point of `paid` satisfies `Billing`: with its type unknown, Swift also says
        // at the mediator's line that the conformance's `@preconcurrency` has no effect.
        let witness: [SpecAnchor] = scene.billing && event.name == "paid" ? [.mediator] : []
        // With a type unknown, Swift leaves out the methods of an event that shares its base
        // name, and reports each call of them against the labels of another event of that name,
        // at the event's line (the type's, unless the event is written one parameter a line).
        let calls: [SpecAnchor] = event.sharesBaseName && event.onePerLine ? [.event(event.id)] : []
        for index in event.parameters.indices {
            mistakes.append(
                (
                    .misspelledParameterType(event: event.id, index: index),
                    Set([.parameter(event.id, index)] + witness + calls)
                ))
        }
        for (index, parameter) in event.parameters.enumerated() where parameter.defaultValue != nil
        {
            mistakes.append(
                (
                    .wrongParameterDefault(event: event.id, index: index),
                    [.parameter(event.id, index)]
                ))
        }
        if event.result != nil {
            mistakes.append(
                (.misspelledResultType(event: event.id), Set([.result(event.id)] + calls)))
        }
        if scene.reactions.contains(where: { $0.id == event.id }) {
            mistakes.append((.missingReaction(event.id), [.mediator]))
            mistakes.append((.wrongReaction(event.id), [.mediator]))
        }
        let keyed = event.routes.contains {
            if case .keyed = $0 { return true }
            return false
        }
        if keyed, Set(event.parameters.map(\.type)).count > 1 {
            mistakes.append((.keyOfWrongType(event: event.id), [.routes(event.id)]))
        }
        return mistakes
    }

    /// A payload type that lacks a conformance the scene needs: `Sendable` in a `nonisolated`
    /// mediator or for an event delivered `concurrently`, `Codable` in a `codable` one, and
    /// `Hashable` for a key. Expected where each parameter of that type is written (and for a
    /// key, the keyed set's line).
    private static func conformanceMistakes(of type: String, in scene: Scene) -> [(
        Fault, Set<SpecAnchor>
    )] {
        func uses(_ written: String) -> Bool { written.contains(type) }
        func parameterLines(_ events: [SceneEvent]) -> [SpecAnchor] {
            events.flatMap { event in
                event.parameters.indices.filter { uses(event.parameters[$0].type) }.map {
                    SpecAnchor.parameter(event.id, $0)
                }
            }
        }
        var mistakes: [(Fault, Set<SpecAnchor>)] = []
        let sendableEvents = scene.events.filter {
            scene.isolation == .nonisolated || $0.concurrently
        }
        let sendableLines =
            parameterLines(sendableEvents)
            + (scene.isolation == .nonisolated
                ? scene.events.filter { $0.result.map(uses) ?? false }.map {
                    SpecAnchor.result($0.id)
                }
                    + scene.state.filter { ($0.type ?? $0.value ?? "").contains(type) }.map {
                        SpecAnchor.state($0.name)
                    } : [])
        if !sendableLines.isEmpty { mistakes.append((.notSendable(type), Set(sendableLines))) }
        let codableLines = scene.isCodable ? parameterLines(scene.events) : []
        if !codableLines.isEmpty { mistakes.append((.notCodable(type), Set(codableLines))) }
        let keyedSets = scene.colleagues.filter { $0.form.keyType == type }.map {
            SpecAnchor.colleague($0.type)
        }
        if !keyedSets.isEmpty {
            let keyedEvents = scene.events.filter { event in
                event.routes.contains {
                    if case .keyed = $0 { return true }
                    return false
                }
            }
            mistakes.append(
                (.notHashable(type), Set(keyedSets + keyedEvents.map { .routes($0.id) })))
        }
        return mistakes
    }
}
