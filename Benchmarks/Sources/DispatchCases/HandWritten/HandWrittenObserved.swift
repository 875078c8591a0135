/// What a hand-written mediator tells its observer about an event: the facts a generated trace
/// holds (the mediator, the event, its sender, each payload argument described, the receivers),
/// in the same types.
struct EventRecord {
    let mediator: String
    let event: StaticString
    let sender: StaticString
    let payload: [String]
    let receivers: [String]
}

/// Sees every event of a hand-written mediator before its receivers do.
protocol EventObserver: AnyObject {
    func mediatorWillDispatch(_ record: EventRecord)
}

/// Keeps the last record it is shown, as a test's spy would, so that every record is made in
/// full: an observer that ignored its records would let the compiler, which sees the only
/// observer type of the module, leave them unmade.
final class LastRecordKeeper: EventObserver {
    private(set) var last: EventRecord?

    func mediatorWillDispatch(_ record: EventRecord) {
        last = record
    }
}

/// The concrete mediator: shows each ping to its observer, if it has one, then passes it to
/// the receiver.
final class ObservedPingMediator: PingMediator {
    private let sender: PingSender
    private let receiver: Tally
    var observer: (any EventObserver)?

    init(sender: PingSender, receiver: Tally) {
        self.sender = sender
        self.receiver = receiver
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        if let observer {
            observer.mediatorWillDispatch(
                EventRecord(
                    mediator: "ObservedPingMediator", event: "ping(_:)", sender: "PingSender",
                    payload: [String(describing: value)], receivers: ["Tally"]))
        }
        receiver.ping(value)
    }
}

/// A hand-written mediator that sends to one colleague and shows each event to an observer.
public final class HandWrittenObservedCase: DispatchCase {
    private let sender = PingSender()
    private let receiver = Tally()
    private let mediator: ObservedPingMediator

    /// Connects a sender and a receiver through a hand-written mediator, and installs an
    /// observer.
    public init() {
        mediator = ObservedPingMediator(sender: sender, receiver: receiver)
        mediator.observer = LastRecordKeeper()
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
