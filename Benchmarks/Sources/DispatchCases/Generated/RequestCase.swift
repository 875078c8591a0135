/// Asks through the generated ``RequestMediator`` and keeps the answers.
final class Client {
    let mediator = RequestMediator.ClientOutbox()
    private(set) var answers = 0

    func ask(_ value: Int) {
        answers &+= mediator.quote(for: value) ?? 0
    }
}

/// Answers the client's requests.
final class Desk: Tally {
    func quote(for value: Int) -> Int {
        ping(value)
        return total
    }
}

/// A generated request/response event (`-> Int`).
public final class GeneratedRequestCase: DispatchCase {
    private let client = Client()
    private let desk = Desk()
    private let mediator: RequestMediator

    /// Connects a client and the desk that answers it through a generated mediator.
    public init() {
        mediator = RequestMediator(client: client, desk: desk)
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
