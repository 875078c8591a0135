@_spi(Generated) import MediatorRuntime

// Sends numbered by a TicketClock, for the StressTests that compare them with when colleagues
// joined and left or observers were installed. A send's ticket is the tick taken just before it
// began, and is also its payload, so a receiver or an observer tells which send it heard.

/// One send as the clock saw it.
struct ClockedSend: Sendable {
    /// The tick taken just before the send began, which it carried as its payload.
    let ticket: Int
    /// The tick taken just after the send returned.
    let end: Int
    /// The type of the colleague that sent it, as traces name it.
    let sender: String
}

/// What the threads of a test collected, or a receiver or an observer heard, in the order it
/// came.
final class Collector<Item: Sendable>: Sendable {
    private let items = Locked<[Item]>([])

    /// Makes an empty collector.
    init() {}

    /// Adds what one thread collected.
    func add(_ batch: [Item]) {
        items.withLock { $0.append(contentsOf: batch) }
    }

    /// Adds one item; usable as a colleague's hearing.
    @Sendable func record(_ item: Item) {
        items.withLock { $0.append(item) }
    }

    /// Everything collected so far.
    var all: [Item] { items.withLock { $0 } }
}

/// Every send of a run, sorted by ticket.
struct SendTimeline {
    /// The sends in the order of their tickets.
    let sends: [ClockedSend]

    /// Sorts `sends`.
    init(_ sends: [ClockedSend]) {
        self.sends = sends.sorted { $0.ticket < $1.ticket }
    }

    /// The position of the first send whose ticket is `ticket` or later.
    private func firstPosition(from ticket: Int) -> Int {
        var (low, high) = (0, sends.count)
        while low < high {
            let middle = (low + high) / 2
            if sends[middle].ticket < ticket { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The send whose ticket is `ticket`, if there was one.
    func send(withTicket ticket: Int) -> ClockedSend? {
        let position = firstPosition(from: ticket)
        return position < sends.count && sends[position].ticket == ticket ? sends[position] : nil
    }

    /// The sends that began at `range` or later and returned before its end.
    func sends(within range: Range<Int>) -> [ClockedSend] {
        var found: [ClockedSend] = []
        var position = firstPosition(from: range.lowerBound)
        while position < sends.count, sends[position].ticket < range.upperBound {
            if sends[position].end < range.upperBound { found.append(sends[position]) }
            position += 1
        }
        return found
    }
}
