/// A channel member held weakly by its channel.
struct WeakChannelMember {
    weak var member: ChannelMember?
}

/// The concrete mediator: keeps its members weakly and passes a ping to all live ones but its
/// sender.
final class WeakChannel: ChannelMediator {
    private var members: [WeakChannelMember] = []

    func add(_ member: ChannelMember) {
        members.append(WeakChannelMember(member: member))
        member.mediator = self
    }

    func member(_ member: ChannelMember, pinged value: Int) {
        for entry in members {
            if let other = entry.member, other !== member {
                other.ping(value)
            }
        }
    }
}

/// A hand-written mediator that sends to all members except the sender, among eight members
/// held weakly.
public final class HandWrittenWeakOthersCase: DispatchCase {
    private let crew = (0..<8).map { _ in ChannelMember() }
    private let channel = WeakChannel()

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
