/// What the `Event` enum of a `codable` mediator conforms to: its events can be written out (as
/// JSON, say) and read back, in a ``MediatorLog``.
///
/// The generated conformance writes an event as an object with one key, the event's name, whose
/// value holds the payload by parameter (the argument label, or the parameter's name when it
/// has none): `{"said": {"text": "Hello", "at": 752000000}}`. Reading an event the mediator does
/// not have, as in a log written before the spec lost it, throws a `DecodingError` that names it.
public protocol CodableMediatorEvent: MediatorEvent, Codable {
    /// The name of the mediator whose events these are, which a log of them records.
    static var mediatorName: String { get }
}

/// A key of the containers that generated `Codable` conformances of events read and write: an
/// event's name, or the name of one of its parameters.
@_spi(Generated)
public struct MediatorCodingKey: CodingKey, ExpressibleByStringLiteral, Sendable {
    /// The name.
    public let stringValue: String

    /// The key named `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// The key named `name`, as generated code writes it: `"added"`.
    public init(stringLiteral name: String) {
        stringValue = name
    }

    /// `nil`: events and their parameters have names, not positions.
    public var intValue: Int? { nil }

    /// `nil`: events and their parameters have names, not positions.
    public init?(intValue: Int) { nil }
}

@_spi(Generated)
extension CodableMediatorEvent {
    /// The name of the one event that `decoder` holds, and the container of its payload.
    public static func decodeCase(
        from decoder: any Decoder
    ) throws -> (name: String, payload: KeyedDecodingContainer<MediatorCodingKey>) {
        let container = try decoder.container(keyedBy: MediatorCodingKey.self)
        let keys = container.allKeys
        guard keys.count == 1, let key = keys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription:
                        "An event of \(mediatorName) is an object with one key, the event's name; "
                        + "this one has \(keys.count)"
                        + (keys.isEmpty
                            ? "" : ": " + keys.map(\.stringValue).joined(separator: ", "))))
        }
        return (
            key.stringValue,
            try container.nestedContainer(keyedBy: MediatorCodingKey.self, forKey: key)
        )
    }

    /// The error for an event named `name` that the mediator does not have, found where
    /// `payload` was read from.
    public static func unknownEvent(
        _ name: String, in payload: KeyedDecodingContainer<MediatorCodingKey>
    ) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: payload.codingPath,
                debugDescription:
                    "\(mediatorName) has no event '\(name)': the log was written by a version of "
                    + "the spec that had it. Replay it with that version, or leave out its records"
            ))
    }
}
