/// The events a mediator dispatched, in order, each with its sender: what a
/// ``MediatorRecorder`` recorded, in a form that can be written out (as JSON, say), read back
/// and sent again by the `replay(_:)` of a `codable` mediator.
///
/// ```swift
/// let recorder = MediatorRecorder<Feed.Event>()
/// feed.observer = recorder
/// // ... the session to reproduce ...
/// try JSONEncoder().encode(recorder.log).write(to: url)
///
/// // In a test:
/// let log = try JSONDecoder().decode(MediatorLog<Feed.Event>.self, from: Data(contentsOf: url))
/// try Feed(list: list).replay(log)
/// ```
///
/// A log names the mediator it was recorded from: reading it as the log of another mediator
/// throws a `DecodingError` that names both.
public struct MediatorLog<Event: CodableMediatorEvent>: Equatable {
    /// One event as the mediator dispatched it, with its sender.
    public typealias Record = MediatorRecorder<Event>.Record

    /// The events, oldest first.
    public var records: [Record]

    /// Makes a log of `records`, oldest first.
    public init(_ records: [Record] = []) {
        self.records = records
    }
}

extension MediatorLog: Sendable where Event: Sendable {}

extension MediatorLog: Codable {
    private enum CodingKeys: String, CodingKey {
        case mediator, records
    }

    /// Reads a log as ``encode(to:)`` writes it, and checks that it is a log of this mediator.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mediator = try container.decode(String.self, forKey: .mediator)
        guard mediator == Event.mediatorName else {
            throw DecodingError.dataCorruptedError(
                forKey: .mediator, in: container,
                debugDescription:
                    "This is a log of \(mediator), not of \(Event.mediatorName): read it as a "
                    + "MediatorLog<\(mediator).Event>, and replay it with a \(mediator)")
        }
        records = try container.decode([Record].self, forKey: .records)
    }

    /// Writes the mediator's name and the records: `{"mediator": "Feed", "records": [...]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Event.mediatorName, forKey: .mediator)
        try container.encode(records, forKey: .records)
    }
}

extension MediatorRecorder.Record: Codable where Event: Codable {
    private enum CodingKeys: String, CodingKey {
        case sender, event
    }

    /// Reads a record as ``encode(to:)`` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Event.self, forKey: .event),
            from: try container.decode(String.self, forKey: .sender))
    }

    /// Writes the sender and the event: `{"sender": "Feed", "event": {"liked": {...}}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sender, forKey: .sender)
        try container.encode(event, forKey: .event)
    }
}

extension MediatorRecorder where Event: CodableMediatorEvent {
    /// Every event recorded, with its sender, as a log that can be written out and replayed.
    public var log: MediatorLog<Event> {
        MediatorLog(records)
    }
}
