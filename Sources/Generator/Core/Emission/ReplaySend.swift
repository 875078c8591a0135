extension CodableContext {
    /// One event from one sender, as `replay(_:)` sends it again: the case it matches, the check
    /// of its sender, and the call of the event's dispatch, each computed once for the `Replay`
    /// and `ReplayedSend` templates.
    struct Send: Encodable {
        /// A sender that must exist because the reaction is told it, bound to the local
        /// `sender` by a check of `MediatorReplayError`.
        struct Check: Encodable {
            /// What the check is given: the parameter of a set's member, or the property of a
            /// one-instance colleague.
            let instance: String
            /// The label of the parameter a missing member should be passed as, for a set.
            let parameter: String?
            /// For a one-instance colleague, whether it is optional, one to attach, rather than
            /// weak, one to keep alive.
            let isOptional: Bool
            /// The check: `MediatorReplayError.member` or `MediatorReplayError.colleague`.
            let call: String
            /// Its arguments: the instance, the record and its index, and the parameter or
            /// whether the colleague is optional.
            let arguments: [String]
        }

        /// The case of `(record.event, record.sender)` the send answers to, but for its sender:
        /// the event's `member`, and the `arguments` that bind its payload (`let item`).
        struct Pattern: Encodable {
            let member: String
            let arguments: [String]
            let hasArguments: Bool
        }

        /// The call that sends the event again: what comes before it (`_ = `, `try `, `await `),
        /// the dispatch (`self.dispatchSaid`), and its `arguments`: the payload, the sender
        /// (`from: MediatorSender("Feed", self.feed)`) and, for `with sender`, its case.
        struct Resend: Encodable {
            let prefix: String
            let callee: String
            let arguments: [String]
        }

        let event: EventContext
        /// The sender as a log's records name it: a colleague type, or `outside`.
        let senderName: String
        let isOutside: Bool
        /// The colleague that sends: the mediator's property, the parameter of a set's member,
        /// or the local a check binds; false for `outside`.
        let senderInstance: String?
        /// The colleague's case in the event's sender type, for `with sender`.
        let senderCase: String?
        /// For a set's member: checked before anything is sent, since the test passes it.
        let memberCheck: Check?
        /// For a one-instance colleague that may be absent: checked when the event is sent,
        /// since the replayed events may attach it.
        let colleagueCheck: Check?
        let pattern: Pattern
        let resend: Resend

        /// How `replay(_:)` sends `event` again when the outside sent it.
        init(outside event: EventContext, _ model: EventModel) {
            self.event = event
            (senderName, isOutside, senderInstance, senderCase) = ("outside", true, nil, nil)
            (memberCheck, colleagueCheck) = (nil, nil)
            pattern = Self.pattern(of: event)
            resend = Self.resend(
                of: event, model, from: "MediatorSender.outside",
                senderCase: event.senderType.map { "\($0.name).outside" })
        }

        /// How `replay(_:)` sends `event` again when the colleague at `index` sent it: from the
        /// member passed as `member` for a set, from the colleague the mediator holds otherwise.
        init(
            _ event: EventContext, _ model: EventModel, from index: Int,
            of mediator: MediatorModel, names: GeneratedNames, member: String?,
            locals: GeneratedNames.CodableLocals
        ) {
            let colleague = mediator.colleagues[index]
            let instance = member ?? "self." + colleague.propertyName.property
            let record = ["of: \(locals.record)", "at: \(locals.index)"]
            // The reaction is told its sender: check that there is one, into `sender`.
            let check =
                event.senderType != nil && (colleague.isSet || colleague.mayBeAbsent)
                ? colleague.isSet
                    ? Check(
                        instance: instance, parameter: names.colleagues[index].senderCase.text,
                        isOptional: false, call: "MediatorReplayError.member",
                        arguments: [instance] + record
                            + ["parameter: \"\(names.colleagues[index].senderCase)\""])
                    : Check(
                        instance: instance, parameter: nil, isOptional: colleague.isOptional,
                        call: "MediatorReplayError.colleague",
                        arguments: [instance] + record + ["isOptional: \(colleague.isOptional)"])
                : nil
            let sender = check == nil ? instance : locals.sender
            let senderCase = names.colleagues[index].senderCase.member
            self.event = event
            (senderName, isOutside) = (colleague.traceName, false)
            senderInstance = sender
            self.senderCase = event.senderType == nil ? nil : senderCase
            memberCheck = colleague.isSet ? check : nil
            colleagueCheck = colleague.isSet ? nil : check
            pattern = Self.pattern(of: event)
            resend = Self.resend(
                of: event, model, from: "MediatorSender(\"\(colleague.traceName)\", \(sender))",
                senderCase: event.senderType.map { "\($0.name).\(senderCase)(\(sender))" })
        }

        private static func pattern(of event: EventContext) -> Pattern {
            Pattern(
                member: event.member, arguments: event.parameters.map { "let \($0.name)" },
                hasArguments: event.hasParameters)
        }

        /// The call of `event`'s dispatch from `sender`, given `senderCase` for `with sender`.
        private static func resend(
            of event: EventContext, _ model: EventModel, from sender: String, senderCase: String?
        ) -> Resend {
            Resend(
                prefix: (event.result == nil ? "" : "_ = ") + (model.isThrowing ? "try " : "")
                    + (model.isAsync ? "await " : ""),
                callee: "self.\(event.dispatch)",
                arguments: event.arguments + ["from: \(sender)"]
                    + (senderCase.map { ["by: \($0)"] } ?? []))
        }
    }
}
