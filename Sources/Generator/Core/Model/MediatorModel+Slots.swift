// Several slots of one colleague type: `colleague Page as first`, `colleague Page as second`.
// Each is a colleague of its own; what generated code declares for the type (its protocol, its
// outbox, its conformance, its double) is declared once, at its first slot, unless the slots
// keep their outboxes in different properties and so each has a protocol of its own.

extension MediatorModel {
    /// The slots whose colleagues conform to the protocol declared at the slot at `index`, in
    /// spec order: that slot, and the later slots of its type that share its protocol.
    package func slotsSharingProtocol(of index: Int) -> [Int] {
        let colleague = colleagues[index]
        guard colleague.isOneOfSeveral, !colleague.hasOwnProtocol else { return [index] }
        return [index]
            + colleagues.indices.filter { colleagues[$0].firstSlotOfType == index }
    }

    /// The indices in `lists`, each once, in increasing order, which is spec order: what the
    /// slots that share a protocol receive, or the roles they play.
    package func union(_ lists: [[Int]]) -> [Int] {
        lists.count == 1 ? lists[0] : Set(lists.joined()).sorted()
    }

    /// For each type that fills several slots, its slots in spec order.
    package var slotsByType: [[Int]] { Self.slotsByType(of: colleagues) }

    /// For each type that fills several of `colleagues`, its slots in spec order.
    static func slotsByType(of colleagues: [ColleagueModel]) -> [[Int]] {
        colleagues.indices
            .filter { colleagues[$0].isOneOfSeveral && colleagues[$0].firstSlotOfType == nil }
            .map { first in
                [first] + colleagues.indices.filter { colleagues[$0].firstSlotOfType == first }
            }
    }
}
