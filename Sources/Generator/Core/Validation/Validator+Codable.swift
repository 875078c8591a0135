// What a `codable` mediator's events must be to be written to a log and read back. Whether a
// payload type is `Codable` only the compiler knows: generated code reports it at the event's
// line. A closure is stored in the `Event` enum as text when it does not escape, which would
// compile and then replay a string, so it is reported here.

extension Validator {
    /// Reports each closure parameter of `mediator`'s events, which a log cannot hold, and an
    /// event named like a member of the `Event` enum's conformance.
    mutating func checkCodable(_ mediator: MediatorSyntax) {
        for event in mediator.events {
            if GeneratedNames.codableEventMembers.contains(event.name.text) {
                diagnostics.error(
                    "event '\(event.name.text)' of codable mediator '\(mediator.name.text)' would "
                        + "be a case of its 'Event' enum named like a member of 'Event' that logs "
                        + "use; rename the event",
                    at: event.name.location)
            }
            for parameter in event.parameters where SwiftText.isFunction(parameter.type.text) {
                diagnostics.error(
                    "codable mediator '\(mediator.name.text)' writes each event's payload to its "
                        + "logs, which cannot hold closure '\(parameter.name.text)' of event "
                        + "'\(event.name.text)'; pass a value that says what to do instead, or "
                        + "drop 'codable'",
                    at: parameter.type.location)
            }
        }
    }
}
