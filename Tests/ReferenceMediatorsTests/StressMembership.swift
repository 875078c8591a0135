// What StressTests may assert about a colleague that joins and leaves while others send, and
// the check. Only what the runtime guarantees: a broadcast delivers to the members present when
// it took its snapshot of the set, under the set's lock, so a send under way when `leave` returns
// may still reach the colleague after it returned. That is allowed, and not checked.

/// One stay of a colleague in a set, as the ticket clock saw it, and what it heard.
struct Visit: Sendable {
    /// Ticked just before `join` was called.
    let joining: Int
    /// Ticked just after `join` returned.
    let joined: Int
    /// Ticked just before `leave` was called.
    let leaving: Int
    /// Ticked just after `leave` returned.
    let left: Int
    /// The ticket of the colleague's own send during its stay, if it sent one.
    let own: Int?
    /// What the colleague heard.
    let heard: Collector<Int>
}

/// The outcome of checking visits against the sends of their run.
struct VisitReport {
    /// How many visits were checked.
    private(set) var visits = 0
    /// How many deliveries were due: sends that began after a visitor's `join` returned and
    /// returned before its `leave` was called.
    private(set) var dueDeliveries = 0
    /// How many tickets visitors heard.
    private(set) var heard = 0
    /// How often each guarantee was broken.
    private(set) var problems: [String: Int] = [:]
    /// The first few broken guarantees, in detail.
    private(set) var examples: [String] = []

    /// Checks that `visit` heard every send due to it once, and no send that began after its
    /// `leave` returned, returned before its `join` was called, or that it made itself.
    mutating func check(_ visit: Visit, against timeline: SendTimeline) {
        visits += 1
        let heardTickets = visit.heard.all
        heard += heardTickets.count
        let sorted = heardTickets.sorted()
        for (ticket, next) in zip(sorted, sorted.dropFirst()) where ticket == next {
            report("heard a send twice", ticket, visit)
        }
        let distinct = Set(heardTickets)
        for ticket in heardTickets {
            guard let send = timeline.send(withTicket: ticket) else {
                report("heard a ticket nobody sent", ticket, visit)
                continue
            }
            if ticket == visit.own { report("heard its own send", ticket, visit) }
            if ticket > visit.left {
                report("heard a send begun after leave returned", ticket, visit)
            }
            if send.end < visit.joining { report("heard a send over before join", ticket, visit) }
        }
        for send in timeline.sends(within: visit.joined..<visit.leaving)
        where send.ticket != visit.own {
            dueDeliveries += 1
            if !distinct.contains(send.ticket) {
                report("missed a send made while it was a member", send.ticket, visit)
            }
        }
    }

    private mutating func report(_ problem: String, _ ticket: Int, _ visit: Visit) {
        problems[problem, default: 0] += 1
        if examples.count < 10 {
            examples.append("\(problem): ticket \(ticket), stay \(visit.joining)...\(visit.left)")
        }
    }
}
