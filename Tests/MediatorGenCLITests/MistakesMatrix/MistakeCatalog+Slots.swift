// The mistakes of several slots of one colleague type: a pick by a name that is nothing, a class
// without the method of an event that reaches one slot only, or without one slot's outbox.

extension MistakeCatalog {
    /// The mistakes that only slots allow, each expected at the line of the slot or route that
    /// caused it.
    static func slotMistakes(in scene: Scene) -> [(Fault, Set<SpecAnchor>)] {
        var mistakes: [(Fault, Set<SpecAnchor>)] = []
        for event in scene.events {
            // The name the slot is picked by: a parameter or a member of the mediator.
            let picks = event.routes.contains {
                if case .keyed(let name, _, _) = $0 { return scene.anchors(ofType: name).count > 1 }
                return false
            }
            if picks {
                mistakes.append((.misspelledPick(event: event.id), [.routes(event.id)]))
            }
            // An event routed to one slot only: a class without its method, unless the catalog
            // already drops that method as the first its type receives.
            for route in event.routes {
                guard case .to(let name) = route, let slot = scene.slot(named: name),
                    scene.events(receivedBy: slot.type).first?.id != event.id
                else { continue }
                mistakes.append(
                    (
                        .missingReceiver(colleague: slot.type, event: event.id),
                        scene.receiverAnchors(ofType: slot.type, event)
                    ))
            }
        }
        for colleague in scene.colleagues
        where scene.hasOwnOutboxes(colleague.type) && scene.sends(colleague.type) {
            let property = colleague.property ?? colleague.type
            mistakes.append((.missingSlotOutbox(property), [.slot(property)]))
        }
        return mistakes
    }
}

extension Scene {
    /// Where a class of type `type` without its method of `event` is reported: at the lines of
    /// the slots the event reaches when each has a protocol of its own, at every line of the
    /// type when they share one.
    func receiverAnchors(ofType type: String, _ event: SceneEvent) -> Set<SpecAnchor> {
        guard hasOwnOutboxes(type) else { return Set(anchors(ofType: type)) }
        return Set(
            colleagues.filter { $0.type == type && self.event(event, reaches: $0) }.map(
                anchor(of:)))
    }

    /// The lines that write the name of the slot enum of `type` (`PageSlot`), in a state's or a
    /// parameter's type, and the routes that pick a slot of it: with the type misspelled, the
    /// enum has another name.
    func slotEnumAnchors(ofType type: String) -> [SpecAnchor] {
        guard anchors(ofType: type).count > 1 else { return [] }
        let name = type + "Slot"
        var anchors = state.filter { ($0.type ?? "").contains(name) }.map {
            SpecAnchor.state($0.name)
        }
        for event in events {
            let parameters = event.parameters.indices.filter {
                event.parameters[$0].type.contains(name)
            }
            anchors += parameters.map { SpecAnchor.parameter(event.id, $0) }
            let picks = event.routes.contains {
                if case .keyed(type, _, _) = $0 { return true }
                return false
            }
            // A route by a parameter of the enum's type is on that parameter's line.
            if picks, parameters.isEmpty { anchors.append(.routes(event.id)) }
        }
        return anchors
    }
}
