/// Sends through the generated ``NamedSlotMediator``.
final class NamedSlotSender {
    let mediator = NamedSlotMediator.NamedSlotSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// A page in one of the three slots of ``NamedSlotMediator``.
final class NamedPage: Tally {
    /// Starts again; the benchmark never asks it to.
    func reset() {}
}

/// A generated send to one slot, of three of one type, that the route names.
public final class GeneratedNamedSlotCase: DispatchCase {
    private let sender = NamedSlotSender()
    private let pages = [NamedPage(), NamedPage(), NamedPage()]
    private let mediator: NamedSlotMediator

    /// Connects a sender and three pages through a generated mediator.
    public init() {
        mediator = NamedSlotMediator(
            namedSlotSender: sender, first: pages[0], second: pages[1], third: pages[2])
    }

    /// One receiver, the second page.
    public var receiversPerEvent: Int { 1 }

    /// What the three pages have received.
    public var checksum: Int { pages.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
