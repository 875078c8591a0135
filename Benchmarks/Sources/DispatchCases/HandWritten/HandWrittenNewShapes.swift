/// The concrete mediator with state of its own: counts each ping, then passes it on.
final class CountingPingMediator: PingMediator {
    private let sender: PingSender
    private let receiver: Tally
    private(set) var pings = 0

    init(sender: PingSender, receiver: Tally) {
        self.sender = sender
        self.receiver = receiver
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        pings += 1
        receiver.ping(value)
    }
}

/// A hand-written mediator with state of its own, updated by each event.
public final class HandWrittenStatefulCase: DispatchCase {
    private let sender = PingSender()
    private let receiver = Tally()
    private let mediator: CountingPingMediator

    /// Connects a sender and a receiver through a hand-written mediator with state.
    public init() {
        mediator = CountingPingMediator(sender: sender, receiver: receiver)
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}

/// A colleague of two hand-written mediators, with a weak reference to each.
final class TwoMediatorsPingSender {
    weak var lobby: (any PingMediator)?
    weak var match: (any PingMediator)?
    private let identity = PingSender()

    func fire(_ value: Int) {
        match?.sender(identity, pinged: value)
    }
}

/// A hand-written send from a class that takes part in two mediators, through one of them.
public final class HandWrittenTwoMediatorsCase: DispatchCase {
    private let sender = TwoMediatorsPingSender()
    private let referee = Tally()
    private let lobby: OnePingMediator
    private let match: OnePingMediator

    /// Gives the sender a mediator for the lobby and one for the match.
    public init() {
        lobby = OnePingMediator(sender: PingSender(), receiver: Tally())
        match = OnePingMediator(sender: PingSender(), receiver: referee)
        sender.lobby = lobby
        sender.match = match
    }

    /// One receiver, the referee.
    public var receiversPerEvent: Int { 1 }

    /// What the referee has received.
    public var checksum: Int { referee.total }

    /// Sends one ping through the sender's match mediator.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
