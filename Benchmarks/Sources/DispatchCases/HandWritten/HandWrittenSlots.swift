/// A hand-written mediator with three pages of one type, each in a property of its own, that
/// passes each ping to the page it shows, picked by a `switch` over its own enum.
final class ShownPagePingMediator: PingMediator {
    /// Which page is shown.
    enum Page {
        case first, second, third
    }

    private let sender: PingSender
    private let first: Tally
    private let second: Tally
    private let third: Tally
    /// The page that hears the pings.
    var shown = Page.first

    init(sender: PingSender, first: Tally, second: Tally, third: Tally) {
        self.sender = sender
        self.first = first
        self.second = second
        self.third = third
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        switch shown {
        case .first: first.ping(value)
        case .second: second.ping(value)
        case .third: third.ping(value)
        }
    }
}

/// A hand-written mediator with three pages of one type, each in a property of its own, that
/// passes each ping to the second.
final class SecondPagePingMediator: PingMediator {
    private let sender: PingSender
    private let first: Tally
    private let second: Tally
    private let third: Tally

    init(sender: PingSender, first: Tally, second: Tally, third: Tally) {
        self.sender = sender
        self.first = first
        self.second = second
        self.third = third
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        second.ping(value)
    }
}

/// A hand-written mediator that sends to the one page, of three, that its state picks.
public final class HandWrittenPickedSlotCase: DispatchCase {
    private let sender = PingSender()
    private let pages = [Tally(), Tally(), Tally()]
    private let mediator: ShownPagePingMediator

    /// Connects a sender and three pages through a hand-written mediator that shows the second.
    public init() {
        mediator = ShownPagePingMediator(
            sender: sender, first: pages[0], second: pages[1], third: pages[2])
        mediator.shown = .second
    }

    /// One receiver, the page shown.
    public var receiversPerEvent: Int { 1 }

    /// What the three pages have received.
    public var checksum: Int { pages.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}

/// A hand-written mediator that calls the second of its three pages directly.
public final class HandWrittenNamedSlotCase: DispatchCase {
    private let sender = PingSender()
    private let pages = [Tally(), Tally(), Tally()]
    private let mediator: SecondPagePingMediator

    /// Connects a sender and three pages through a hand-written mediator.
    public init() {
        mediator = SecondPagePingMediator(
            sender: sender, first: pages[0], second: pages[1], third: pages[2])
    }

    /// One receiver, the second page.
    public var receiversPerEvent: Int { 1 }

    /// What the three pages have received.
    public var checksum: Int { pages.reduce(0) { $0 &+ $1.total } }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        sender.fire(value)
    }
}
