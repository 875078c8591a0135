@_spi(Generated) import MediatorRuntime

// Colleagues of Specs/Actors.mediator: actors that hear `async` events, and in the `nonisolated`
// mediator send through an outbox they keep in a plain `let`.

// MARK: - Stockroom

/// Sends what the actors keep; a class, as the mediator on no actor is not `Sendable`.
final class StockClerk {
    let mediator = Stockroom.StockClerkOutbox()
}

/// Keeps every text in order and says how many.
actor StockVault {
    private(set) var texts: [String] = []

    func store(_ text: String) async {
        texts.append(text)
    }

    func stored() async -> Int {
        texts.count
    }
}

/// Counts the texts; held weakly and attached later.
actor StockCounter {
    private(set) var count = 0

    func store(_ text: String) async {
        count += 1
    }
}

/// A member of the set of copiers, each with a copy of every text.
actor StockCopier {
    private(set) var copies: [String] = []

    func store(_ text: String) async {
        copies.append(text)
    }
}

// MARK: - Exchange

/// Places orders and hears which traders are done, from any thread.
final class Broker: Sendable {
    let mediator = Exchange.BrokerOutbox()
    private let names = Locked<[String]>([])

    /// The traders that said they were done, in the order they said it.
    var done: [String] { names.withLock { $0 } }

    func done(_ trader: String) {
        names.withLock { $0.append(trader) }
    }
}

/// Fills each order, tells the others and the ledger, then the broker.
actor Trader {
    let mediator = Exchange.TraderOutbox()
    nonisolated let name: String
    /// What the trader filled and heard, in order.
    private(set) var lines: [String] = []

    init(name: String) {
        self.name = name
    }

    func order(_ amount: Int) async {
        lines.append("filled \(amount)")
        await mediator.filled(amount, by: name)
        mediator.done(name)
    }

    func filled(_ amount: Int, by trader: String) async {
        lines.append("\(trader) filled \(amount)")
    }
}

/// Adds up what the traders filled.
actor Ledger {
    private(set) var sum = 0

    func filled(_ amount: Int, by trader: String) async {
        sum += amount
    }

    func total() async -> Int {
        sum
    }
}
