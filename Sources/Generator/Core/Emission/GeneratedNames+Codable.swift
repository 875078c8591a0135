// The names a `codable` mediator's conformance and `replay(_:)` give their locals, parameters and
// the keys of a log.

extension GeneratedNames {
    /// The locals of a `codable` mediator's conformance and of its `replay(_:)`.
    package struct CodableLocals: Sendable, Encodable {
        package let decoder, encoder, name, container, payload, log, sends, send, index, record,
            sender: String
    }

    /// The keys `event`'s parameters are written under in a log.
    static func codingKeys(of event: EventModel) -> [String] {
        var keys: Set<String> = []
        return event.parameters.map { parameter in
            var key =
                parameter.label.flatMap { keys.contains($0.text) ? nil : $0.text }
                ?? parameter.name.text
            while keys.contains(key) { key += "_" }
            keys.insert(key)
            return key
        }
    }

    /// The locals of `mediator`'s `codable` conformance and `replay(_:)`, and the parameters of
    /// the latter that give a set's sending member, which it adds to `colleagues`: none is taken
    /// by a parameter of an event.
    static func codable(_ mediator: MediatorModel, _ colleagues: inout [Colleague])
        -> CodableLocals
    {
        var scope = NameScope(taking: mediator.events.flatMap { $0.parameters.map(\.name) })
        let locals = CodableLocals(
            decoder: scope.claim("decoder"), encoder: scope.claim("encoder"),
            name: scope.claim("name"), container: scope.claim("container"),
            payload: scope.claim("payload"), log: scope.claim("log"), sends: scope.claim("sends"),
            send: scope.claim("send"), index: scope.claim("index"),
            record: scope.claim("record"), sender: scope.claim("sender"))
        for index in colleagues.indices
        where mediator.colleagues[index].isSet && !mediator.participation.sentEvents[index].isEmpty
        {
            colleagues[index].replayMember = Identifier(
                scope.claim(colleagues[index].senderCase.text))
        }
        return locals
    }
}
