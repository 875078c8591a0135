/// The members of the `keyed` cases, each joined with its index as its key; a power of two, so
/// that a value picks a key with a mask.
let keyedMemberCount = 64

/// A colleague that tells its mediator, held weakly, what happened and for which key.
final class KeyedPingSender {
    weak var mediator: KeyedPingMediator?

    func fire(_ value: Int) {
        mediator?.sender(self, pinged: value, key: value & (keyedMemberCount - 1))
    }
}

/// The concrete mediator: a ping goes to the live members of its key, held weakly in a
/// dictionary of arrays, as "the providers of each placement" are kept by hand.
final class KeyedPingMediator {
    private let sender: KeyedPingSender
    private var members: [Int: [WeakSubscriber]] = [:]

    init(sender: KeyedPingSender) {
        self.sender = sender
        sender.mediator = self
    }

    func add(_ member: Tally, key: Int) {
        members[key, default: []].append(WeakSubscriber(tally: member))
    }

    func sender(_ sender: KeyedPingSender, pinged value: Int, key: Int) {
        for member in members[key] ?? [] {
            member.tally?.ping(value)
        }
    }
}

/// A hand-written mediator that sends to the one member, of 64 held weakly, of the payload's key.
public final class HandWrittenKeyedCase: DispatchCase {
    private let sender = KeyedPingSender()
    private let members = (0..<keyedMemberCount).map { _ in Tally() }
    private let mediator: KeyedPingMediator

    /// Adds the members to a hand-written mediator, each with its index as its key.
    public init() {
        mediator = KeyedPingMediator(sender: sender)
        for (key, member) in members.enumerated() {
            mediator.add(member, key: key)
        }
    }

    /// One receiver: the member of the key.
    public var receiversPerEvent: Int { 1 }

    /// What the members have received, added up.
    public var checksum: Int { members.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
