/// Who takes part in which events of one mediator, as indices into its colleagues, roles and
/// events, each list in spec order. Found once, when the spec is validated.
package struct Participation: Sendable, Equatable {
    /// For each role, the colleagues that play it.
    package var rolePlayers: [[Int]]
    /// For each colleague, the events it may send.
    package var sentEvents: [[Int]]
    /// For each colleague, the events it receives other than through a role it plays: its own
    /// protocol requires these, and the protocols of its roles the rest.
    package var receivedEvents: [[Int]]
    /// For each role, the events routed to it by name; every player must implement them, even
    /// where, as the sender, it is left out at run time.
    package var roleEvents: [[Int]]

    /// Finds the players of every role of `colleagues`, for the validation of events.
    init(roleCount: Int, colleagues: [ColleagueModel]) {
        rolePlayers = Array(repeating: [], count: roleCount)
        for (index, colleague) in colleagues.enumerated() {
            for role in colleague.roles where rolePlayers[role].last != index {
                rolePlayers[role].append(index)
            }
        }
        sentEvents = Array(repeating: [], count: colleagues.count)
        receivedEvents = sentEvents
        roleEvents = Array(repeating: [], count: roleCount)
    }

    /// Records the senders and receivers of `events`, in one pass.
    mutating func add(_ events: [EventModel], colleagues: [ColleagueModel]) {
        for (index, event) in events.enumerated() {
            for sender in event.senders {
                Self.add(index, to: &sentEvents[sender])
            }
            for role in event.roleReceivers {
                Self.add(index, to: &roleEvents[role])
            }
            for case .colleague(let receiver, _) in event.receivers {
                let viaRole = colleagues[receiver].roles.contains(
                    where: event.roleReceivers.contains)
                if !viaRole { Self.add(index, to: &receivedEvents[receiver]) }
            }
        }
    }

    /// Appends `event` to `events` unless it is there already. Events are added in spec order,
    /// so a repeat can only be the last one added.
    private static func add(_ event: Int, to events: inout [Int]) {
        if events.last != event { events.append(event) }
    }
}
