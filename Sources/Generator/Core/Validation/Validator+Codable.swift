// What a `codable` mediator's events must be to be written to a log and read back. Whether a
// payload type is `Codable` only the compiler knows: generated code reports it at the line of the
// parameter's type. A closure is stored in the `Event` enum as text when it does not escape,
// which would compile and then replay a string, so it is reported here. An event sent both
// `from outside` and `from mediator` has one method for both, which records the mediator's sends
// as the outside's: a replay would send them twice, so it is warned about.

extension Validator {
    /// Reports each closure parameter of `mediator`'s events, which a log cannot hold; warns
    /// about an event sent both `from outside` and `from mediator`. (An event named like a
    /// member of the `Event` enum's conformance is reported by ``nameCases(of:in:)``.)
    mutating func checkCodable(_ mediator: MediatorSyntax) {
        for event in mediator.events {
            let outside = event.senders.lazy.compactMap { sender -> SourceLocation? in
                if case .outside(let location) = sender { location } else { nil }
            }.first
            let sentByMediator = event.senders.contains {
                if case .mediator = $0 { true } else { false }
            }
            if let outside, sentByMediator {
                diagnostics.warning(
                    "event '\(event.spelledName)' is sent 'from outside' and 'from mediator' through "
                        + "one method, so a log of codable mediator '\(mediator.name.text)' records "
                        + "what the mediator sends as sent from outside, and a replay sends it "
                        + "again after the reaction that sent it; declare one event for the "
                        + "outside and another for the mediator",
                    at: outside)
            }
            for parameter in event.parameters where SwiftText.isFunction(parameter.type.text) {
                diagnostics.error(
                    "codable mediator '\(mediator.name.text)' writes each event's payload to its "
                        + "logs, which cannot hold closure '\(parameter.name.text)' of event "
                        + "'\(event.spelledName)'; pass a value that says what to do instead, or "
                        + "drop 'codable'",
                    at: parameter.type.location)
            }
        }
    }
}
