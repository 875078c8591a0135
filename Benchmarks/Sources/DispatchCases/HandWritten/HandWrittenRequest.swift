/// What the hand-written request mediator answers for its client.
protocol QuoteMediator: AnyObject {
    func client(_ client: QuoteClient, asksQuoteFor value: Int) -> Int
}

/// A colleague that asks its mediator, held weakly, and keeps the answers.
final class QuoteClient {
    weak var mediator: (any QuoteMediator)?
    private(set) var answers = 0

    func ask(_ value: Int) {
        answers &+= mediator?.client(self, asksQuoteFor: value) ?? 0
    }
}

/// The colleague that answers.
final class QuoteDesk: Tally {
    func quote(for value: Int) -> Int {
        ping(value)
        return total
    }
}

/// The concrete mediator: passes the question to the desk and its answer back.
final class QuoteDeskMediator: QuoteMediator {
    private let client: QuoteClient
    private let desk: QuoteDesk

    init(client: QuoteClient, desk: QuoteDesk) {
        self.client = client
        self.desk = desk
        client.mediator = self
    }

    func client(_ client: QuoteClient, asksQuoteFor value: Int) -> Int {
        desk.quote(for: value)
    }
}

/// A hand-written mediator for a request answered with an `Int`.
public final class HandWrittenRequestCase: DispatchCase {
    private let client = QuoteClient()
    private let desk = QuoteDesk()
    private let mediator: QuoteDeskMediator

    /// Connects a client and the desk that answers it through a hand-written mediator.
    public init() {
        mediator = QuoteDeskMediator(client: client, desk: desk)
    }

    /// One receiver, the desk.
    public var receiversPerEvent: Int { 1 }

    /// What the desk has received.
    public var checksum: Int { desk.total }

    /// Asks once and keeps the answer.
    public func send(_ value: Int) {
        client.ask(value)
    }
}
