import Foundation

@testable import ReferenceMediators

// What the threads of the StressTests that use a TicketClock do: residents send tickets, and
// visitors join, stay for a moment and leave.

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension TicketClock {
    /// Sends a ticket with `signal` on behalf of `sender`, records the send in `sends`, and
    /// returns the ticket.
    @discardableResult
    func send(_ signal: (Int) -> Void, by sender: String, to sends: inout [ClockedSend]) -> Int {
        let ticket = tick()
        signal(ticket)
        sends.append(ClockedSend(ticket: ticket, end: tick(), sender: sender))
        return ticket
    }

    /// Sends through `peer`, `relay` and `monitor` in turn until `deadline`, and returns the
    /// sends.
    func sendRepeatedly(
        through peer: Peer, _ relay: Relay, _ monitor: Stress.MonitorOutbox,
        until deadline: Deadline
    ) -> [ClockedSend] {
        var sends: [ClockedSend] = []
        repeat {
            send(peer.send, by: "Peer", to: &sends)
            send(relay.send, by: "Relay", to: &sends)
            send(monitor.signal, by: "Monitor", to: &sends)
        } while !deadline.hasPassed && sends.count < StressRun.actionLimit
        return sends
    }

    /// Visitors, one after another until `deadline`: peers and relays in turn, each joining
    /// `stress`, sending in every third visit, staying for a moment and leaving. The last
    /// sixteen stay alive after they left, and must not hear what is sent then. Returns the
    /// visits and the visitors' sends.
    func visitRepeatedly(_ stress: Stress, until deadline: Deadline) -> ([Visit], [ClockedSend]) {
        var visits: [Visit] = []
        var sends: [ClockedSend] = []
        // The last visitors, kept alive after they left.
        var recent: [any StressVisitor] = []
        repeat {
            let heard = Collector<Int>()
            let sending = visits.count.isMultiple(of: 3)
            let visitor: any StressVisitor =
                if visits.count.isMultiple(of: 2) {
                    Peer(hearing: heard.record)
                } else {
                    Relay(hearing: heard.record)
                }
            visits.append(
                visit(by: visitor, to: stress, heard: heard, sending: sending, sends: &sends))
            recent = recent.suffix(15) + [visitor]
        } while !deadline.hasPassed && visits.count < StressRun.actionLimit
        return (visits, sends)
    }

    /// One visit of `visitor`, which records what it hears in `heard`, to `stress`.
    private func visit(
        by visitor: some StressVisitor, to stress: Stress, heard: Collector<Int>, sending: Bool,
        sends: inout [ClockedSend]
    ) -> Visit {
        let joining = tick()
        visitor.join(stress)
        let joined = tick()
        let own = sending ? send(visitor.send, by: type(of: visitor).typeName, to: &sends) : nil
        for _ in 0..<Int.random(in: 0..<3) {
            sched_yield()
        }
        let leaving = tick()
        visitor.leave(stress)
        let left = tick()
        return Visit(
            joining: joining, joined: joined, leaving: leaving, left: left, own: own, heard: heard)
    }
}
