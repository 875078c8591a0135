/// Sends through the generated ``HookMediator``.
final class HookSender {
    let mediator = HookMediator.HookSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// Hears the pings of ``HookSender``, attached after the mediator is made; given the score
/// when it is attached.
final class HookReceiver: Tally {}

/// A member of ``HookMediator``'s set, given the score when it joins.
final class HookFan: Tally {
    func cheer(_ value: Int) {
        ping(value)
    }
}

extension HookMediator {
    /// Gives a receiver, once attached, the score.
    func handleHookReceiverChange(from oldValue: HookReceiver?, to newValue: HookReceiver?) {
        newValue?.ping(score)
    }

    /// Gives a member, once it has joined, the score.
    func handleHookFansJoin(_ member: HookFan) {
        member.ping(score)
    }

    /// Counts a member that has left.
    func handleHookFansLeave(_ member: HookFan) {
        departures += 1
    }
}

/// `attached`'s send, to one receiver attached after `init`, in a generated mediator that
/// declares hooks: what a mediator with hooks costs a send that runs none.
public final class GeneratedHooksUnusedCase: DispatchCase {
    private let sender = HookSender()
    private let receiver = HookReceiver()
    private let mediator: HookMediator

    /// Makes the mediator with the sender alone, then attaches the receiver, which its hook
    /// gives a score of 0.
    public init() {
        mediator = HookMediator(hookSender: sender)
        mediator.hookReceiver = receiver
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}

/// Attaching a colleague to a generated mediator's optional slot watched by
/// `when slot changes`, whose reaction gives the new colleague the score.
public final class GeneratedAttachHookCase: DispatchCase {
    private let receivers = [HookReceiver(), HookReceiver()]
    private let mediator = HookMediator(hookSender: HookSender())

    /// Makes the mediator with no receiver attached.
    public init() {}

    /// One receiver: the one attached.
    public var receiversPerEvent: Int { 1 }

    /// What the receivers have been given, added up.
    public var checksum: Int { receivers.reduce(0) { $0 &+ $1.total } }

    /// Sets the score to `value` and attaches the receiver other than the one attached, which
    /// replaces it: each send is a change.
    public func send(_ value: Int) {
        mediator.score = value
        mediator.hookReceiver = receivers[value & 1]
    }
}

/// The members of the `joinHook` cases that stay in the set while another joins and leaves.
let hookResidentCount = 8

/// A member joining, then leaving, a generated mediator's set of eight other members, watched
/// by `when slot joins` (its reaction gives the member the score) and `when slot leaves` (it
/// counts the member).
public final class GeneratedJoinHookCase: DispatchCase {
    private let visitor = HookFan()
    private let residents = (0..<hookResidentCount).map { _ in HookFan() }
    private let mediator = HookMediator(hookSender: HookSender())

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
