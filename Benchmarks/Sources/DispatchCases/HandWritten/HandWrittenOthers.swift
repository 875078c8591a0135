/// What the hand-written channel hears from its members.
protocol ChannelMediator: AnyObject {
    func member(_ member: ChannelMember, pinged value: Int)
}

/// A member of the channel: sends through its mediator, held weakly, and hears the others.
final class ChannelMember: Tally {
    weak var mediator: (any ChannelMediator)?

    func fire(_ value: Int) {
        mediator?.member(self, pinged: value)
    }
}

/// The concrete mediator: keeps its members in an array and passes a ping to all but its sender.
final class Channel: ChannelMediator {
    private var members: [ChannelMember] = []

    func add(_ member: ChannelMember) {
        members.append(member)
        member.mediator = self
    }

    func member(_ member: ChannelMember, pinged value: Int) {
        for other in members where other !== member {
            other.ping(value)
        }
    }
}

/// A hand-written mediator that sends to all members except the sender, among eight members.
public final class HandWrittenOthersCase: DispatchCase {
    private let crew = (0..<8).map { _ in ChannelMember() }
    private let channel = Channel()

    /// Adds eight members to a hand-written channel.
    public init() {
        for member in crew {
            channel.add(member)
        }
    }

    /// Seven receivers: every member but the sender.
    public var receiversPerEvent: Int { 7 }

    /// What the members have received, added up.
    public var checksum: Int { crew.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping from the first member.
    public func send(_ value: Int) {
        crew[0].fire(value)
    }
}
