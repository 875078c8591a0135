/// What the hand-written mediator answers for its client, while the desk it holds weakly lives.
protocol WeakQuoteMediator: AnyObject {
    func client(_ client: WeakQuoteClient, asksQuoteFor value: Int) -> Int?
}

/// A colleague that asks its mediator, held weakly, and keeps the answers.
final class WeakQuoteClient {
    weak var mediator: (any WeakQuoteMediator)?
    private(set) var answers = 0

    func ask(_ value: Int) {
        answers &+= mediator?.client(self, asksQuoteFor: value) ?? 0
    }
}

/// The concrete mediator: passes the question to the desk, held weakly, and its answer back;
/// `nil` once the desk is gone.
final class WeakQuoteDeskMediator: WeakQuoteMediator {
    private let client: WeakQuoteClient
    private weak var desk: QuoteDesk?

    init(client: WeakQuoteClient, desk: QuoteDesk) {
        self.client = client
        self.desk = desk
        client.mediator = self
    }

    func client(_ client: WeakQuoteClient, asksQuoteFor value: Int) -> Int? {
        desk?.quote(for: value)
    }
}

/// A hand-written mediator for a request answered with an `Int` by a handler held weakly.
public final class HandWrittenWeakRequestCase: DispatchCase {
    private let client = WeakQuoteClient()
    /// The mediator holds the desk weakly; this reference keeps it alive.
    private let desk = QuoteDesk()
    private let mediator: WeakQuoteDeskMediator

    /// Connects a client and the weakly held desk that answers it through a hand-written
    /// mediator.
    public init() {
        mediator = WeakQuoteDeskMediator(client: client, desk: desk)
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
