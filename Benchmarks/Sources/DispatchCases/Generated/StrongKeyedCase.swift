/// Sends through the generated ``StrongKeyedMediator``, to the members whose key the value
/// picks, and keeps the answers to its questions.
final class StrongKeyedSender {
    let mediator = StrongKeyedMediator.StrongKeyedSenderOutbox()
    private(set) var answers = 0

    func fire(_ value: Int) {
        mediator.ping(value, key: value & (keyedMemberCount - 1))
    }

    func ask(_ value: Int) {
        answers &+= mediator.quote(for: value, key: value & (keyedMemberCount - 1)) ?? 0
    }
}

/// A member of ``StrongKeyedMediator``'s keyed set, which owns it.
final class StrongKeyedMember: Tally {
    func ping(_ value: Int, key: Int) {
        ping(value)
    }

    func quote(for value: Int, key: Int) -> Int {
        ping(value)
        return total
    }
}

/// A generated mediator that owns 64 members, each joined with its index as its key
/// (`strong colleague [Name] keyed by Int`).
final class StrongKeyedMembers {
    let sender = StrongKeyedSender()
    let mediator: StrongKeyedMediator
    /// The members, which the mediator keeps alive; kept here too only to add up their totals.
    let members = (0..<keyedMemberCount).map { _ in StrongKeyedMember() }

    init() {
        mediator = StrongKeyedMediator(strongKeyedSender: sender)
        for (key, member) in members.enumerated() {
            mediator.join(member, key: key)
        }
    }

    /// What the members have received, added up.
    var checksum: Int { members.reduce(0) { $0 &+ $1.total } }
}

/// A generated send to the one member, of 64 the mediator owns, that joined with the payload's
/// key (`to Name[key]`).
public final class GeneratedStrongKeyedCase: DispatchCase {
    private let keyedSet = StrongKeyedMembers()

    /// Joins the members to a generated mediator, each with its index as its key.
    public init() {}

    /// One receiver: the member of the key.
    public var receiversPerEvent: Int { 1 }

    /// What the members have received, added up.
    public var checksum: Int { keyedSet.checksum }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        keyedSet.sender.fire(value)
    }
}

/// A generated request answered by the first member, of 64 the mediator owns, that joined
/// with the payload's key (`to first Name[key]`).
public final class GeneratedKeyedRequestCase: DispatchCase {
    private let keyedSet = StrongKeyedMembers()

    /// Joins the members to a generated mediator, each with its index as its key.
    public init() {}

    /// One receiver: the member of the key that answers.
    public var receiversPerEvent: Int { 1 }

    /// What the members have received, added up.
    public var checksum: Int { keyedSet.checksum }

    /// Asks once and keeps the answer.
    public func send(_ value: Int) {
        keyedSet.sender.ask(value)
    }
}
