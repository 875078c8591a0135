// The mistakes of events that share a base name: a class with the method of one of them only, a
// reaction with the other's labels, and a switch over `Event` by the base name.

extension MistakeCatalog {
    /// The mistakes that only events sharing a base name allow, each expected where the same
    /// mistake of any event is: a missing method at the lines of its class, a reaction the
    /// mediator's conformance lacks at the mediator's line, a switch in the user's own code.
    static func fullNameMistakes(in scene: Scene) -> [(Fault, Set<SpecAnchor>)] {
        var mistakes: [(Fault, Set<SpecAnchor>)] = []
        for colleague in scene.colleagueTypes {
            // The first event it receives is the catalog's already.
            let received = scene.events(receivedBy: colleague.type)
            for event in received.dropFirst() where event.sharesBaseName {
                mistakes.append(
                    (
                        .missingReceiver(colleague: colleague.type, event: event.id),
                        scene.receiverAnchors(ofType: colleague.type, event)
                    ))
            }
        }
        for event in scene.reactions where scene.overload(of: event) != nil {
            mistakes.append((.reactionWithOtherLabels(event.id), [.mediator]))
        }
        if scene.switchesOverEvents {
            for event in scene.events where event.sharesBaseName {
                mistakes.append((.caseByBaseName(event.id), []))
            }
        }
        return mistakes
    }
}

extension Scene {
    /// Another event of `event`'s base name with as many parameters, whose labels a mistaken
    /// reaction to `event` may take.
    func overload(of event: SceneEvent) -> SceneEvent? {
        events.first {
            $0.name == event.name && $0.id != event.id
                && $0.parameters.count == event.parameters.count
        }
    }
}
