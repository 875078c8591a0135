/// How an outbox's method sends its event, computed once for the `Outbox` template: what it
/// binds first, and the one statement that calls the mediator's dispatch.
struct OutboxSend: Encodable {
    /// The `guard` of a send `with sender`, which binds what names the sender and returns when
    /// it is missing.
    struct Binding: Encodable {
        /// What the guard binds: `mediator = connection.mediator`, `owner`, or
        /// `owner = owner.withLock({ $0?.object })`.
        let binding: String
        /// What the method answers when it is missing: `nil`, a finished stream, or `nil`
        /// (Swift's) for a method without a result.
        let answer: String?
    }

    let bindsFirst: Binding?
    /// What comes before the statement's call or frame: `return `, `try `, `await `.
    let prefix: String
    /// For a framed send, the connection's method whose closure calls the dispatch:
    /// `connection.request` or `connection.send`; `nil` otherwise.
    let frame: String?
    /// The dispatch and what it is called on: `$0.dispatchSaid` (`try $0.dispatchSaid` in the
    /// frame of an event that throws), `connection.mediator?.dispatchSaid`,
    /// `mediator.dispatchSaid`.
    let callee: String
    /// The arguments: the event's, `from: connection.sender`, and the sender's case for
    /// `with sender` (`by: SaidSender.feed(owner)`).
    let arguments: [String]
    /// What `??` answers when the call gives nothing: a finished stream; `nil` when nothing is
    /// needed.
    let fallback: String?
    /// A framed request's answer that would be doubly optional: the statement binds it to
    /// `local`, and `return local ?? nil`, on a line of its own mapped to the event's `line`,
    /// flattens it, where a misspelled result type breaks it.
    struct Flattened: Encodable {
        let local: String
        let line: Int
    }

    let flattened: Flattened?

    /// The send of `event`, whose data is `context`, through the outbox of a colleague that
    /// names itself as `sender`.
    init(
        _ event: EventModel, _ context: EventContext, connection: String,
        sender: ColleagueContext.Outbox.Sender?, senderCase: String, property: String,
        isNonisolated: Bool
    ) {
        let finished = context.stream?.finished
        let answer = context.result == nil ? nil : finished ?? "nil"
        let effects = (event.isThrowing ? "try " : "") + (event.isAsync ? "await " : "")
        let returns = context.result == nil ? "" : "return "
        var arguments = event.parameters.map(\.argument) + ["from: \(connection).sender"]
        switch (sender, context.senderType) {
        case (.mediatorProperty(let local)?, let type?):
            bindsFirst = Binding(binding: "\(local) = \(connection).mediator", answer: answer)
            arguments.append("by: \(type.name).\(senderCase)(\(local).\(property))")
            (prefix, frame) = (returns + effects, nil)
            (callee, fallback, flattened) = ("\(local).\(context.dispatch)", nil, nil)
        case (.ownReference(let owner)?, let type?):
            bindsFirst = Binding(
                binding: isNonisolated ? "\(owner) = \(owner).withLock({ $0?.object })" : owner,
                answer: answer)
            arguments.append("by: \(type.name).\(senderCase)(\(owner))")
            (prefix, frame) = (returns + effects, nil)
            (callee, fallback, flattened) = (
                "\(connection).mediator?.\(context.dispatch)", finished, nil
            )
        default:
            bindsFirst = nil
            if context.isFramed {
                let method = context.result == nil ? "send" : "request"
                let tries = event.isThrowing ? "try " : ""
                let answer = context.locals.result
                (prefix, frame) = (
                    (context.flattensAnswer ? "let \(answer) = " : returns) + tries,
                    "\(connection).\(method)"
                )
                callee = tries + "$0.\(context.dispatch)"
                fallback = finished
                flattened =
                    context.flattensAnswer ? Flattened(local: answer, line: context.line) : nil
            } else {
                (prefix, frame, flattened) = (returns + effects, nil, nil)
                (callee, fallback) = ("\(connection).mediator?.\(context.dispatch)", finished)
            }
        }
        self.arguments = arguments
    }
}
