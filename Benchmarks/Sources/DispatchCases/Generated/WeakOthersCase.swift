/// A member of ``WeakOthersMediator``'s set: sends to the others and hears them.
final class WeakCrewmate: Tally {
    let mediator = WeakOthersMediator.WeakCrewmateOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// A generated send to all members of a weakly held set except the sender, among eight members.
public final class GeneratedWeakOthersCase: DispatchCase {
    private let crew = (0..<8).map { _ in WeakCrewmate() }
    private let mediator = WeakOthersMediator()

    /// Joins eight members to a generated mediator.
    public init() {
        for member in crew {
            mediator.join(member)
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
