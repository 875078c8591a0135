/// Sends through the generated ``SetMediator``.
final class SetSender {
    let mediator = SetMediator.SetSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// A member of ``SetMediator``'s set.
final class SetMember: Tally {}

/// A generated send to a dynamic set of 100 members.
public final class GeneratedSetCase: DispatchCase {
    private let sender = SetSender()
    private let members = (0..<100).map { _ in SetMember() }
    private let mediator: SetMediator

    /// Joins 100 members to a generated mediator.
    public init() {
        mediator = SetMediator(setSender: sender)
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
