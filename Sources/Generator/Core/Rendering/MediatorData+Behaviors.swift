/// The template data of a mediator's behaviors: the requirements of its `Behaviors` protocol, a
/// synchronous and an `async` one for each behavior, as its events need them.
extension MediatorData {
    static func behaviorFields(_ mediator: MediatorModel, _ specFileLiteral: String)
        -> [String: TemplateValue]
    {
        let effects =
            (mediator.events.contains { !$0.isAsync } ? [false] : [])
            + (mediator.events.contains(where: \.isAsync) ? [true] : [])
        let requirements = mediator.behaviors.flatMap { behavior in
            effects.map { isAsync in
                requirement(behavior, isAsync: isAsync, specFileLiteral: specFileLiteral)
            }
        }
        return [
            "hasBehaviors": .flag(!mediator.behaviors.isEmpty),
            "behaviorRequirements": .list(requirements),
            "behaviorsSourceLocation": .text(
                SwiftText.sourceLocation(
                    line: mediator.behaviors.first?.location.line ?? mediator.location.line,
                    fileLiteral: specFileLiteral)),
        ]
    }

    /// `aroundDelivery<Result>(_ delivery: MediatorDelivery, _ deliver: () throws -> Result)
    /// rethrows -> Result`, or its `async` twin, with its documentation and mapped location.
    private static func requirement(
        _ behavior: BehaviorModel, isAsync: Bool, specFileLiteral: String
    ) -> TemplateValue {
        let subject = behavior.kind.rawValue
        let effects = isAsync ? "async " : ""
        // One line, so that the requirement maps to the behavior's line of the spec.
        let written =
            behavior.documentation.isEmpty
            ? [
                "Runs around each \(subject) of \(isAsync ? "an async" : "an") event; calls "
                    + "`deliver` once."
            ] : behavior.documentation
        let documentation = SwiftText.docComment(written)
        return .object([
            "docComment": .list(documentation.map(TemplateValue.text)),
            "sourceLocation": .text(
                SwiftText.sourceLocation(
                    line: max(1, behavior.location.line - documentation.count),
                    fileLiteral: specFileLiteral)),
            "declaration": .text(
                "\(behavior.methodName)<Result>(_ \(subject): MediatorDelivery, _ deliver: () "
                    + "\(effects)throws -> Result) \(effects)rethrows -> Result"),
        ])
    }
}
