/// Sends through the generated ``PickedSlotMediator``.
final class PickedSlotSender {
    let mediator = PickedSlotMediator.PickedSlotSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// A page in one of the three slots of ``PickedSlotMediator``.
final class PickedPage: Tally {}

/// A generated send to the one slot, of three of one type, that the mediator's state picks.
public final class GeneratedPickedSlotCase: DispatchCase {
    private let sender = PickedSlotSender()
    private let pages = [PickedPage(), PickedPage(), PickedPage()]
    private let mediator: PickedSlotMediator

    /// Connects a sender and three pages through a generated mediator that shows the second.
    public init() {
        mediator = PickedSlotMediator(
            pickedSlotSender: sender, first: pages[0], second: pages[1], third: pages[2])
        mediator.shown = .second
    }

    /// One receiver, the page shown.
    public var receiversPerEvent: Int { 1 }

    /// What the three pages have received.
    public var checksum: Int { pages.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
