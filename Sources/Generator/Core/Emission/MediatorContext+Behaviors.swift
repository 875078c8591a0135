// The behaviors of a mediator as the templates read them: what each runs around, and the
// requirements of its `Behaviors` protocol.

extension MediatorContext {
    /// The behaviors of the mediator, and the requirements of its `Behaviors` protocol.
    struct Behaviors: Encodable {
        /// One requirement: a behavior, synchronous or `async`.
        struct Requirement: Encodable {
            let method: String
            let subject: String
            let isAsync: Bool
            /// `async ` for the requirement of `async` events, or nothing.
            let effects: String
            /// Its parameters as its declaration lists them: the delivery or dispatch, and the
            /// closure that makes it, `_ deliver: () async throws -> Result`.
            let parameters: [String]
            let docComment: [String]
            let line: Int
        }

        let delivery: Bool
        let dispatch: Bool
        let requirements: [Requirement]
    }

    /// The behaviors of `mediator`, with a synchronous and an `async` requirement for each, as
    /// its events need them; `nil` when it declares none.
    static func behaviors(of mediator: MediatorModel) -> Behaviors? {
        guard !mediator.behaviors.isEmpty else { return nil }
        let effects =
            (mediator.events.contains { !$0.isAsync } ? [false] : [])
            + (mediator.events.contains(where: \.isAsync) ? [true] : [])
        let requirements = mediator.behaviors.flatMap { behavior in
            effects.map { isAsync in
                let subject = behavior.kind.rawValue
                let docComment = DocumentationText.comment(
                    behavior.documentation.isEmpty
                        ? [
                            "Runs around each \(subject) of \(isAsync ? "an async" : "an") event; "
                                + "calls `deliver` once."
                        ] : behavior.documentation, indentation: 8)
                return Behaviors.Requirement(
                    method: GeneratedNames.behaviorMethod(behavior.kind), subject: subject,
                    isAsync: isAsync, effects: isAsync ? "async " : "",
                    parameters: [
                        "_ \(subject): MediatorDelivery",
                        "_ deliver: () \(isAsync ? "async " : "")throws -> Result",
                    ],
                    docComment: docComment, line: behavior.location.line)
            }
        }
        return Behaviors(
            delivery: mediator.declares(.delivery), dispatch: mediator.declares(.dispatch),
            requirements: requirements)
    }
}
