/// Sends through the generated ``RoleMediator``.
final class RoleSender {
    let mediator = RoleMediator.RoleSenderOutbox()

    func fire(_ value: Int) {
        mediator.ping(value)
    }
}

/// The first of the eight colleagues that play `Screen`; a spec names each colleague type once.
final class Screen1: Tally {}
/// The second screen.
final class Screen2: Tally {}
/// The third screen.
final class Screen3: Tally {}
/// The fourth screen.
final class Screen4: Tally {}
/// The fifth screen.
final class Screen5: Tally {}
/// The sixth screen.
final class Screen6: Tally {}
/// The seventh screen.
final class Screen7: Tally {}
/// The eighth screen.
final class Screen8: Tally {}

/// A generated send to a role that eight colleagues play.
public final class GeneratedRoleCase: DispatchCase {
    private let sender = RoleSender()
    private let screens: [Tally]
    private let mediator: RoleMediator

    /// Connects a sender and eight screens through a generated mediator.
    public init() {
        let (s1, s2, s3, s4) = (Screen1(), Screen2(), Screen3(), Screen4())
        let (s5, s6, s7, s8) = (Screen5(), Screen6(), Screen7(), Screen8())
        screens = [s1, s2, s3, s4, s5, s6, s7, s8]
        mediator = RoleMediator(
            roleSender: sender, screen1: s1, screen2: s2, screen3: s3, screen4: s4, screen5: s5,
            screen6: s6, screen7: s7, screen8: s8)
    }

    /// Eight receivers.
    public var receiversPerEvent: Int { 8 }

    /// What the screens have received, added up.
    public var checksum: Int { screens.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
