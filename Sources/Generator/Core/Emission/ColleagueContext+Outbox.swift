/// The outbox of a colleague that sends, as the templates read it.
extension ColleagueContext {
    /// The outbox of a colleague that sends.
    struct Outbox: Encodable {
        /// How a send `with sender` names the colleague it comes from.
        enum Sender: TemplateChoice {
            static let caseNames = ["mediatorProperty", "ownReference"]

            /// By the mediator's property, the mediator bound to the local `local`.
            case mediatorProperty(local: String)
            /// By the outbox's weak reference, `owner`, to its colleague.
            case ownReference(owner: String)
        }

        /// One method of the outbox: the event it sends, and how.
        struct Method: Encodable {
            let event: EventContext
            let send: OutboxSend
        }

        let connection: String
        let sender: Sender?
        let sentEvents: [EventContext]
        let methods: [Method]
    }
}
