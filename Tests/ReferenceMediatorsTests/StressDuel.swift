import Foundation
import Synchronization

@testable import ReferenceMediators

// What the two threads of StressTests.joiningAndLeavingAtOnceEndsConsistent do: they join and
// leave one colleague at the same moment, and each round must leave it a member exactly when its
// outbox is connected.

/// Two threads that join and leave one colleague at once, round after round.
///
/// They meet before each round and after it, spinning, so that they call `join` and `leave` at
/// the same moment. Between rounds the first thread prepares the next one and checks the last:
/// a send through the colleague must reach the others exactly when it is a member.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class Duel: Sendable {
    private let stress: Stress
    private let monitor: Monitor
    private let contenders: [any StressVisitor] = [Peer(), Relay()]
    private let arrivals = Atomic(0)
    private let isOver = Atomic(false)

    /// Makes a duel over a peer and a relay of `stress`, whose `monitor` counts what it hears.
    init(on stress: Stress, heardBy monitor: Monitor) {
        (self.stress, self.monitor) = (stress, monitor)
    }

    /// The part of thread `index`, 0 or 1, until `deadline`. In each round one thread joins the
    /// contender and the other leaves it; the contender is a peer or a relay, a member or not
    /// beforehand, and the threads swap parts, in turn. Returns how many rounds were played and
    /// what the checks found wrong (thread 1 checks nothing).
    func fight(as index: Int, until deadline: Deadline) -> (rounds: Int, problems: [String]) {
        var (round, meetings, problems) = (0, 0, [String]())
        while true {
            let contender = contenders[round % 2]
            if index == 0 {
                contender.leave(stress)
                if round / 2 % 2 == 0 { contender.join(stress) }
                isOver.store(
                    deadline.hasPassed || round == StressRun.actionLimit, ordering: .relaxed)
            }
            meet(&meetings)
            if isOver.load(ordering: .relaxed) { return (round, problems) }
            if round / 4 % 2 == index { contender.join(stress) } else { contender.leave(stress) }
            meet(&meetings)
            if index == 0, let problem = check(contender) {
                problems.append("round \(round): \(problem)")
            }
            round += 1
        }
    }

    /// What is wrong with `contender` once both threads returned: a member whose sends reach
    /// nobody, or one that is out and whose sends reach the others.
    private func check(_ contender: any StressVisitor) -> String? {
        let isMember = contender.isMember(of: stress)
        let before = monitor.tally()
        contender.send(0)
        let reached = monitor.tally() != before
        guard isMember != reached else { return nil }
        let name = type(of: contender).typeName
        return isMember
            ? "a member \(name) whose sends reach nobody"
            : "a \(name) that is out, whose sends reach the others"
    }

    /// Waits until the other thread has met as often as this one: spinning at first, so that
    /// both go on at the same moment, then yielding the processor.
    private func meet(_ meetings: inout Int) {
        meetings += 1
        arrivals.add(1, ordering: .acquiringAndReleasing)
        var spins = 0
        while arrivals.load(ordering: .acquiring) < 2 * meetings {
            spins += 1
            if spins > 100 { sched_yield() }
        }
    }
}
