// Behaviors: code of the mediator's own around each delivery or dispatch, and the way an event
// is delivered: `concurrently` for an async event, `collecting errors` for a throwing one.

extension Validator {
    /// The behaviors of `mediator`, each kind once; a kind declared again is reported.
    mutating func validateBehaviors(_ mediator: MediatorSyntax) -> [BehaviorModel] {
        var behaviors: [BehaviorModel] = []
        for behavior in mediator.behaviors {
            if let first = behaviors.first(where: { $0.kind == behavior.kind }) {
                reportDeclaredTwice(
                    "'behavior around \(behavior.kind.rawValue)'", in: mediator,
                    first: first.location, at: behavior.location)
                continue
            }
            behaviors.append(
                BehaviorModel(
                    kind: behavior.kind, documentation: behavior.documentation,
                    location: behavior.location))
        }
        return behaviors
    }

    /// Reports `concurrently` and `collecting errors` where they cannot apply.
    mutating func checkDeliveryClauses(of mediator: MediatorSyntax) {
        for event in mediator.events {
            let name = event.spelledName
            if let location = event.concurrently {
                if !event.isAsync {
                    diagnostics.error(
                        "'concurrently' runs the receivers of an async event at once, and event "
                            + "'\(name)' is not async; make it 'async' or remove 'concurrently'",
                        at: location)
                } else if event.resultType != nil {
                    diagnostics.error(
                        "request '\(name)' has one handler, so it cannot be delivered "
                            + "'concurrently'; remove 'concurrently'", at: location)
                } else if mediator.isolation == nil {
                    diagnostics.error(
                        "'concurrently' runs each receiver of event '\(name)' in a task of its "
                            + "own, with which mediator '\(mediator.name.text)' cannot be shared: "
                            + "declare it on a global actor ('@MainActor') or 'nonisolated', or "
                            + "remove 'concurrently'", at: location)
                }
            }
            if let location = event.collectingErrors {
                if !event.isThrowing {
                    diagnostics.error(
                        "'collecting errors' gathers what the receivers of a throwing event "
                            + "throw, and event '\(name)' does not throw; make it 'throws' or "
                            + "remove 'collecting errors'", at: location)
                } else if event.resultType != nil {
                    diagnostics.error(
                        "request '\(name)' has one handler, whose error is thrown as it is; "
                            + "remove 'collecting errors'", at: location)
                }
            }
        }
    }
}
