import TestSupport
import Testing

@testable import MediatorGenCore

/// The random specs of ``RandomSpecCompileTests`` draw several slots of one type in each way the
/// language allows, so that compiling them tests each: quick, it compiles nothing.
@Suite struct RandomSpecSlotsTests {
    /// What the drawn specs of the compile test's seeds hold, counted by kind.
    static func counts() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for seed in UInt64(1)...16 {
            let batch = try RandomSpecBatch(seed: seed, count: 6, prefix: "Random")
            for mediator in batch.specs.flatMap(\.model.mediators) {
                let colleagues = mediator.colleagues
                let slots = Set(mediator.slotsByType.flatMap { $0 })
                for index in slots {
                    counts[
                        colleagues[index].hasOwnProtocol ? "own outbox" : "shared outbox",
                        default: 0] += 1
                    if colleagues[index].isWeak { counts["weak slot", default: 0] += 1 }
                    if colleagues[index].isOptional { counts["optional slot", default: 0] += 1 }
                }
                for event in mediator.events {
                    let reached = event.receivers.compactMap { receiver -> Int? in
                        guard case .colleague(let index, _) = receiver else { return nil }
                        return slots.contains(index) ? index : nil
                    }
                    for group in mediator.slotsByType {
                        let hit = group.filter(reached.contains)
                        let picked = hit.contains { event.pickedSlots[$0] != nil }
                        if picked {
                            let byParameter = event.pickedSlots[hit[0]]?.parameter != nil
                            counts[
                                byParameter ? "picked by a parameter" : "picked by state",
                                default: 0] += 1
                        } else if hit.count == 1 {
                            counts["to one slot", default: 0] += 1
                        } else if hit.count == group.count {
                            counts["to every slot", default: 0] += 1
                        }
                        let sent = group.filter(event.senders.contains)
                        if sent.count == 1 { counts["from one slot", default: 0] += 1 }
                        if sent.count > 1 && event.reactionTakesSender {
                            counts["with sender", default: 0] += 1
                        }
                    }
                }
            }
        }
        return counts
    }

    @Test func theSpecsDrawSlotsInEachWay() throws {
        let counts = try Self.counts()
        for kind in [
            "shared outbox", "own outbox", "weak slot", "optional slot", "to one slot",
            "to every slot", "picked by a parameter", "picked by state", "from one slot",
            "with sender",
        ] {
            #expect((counts[kind] ?? 0) > 0, "no random spec draws \(kind): \(counts)")
        }
    }
}
