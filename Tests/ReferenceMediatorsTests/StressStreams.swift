@_spi(Generated) import MediatorRuntime

// Numbered sends for the StressTests that need no clock: each thread sends through an outbox as
// a stream of tickets 0, 1, 2, ... A receiver hears a stream on the sending thread, so in order,
// and can check each stream on its own: how many it heard, none twice, none out of order.

/// The tickets one thread sends through one outbox.
struct SendStream {
    /// What receivers may expect: every send delivered once (`exact`), or once or not at all,
    /// when a concurrent `leave` or the mediator's end may overtake it (`atMostOnce`).
    enum Delivery: Sendable {
        case exact, atMostOnce
    }

    /// The stream's identifier, unique in its ``StreamRegistry``.
    let id: Int
    /// What receivers may expect of the stream.
    let delivery: Delivery
    /// How many tickets were sent with ``next()``.
    private(set) var sent = 0

    /// The ticket of the next send.
    mutating func next() -> Int {
        sent += 1
        return id << 32 | (sent - 1)
    }

    /// A ticket for a send that must reach nobody: negative, so any receiver recognises it.
    func forbidden() -> Int {
        -1 - (id << 32 | sent)
    }
}

/// The streams of one test run, and how much each one sent.
final class StreamRegistry: Sendable {
    private let streams = Locked<[Int: (sent: Int, delivery: SendStream.Delivery)]>([:])
    private let nextID = Locked(0)

    /// Makes an empty registry.
    init() {}

    /// A new stream.
    func open(_ delivery: SendStream.Delivery) -> SendStream {
        let id = nextID.withLock { next in
            next += 1
            return next
        }
        return SendStream(id: id, delivery: delivery)
    }

    /// Records what `stream` sent; its thread calls it when it stops sending.
    func close(_ stream: SendStream) {
        streams.withLock { $0[stream.id] = (stream.sent, stream.delivery) }
    }

    /// How many tickets all the closed streams sent.
    var totalSent: Int {
        streams.withLock { $0.values.reduce(0) { $0 + $1.sent } }
    }

    /// What is wrong with what `log` heard, for a receiver that sent the streams `own` itself
    /// and, unless `stayed` is false, was in the mediator for the whole run: none of its own
    /// streams heard; every exact stream of someone else heard in full if it stayed, every other
    /// one at most in full; nothing twice, out of order or forbidden.
    func problems(
        of log: StreamLog, named name: String, own: Set<Int> = [], stayed: Bool = true
    ) -> [String] {
        let heard = log.tally
        var problems: [String] = []
        if heard.outOfOrder > 0 { problems.append("\(name): \(heard.outOfOrder) out of order") }
        if heard.forbidden > 0 { problems.append("\(name): \(heard.forbidden) forbidden") }
        let sent = streams.withLock { $0 }
        for (id, count) in heard.counts where sent[id] == nil || own.contains(id) {
            problems.append("\(name): heard \(count) of stream \(id), its own or unknown")
        }
        for (id, stream) in sent where !own.contains(id) {
            let count = heard.counts[id, default: 0]
            switch stream.delivery {
            case _ where count > stream.sent, .exact where stayed && count != stream.sent:
                problems.append("\(name): heard \(count) of the \(stream.sent) of stream \(id)")
            default: break
            }
        }
        return problems
    }
}

/// What one receiver heard, stream by stream; its ``record(_:)`` is the receiver's hearing.
final class StreamLog: Sendable {
    /// The counts of a ``StreamLog``.
    struct Tally {
        /// How many tickets of each stream were heard.
        var counts: [Int: Int] = [:]
        /// The last ticket number heard of each stream.
        var last: [Int: Int] = [:]
        /// Tickets that came after a later or the same ticket of their stream: repeated or
        /// reordered deliveries.
        var outOfOrder = 0
        /// Tickets of sends that had to reach nobody.
        var forbidden = 0
    }

    private let state = Locked(Tally())

    /// Makes an empty log.
    init() {}

    /// What the log holds.
    var tally: Tally { state.withLock { $0 } }

    /// Records that the receiver heard `ticket`.
    @Sendable func record(_ ticket: Int) {
        state.withLock { tally in
            guard ticket >= 0 else {
                tally.forbidden += 1
                return
            }
            let (stream, number) = (ticket >> 32, ticket & 0xFFFF_FFFF)
            if let last = tally.last[stream], last >= number { tally.outOfOrder += 1 }
            tally.last[stream] = number
            tally.counts[stream, default: 0] += 1
        }
    }
}
