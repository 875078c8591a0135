/// What the hand-written keyed mediator hears from its sender.
protocol OwnedKeyedMediator: AnyObject {
    func sender(_ sender: OwnedKeyedSender, pinged value: Int, key: Int)
    func sender(_ sender: OwnedKeyedSender, asksQuoteFor value: Int, key: Int) -> Int?
}

/// A colleague that tells its mediator, held weakly, what happened and for which key, and
/// keeps the answers to its questions.
final class OwnedKeyedSender {
    weak var mediator: (any OwnedKeyedMediator)?
    private(set) var answers = 0

    func fire(_ value: Int) {
        mediator?.sender(self, pinged: value, key: value & (keyedMemberCount - 1))
    }

    func ask(_ value: Int) {
        answers &+=
            mediator?.sender(self, asksQuoteFor: value, key: value & (keyedMemberCount - 1)) ?? 0
    }
}

/// The concrete mediator, which owns its members in dictionaries, as apps did: a ping goes to
/// the members of its key (`[Int: [Member]]`), a question to the one member of its key
/// (`[Int: Member]`).
final class OwnedKeyedPingMediator: OwnedKeyedMediator {
    private let sender: OwnedKeyedSender
    private var members: [Int: [QuoteDesk]] = [:]
    private var desks: [Int: QuoteDesk] = [:]

    init(sender: OwnedKeyedSender) {
        self.sender = sender
        sender.mediator = self
    }

    func add(_ member: QuoteDesk, key: Int) {
        members[key, default: []].append(member)
        desks[key] = member
    }

    func sender(_ sender: OwnedKeyedSender, pinged value: Int, key: Int) {
        for member in members[key] ?? [] {
            member.ping(value)
        }
    }

    func sender(_ sender: OwnedKeyedSender, asksQuoteFor value: Int, key: Int) -> Int? {
        desks[key]?.quote(for: value)
    }
}

/// A hand-written mediator that owns 64 members, each added with its index as its key.
final class OwnedKeyedMembers {
    let sender = OwnedKeyedSender()
    let mediator: OwnedKeyedPingMediator
    /// The members, which the mediator keeps alive; kept here too only to add up their totals.
    let members = (0..<keyedMemberCount).map { _ in QuoteDesk() }

    init() {
        mediator = OwnedKeyedPingMediator(sender: sender)
        for (key, member) in members.enumerated() {
            mediator.add(member, key: key)
        }
    }

    /// What the members have received, added up.
    var checksum: Int { members.reduce(0) { $0 &+ $1.total } }
}

/// A hand-written send to the one member, of 64 the mediator owns, of the payload's key.
public final class HandWrittenStrongKeyedCase: DispatchCase {
    private let keyedSet = OwnedKeyedMembers()

    /// Adds the members to a hand-written mediator, each with its index as its key.
    public init() {}

    /// One receiver: the member of the key.
    public var receiversPerEvent: Int { 1 }

    /// What the members have received, added up.
    public var checksum: Int { keyedSet.checksum }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        keyedSet.sender.fire(value)
    }
}

/// A hand-written request answered by the member, of 64 the mediator owns, of the payload's
/// key.
public final class HandWrittenKeyedRequestCase: DispatchCase {
    private let keyedSet = OwnedKeyedMembers()

    /// Adds the members to a hand-written mediator, each with its index as its key.
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
