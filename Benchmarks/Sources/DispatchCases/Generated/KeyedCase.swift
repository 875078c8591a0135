/// Sends through the generated ``KeyedMediator``, to the member whose key the value picks.
final class KeyedSender {
    let mediator = KeyedMediator.KeyedSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value, key: value & (keyedMemberCount - 1))
    }
}

/// A member of ``KeyedMediator``'s keyed set.
final class KeyedMember: Tally {
    func ping(_ value: Int, key: Int) {
        ping(value)
    }
}

/// A generated send to the one member, of 64 held weakly, that joined with the payload's key.
public final class GeneratedKeyedCase: DispatchCase {
    private let sender = KeyedSender()
    /// The set holds its members weakly; these references keep them alive.
    private let members = (0..<keyedMemberCount).map { _ in KeyedMember() }
    private let mediator: KeyedMediator

    /// Joins the members to a generated mediator, each with its index as its key.
    public init() {
        mediator = KeyedMediator(keyedSender: sender)
        for (key, member) in members.enumerated() {
            mediator.join(member, key: key)
        }
    }

    /// One receiver: the member of the key.
    public var receiversPerEvent: Int { 1 }

    /// What the members have received, added up.
    public var checksum: Int { members.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
