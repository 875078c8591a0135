// The property in which a colleague keeps its outbox: a name its class can take.

extension Validator {
    /// A colleague that sends keeps its outbox in a property, `mediator` unless the spec names
    /// another, but not `_` nor the mediator's name; it cannot also receive an event of that
    /// name without parameters. A colleague that sends nothing keeps no outbox, so a name
    /// given for one is a mistake.
    mutating func checkOutboxProperty(of mediator: MediatorModel) {
        let participation = mediator.participation
        for (index, colleague) in mediator.colleagues.enumerated() {
            guard !participation.sentEvents[index].isEmpty else {
                if colleague.outboxProperty != GeneratedNames.outboxProperty {
                    diagnostics.warning(
                        "colleague '\(colleague.typeName)' sends no event, so it keeps no outbox; "
                            + "remove 'outbox \(colleague.outboxProperty)'",
                        at: colleague.location)
                }
                continue
            }
            // The colleague's own property: any name Swift takes, in backticks where needed.
            if colleague.outboxProperty.text == "_" {
                diagnostics.error(
                    "'_' cannot name the property in which colleague '\(colleague.typeName)' "
                        + "keeps its outbox: Swift does not take it as a name; choose another "
                        + "name after 'outbox'", at: colleague.location)
            } else if colleague.outboxProperty.text == mediator.name {
                let outbox = "\(mediator.name).\(colleague.typeName)Outbox"
                diagnostics.error(
                    "outbox '\(mediator.name)' has the name of its mediator: in colleague "
                        + "'\(colleague.typeName)', the property would hide the mediator's type "
                        + "from 'let \(mediator.name) = \(outbox)()'; choose another name after "
                        + "'outbox'", at: colleague.location)
            }
            let received =
                participation.receivedEvents[index]
                + colleague.roles.flatMap { participation.roleEvents[$0] }
            for event in received.map({ mediator.events[$0] })
            where event.name == colleague.outboxProperty && event.parameters.isEmpty {
                diagnostics.error(
                    "event '\(event.name)()' is received by '\(colleague.typeName)', which keeps "
                        + "its outbox in a property '\(colleague.outboxProperty)'; rename the event, "
                        + "or keep the outbox in a property of another name: 'colleague "
                        + "\(colleague.typeName) outbox \(SwiftNames.lowerCamelCase(mediator.name))'",
                    at: event.location)
            }
        }
    }
}
