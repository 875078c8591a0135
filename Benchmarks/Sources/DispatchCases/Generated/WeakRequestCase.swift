/// Asks through the generated ``WeakRequestMediator`` and keeps the answers.
final class WeakClient {
    let mediator = WeakRequestMediator.WeakClientOutbox()
    private(set) var answers = 0

    func ask(_ value: Int) {
        answers &+= mediator.quote(for: value) ?? 0
    }
}

/// Answers the client's requests; the mediator holds it weakly.
final class WeakDesk: Tally {
    func quote(for value: Int) -> Int {
        ping(value)
        return total
    }
}

/// A generated request (`-> Int`) to a handler held weakly (`weak colleague`).
public final class GeneratedWeakRequestCase: DispatchCase {
    private let client = WeakClient()
    /// The mediator holds the desk weakly; this reference keeps it alive.
    private let desk = WeakDesk()
    private let mediator: WeakRequestMediator

    /// Connects a client and the weakly held desk that answers it through a generated mediator.
    public init() {
        mediator = WeakRequestMediator(weakClient: client, weakDesk: desk)
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
