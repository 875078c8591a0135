/// Sends through the generated ``WeakSetMediator``.
final class WeakSetSender {
    let mediator = WeakSetMediator.WeakSetSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// A member of ``WeakSetMediator``'s set.
final class WeakSetMember: Tally {}

/// A generated send to a dynamic set of 100 members held weakly.
public final class GeneratedWeakSetCase: DispatchCase {
    private let sender = WeakSetSender()
    /// The set holds its members weakly; these references keep them alive.
    private let members = (0..<100).map { _ in WeakSetMember() }
    private let mediator: WeakSetMediator

    /// Joins 100 members to a generated mediator.
    public init() {
        mediator = WeakSetMediator(weakSetSender: sender)
        for member in members {
            mediator.join(member)
        }
    }

    /// A hundred receivers.
    public var receiversPerEvent: Int { 100 }

    /// What the members have received, added up.
    public var checksum: Int { members.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
