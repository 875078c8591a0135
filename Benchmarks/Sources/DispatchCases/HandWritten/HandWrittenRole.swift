/// What every screen of the hand-written role mediator receives.
protocol PingScreen: AnyObject {
    func ping(_ value: Int)
}

/// A screen: a receiver known to the mediator only as a ``PingScreen``.
final class ScreenTally: Tally, PingScreen {}

/// The concrete mediator: a ping goes to every screen, kept in an array of the protocol.
final class ScreenPingMediator: PingMediator {
    private let sender: PingSender
    private let screens: [any PingScreen]

    init(sender: PingSender, screens: [any PingScreen]) {
        self.sender = sender
        self.screens = screens
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        for screen in screens {
            screen.ping(value)
        }
    }
}

/// A hand-written mediator that sends to eight screens, all known by one protocol.
public final class HandWrittenRoleCase: DispatchCase {
    private let sender = PingSender()
    private let screens = (0..<8).map { _ in ScreenTally() }
    private let mediator: ScreenPingMediator

    /// Connects a sender and eight screens through a hand-written mediator.
    public init() {
        mediator = ScreenPingMediator(sender: sender, screens: screens)
    }

    /// Eight receivers.
    public var receiversPerEvent: Int { 8 }

    /// What the screens have received, added up.
    public var checksum: Int { screens.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
