/// Sends through the generated ``EightMediator``.
final class EightSender {
    let mediator = EightMediator.EightSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// The first of the eight receivers; a spec names each colleague type once.
final class Listener1: Tally {}
/// The second receiver.
final class Listener2: Tally {}
/// The third receiver.
final class Listener3: Tally {}
/// The fourth receiver.
final class Listener4: Tally {}
/// The fifth receiver.
final class Listener5: Tally {}
/// The sixth receiver.
final class Listener6: Tally {}
/// The seventh receiver.
final class Listener7: Tally {}
/// The eighth receiver.
final class Listener8: Tally {}

/// A generated send to eight listed colleagues.
public final class GeneratedEightCase: DispatchCase {
    private let sender = EightSender()
    private let listeners: [Tally]
    private let mediator: EightMediator

    /// Connects a sender and eight receivers through a generated mediator.
    public init() {
        let (l1, l2, l3, l4) = (Listener1(), Listener2(), Listener3(), Listener4())
        let (l5, l6, l7, l8) = (Listener5(), Listener6(), Listener7(), Listener8())
        listeners = [l1, l2, l3, l4, l5, l6, l7, l8]
        mediator = EightMediator(
            eightSender: sender, listener1: l1, listener2: l2, listener3: l3, listener4: l4,
            listener5: l5, listener6: l6, listener7: l7, listener8: l8)
    }

    /// Eight receivers.
    public var receiversPerEvent: Int { 8 }

    /// What the receivers have received, added up.
    public var checksum: Int { listeners.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
