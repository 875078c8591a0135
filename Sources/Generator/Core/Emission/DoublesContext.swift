/// The data of a file of test doubles, which `Doubles.mustache` is rendered with: for each
/// mediator, a double of each colleague known by a protocol (`colleague any P`), the only slots
/// where the mediator takes an instance of another class. Each key is documented in
/// docs/Templates.md.
struct DoublesFileContext: Encodable {
    let generatorVersion: String
    let specFileName: String
    /// The module whose mediators the doubles stand in for, imported `@testable`.
    let module: String
    /// The spec's imports and the runtime, sorted by module.
    let imports: [FileContext.Import]
    let mediators: [MediatorDoublesContext]

    init(_ spec: SpecModel, names: [GeneratedNames], module: String) {
        let file = FileContext(spec, names: names)
        generatorVersion = file.generatorVersion
        specFileName = file.specFileName
        self.module = module
        imports = file.imports
        mediators = zip(spec.mediators, file.mediators).compactMap { model, context in
            let doubles = context.colleagues.indices
                .filter {
                    context.colleagues[$0].isProtocol && model.colleagues[$0].firstSlotOfType == nil
                }
                .map { DoubleContext(model, context, colleague: $0) }
            return doubles.isEmpty
                ? nil
                : MediatorDoublesContext(
                    name: context.name, actor: context.actor,
                    actorAttribute: context.actorAttribute, isolation: context.isolation,
                    doubles: doubles)
        }
    }
}

/// The doubles of one mediator.
struct MediatorDoublesContext: Encodable {
    let name: String
    let actor: String?
    /// ``actor`` as a declaration starts with it: `@MainActor `, or nothing.
    let actorAttribute: String
    let isolation: MediatorContext.Isolation
    let doubles: [DoubleContext]
}

/// The double of one colleague known by a protocol: it conforms to that protocol, records each
/// event it receives as a case of the mediator's `Event`, and answers requests with what a test
/// set.
struct DoubleContext: Encodable {
    /// One event the colleague receives, directly or through a role it plays.
    struct Received: Encodable {
        /// What a request answers when a test has not set its answer.
        enum Unset: TemplateChoice {
            static let caseNames = ["answersNil", "finishes", "stops"]

            /// `nil`: the request's result is optional already.
            case answersNil
            /// A stream that has finished, `finished`.
            case finishes(finished: String)
            /// Nothing: the test stops.
            case stops
        }

        let event: EventContext
        /// The type of the answer a test sets for a request: optional, so that it may be unset.
        let answerType: String?
        /// Whether an unset answer is `nil`, for a request whose result is optional already.
        let answersNil: Bool
        /// What the request answers unset; `nil` for an event that is not a request.
        let unset: Unset?
    }

    /// The class: the colleague's protocol with `Double` after it.
    let name: String
    /// The protocol of the spec that the double conforms to.
    let protocolName: String
    let docComment: [String]
    /// The colleague's line, where the compiler reports a requirement of the protocol of the
    /// spec that the double lacks.
    let line: Int
    /// An outbox a test sends through, as the colleague would: one, or one for each slot of a
    /// type whose slots keep theirs in properties of their own.
    struct Outbox: Encodable {
        let property: String
        let name: String
    }

    let outboxes: [Outbox]
    let received: [Received]
    let requests: [Received]
    let hasRequests: Bool
    let throwingEvents: [Received]
    let hasThrowingEvents: Bool

    init(_ mediator: MediatorModel, _ context: MediatorContext, colleague index: Int) {
        let colleague = context.colleagues[index]
        name = GeneratedNames.double(ofType: colleague.typeName)
        protocolName = colleague.typeName
        line = colleague.line
        let participation = mediator.participation
        // The double stands in for every slot of its type.
        let slots = mediator.colleagues.indices.filter {
            $0 == index || mediator.colleagues[$0].firstSlotOfType == index
        }
        var indices: Set<Int> = []
        for slot in slots {
            indices.formUnion(participation.receivedEvents[slot])
            for role in mediator.colleagues[slot].roles {
                indices.formUnion(participation.roleEvents[role])
            }
        }
        received = indices.sorted().map { event in
            let context = context.events[event]
            let answersNil = context.result.map(SwiftText.isOptional) == true
            return Received(
                event: context, answerType: context.result.map(SwiftText.optional),
                answersNil: answersNil,
                unset: context.result == nil
                    ? nil
                    : answersNil
                        ? .answersNil
                        : context.stream.map { .finishes(finished: $0.finished) } ?? .stops)
        }
        outboxes = slots.map { context.colleagues[$0] }.filter(\.declaresProtocol).compactMap {
            slot in
            slot.outbox.map { _ in Outbox(property: slot.outboxProperty, name: slot.outboxName) }
        }
        requests = received.filter { $0.event.result != nil }
        hasRequests = !requests.isEmpty
        docComment = DocumentationText.comment(
            [
                "Stands in for a `\(protocolName)` in tests: keeps each event it receives in "
                    + "`receivedEvents`"
                    + (hasRequests
                        ? ", and answers requests with what a test sets in `answers`." : ".")
            ], indentation: 4)
        throwingEvents = received.filter(\.event.isThrowing)
        hasThrowingEvents = !throwingEvents.isEmpty
    }
}
