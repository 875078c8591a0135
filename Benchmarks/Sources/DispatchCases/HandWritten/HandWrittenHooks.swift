/// The concrete mediator with code of its own that runs as colleagues come and go: a `didSet`
/// gives a receiver, once attached, the score; `join` gives a member, once it has joined, the
/// score; `leave` counts the member that has left.
final class HookingPingMediator {
    /// What the next colleague that comes is given.
    var score = 0
    /// How many members have left.
    private(set) var departures = 0
    /// Attached after the mediator is made; assigning another one gives it the score.
    var receiver: Tally? {
        didSet {
            guard receiver !== oldValue else { return }
            receiver?.ping(score)
        }
    }
    /// The members that have joined, held until they leave.
    private var members: [Tally] = []

    /// Adds `member` and gives it the score; joining twice has no effect.
    func join(_ member: Tally) {
        guard !members.contains(where: { $0 === member }) else { return }
        members.append(member)
        member.ping(score)
    }

    /// Removes `member` and counts it; leaving a set it is not in has no effect.
    func leave(_ member: Tally) {
        guard let position = members.firstIndex(where: { $0 === member }) else { return }
        members.remove(at: position)
        departures += 1
    }
}

/// Attaching a colleague to a hand-written mediator whose `didSet` gives it the score.
public final class HandWrittenAttachHookCase: DispatchCase {
    private let receivers = [Tally(), Tally()]
    private let mediator = HookingPingMediator()

    /// Makes the mediator with no receiver attached.
    public init() {}

    /// One receiver: the one attached.
    public var receiversPerEvent: Int { 1 }

    /// What the receivers have been given, added up.
    public var checksum: Int { receivers.reduce(0) { $0 &+ $1.total } }

    /// Sets the score to `value` and attaches the receiver other than the one attached.
    public func send(_ value: Int) {
        mediator.score = value
        mediator.receiver = receivers[value & 1]
    }
}

/// A member joining, then leaving, a hand-written mediator's array of eight other members,
/// whose `join` gives it the score and whose `leave` counts it.
public final class HandWrittenJoinHookCase: DispatchCase {
    private let visitor = Tally()
    private let residents = (0..<hookResidentCount).map { _ in Tally() }
    private let mediator = HookingPingMediator()

    /// Joins the members that stay, each given a score of 0.
    public init() {
        for resident in residents {
            mediator.join(resident)
        }
    }

    /// One receiver: the member that joins.
    public var receiversPerEvent: Int { 1 }

    /// What the member that joins has been given.
    public var checksum: Int { visitor.total }

    /// Sets the score to `value`, then joins and removes the visiting member.
    public func send(_ value: Int) {
        mediator.score = value
        mediator.join(visitor)
        mediator.leave(visitor)
    }
}
