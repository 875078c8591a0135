/// Why the `replay(_:)` of a `codable` mediator cannot send a log's events again: a record it
/// cannot send, found before it sends any, or a sender that the mediator does not hold when the
/// record's event is sent, which ends the replay there.
public struct MediatorReplayError: Error, Equatable, CustomStringConvertible {
    /// The position of the record in the log's ``MediatorLog/records``.
    public let index: Int
    /// What is wrong with the record, and what to do.
    public let reason: String

    /// Makes the error for the record at `index` of a log, for `reason`.
    public init(index: Int, reason: String) {
        self.index = index
        self.reason = reason
    }

    /// `record 3: ...`, the position and the reason.
    public var description: String {
        "record \(index): \(reason)"
    }
}

@_spi(Generated)
extension MediatorReplayError {
    /// The error for a record whose sender does not send its event in the spec the mediator was
    /// generated from.
    public static func unexpectedSender<Event: CodableMediatorEvent>(
        of record: MediatorLog<Event>.Record, at index: Int
    ) -> Self {
        Self(
            index: index,
            reason:
                "\(Event.mediatorName) has no event '\(name(of: record.event))' sent by "
                + "\(record.sender): the log was written by another version of the spec. Replay "
                + "it with that version, or leave out the record")
    }

    /// `member` when there is one, for a record of an event whose reaction learns which member
    /// of a set sent it; or the error that says to pass one as `parameter` of `replay`.
    public static func member<Event: CodableMediatorEvent, Member>(
        _ member: Member?, of record: MediatorLog<Event>.Record, at index: Int,
        parameter: String
    ) throws -> Member {
        guard let member else {
            throw Self(
                index: index,
                reason:
                    "a \(record.sender) sent '\(name(of: record.event))', and the reaction learns "
                    + "which one: pass the \(record.sender) to send it as, "
                    + "'replay(log, \(parameter): ...)'")
        }
        return member
    }

    /// `colleague` when the mediator holds one as the event is sent again, for a record of an
    /// event whose reaction learns its sender; or the error that says to attach one (an
    /// optional colleague) or to keep the one given to `init` alive (a weak one).
    public static func colleague<Event: CodableMediatorEvent, Colleague>(
        _ colleague: Colleague?, of record: MediatorLog<Event>.Record, at index: Int,
        isOptional: Bool
    ) throws -> Colleague {
        guard let colleague else {
            let fix =
                isOptional
                ? "attach one before the events that it sends"
                : "keep the \(record.sender) given to its init alive while replaying"
            throw Self(
                index: index,
                reason:
                    "\(record.sender) sent '\(name(of: record.event))', and the reaction learns it, "
                    + "but \(Event.mediatorName) holds no \(record.sender) then: \(fix)")
        }
        return colleague
    }

    /// The name of `event`'s case: the label of its payload, or its description without one.
    private static func name(of event: some CodableMediatorEvent) -> String {
        Mirror(reflecting: event).children.first?.label ?? String(describing: event)
    }
}
