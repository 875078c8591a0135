/// The events of a hand-written mediator with typed observers, as an enum with a case per event.
enum PingEvent {
    case ping(Int)
}

/// What a hand-written mediator shows its typed observer: the event and who sent it.
protocol TypedPingObserver: AnyObject {
    func willDispatch(_ event: PingEvent, from sender: StaticString)
}

/// Keeps the last event it is shown.
final class LastPingKeeper: TypedPingObserver {
    private(set) var last: PingEvent?

    func willDispatch(_ event: PingEvent, from sender: StaticString) {
        last = event
    }
}

/// Records every event with its sender, as a test's recorder would; emptied every 1,024 events.
final class PingRecorder: TypedPingObserver {
    private(set) var records: [(event: PingEvent, sender: String)] = []

    func willDispatch(_ event: PingEvent, from sender: StaticString) {
        records.append((event, "\(sender)"))
    }

    func removeAll() {
        records.removeAll()
    }
}

/// Keeps the text of the last event it is shown, in the words a printing observer would use.
final class PingLineKeeper: TypedPingObserver {
    private(set) var last = ""

    func willDispatch(_ event: PingEvent, from sender: StaticString) {
        switch event {
        case .ping(let value):
            last = "TypedPingMediator: \(sender) sent ping(_:) [\(value)] to Tally"
        }
    }
}

/// The concrete mediator: shows each ping to its typed observer, if it has one, then passes it
/// to the receiver.
final class TypedPingMediator: PingMediator {
    private let sender: PingSender
    private let receiver: Tally
    var observer: (any TypedPingObserver)?

    init(sender: PingSender, receiver: Tally) {
        self.sender = sender
        self.receiver = receiver
        sender.mediator = self
    }

    func sender(_ sender: PingSender, pinged value: Int) {
        observer?.willDispatch(.ping(value), from: "PingSender")
        receiver.ping(value)
    }
}

/// A hand-written mediator that sends to one colleague and shows each event, typed, to
/// `observer`; every 1,024 sends `clear()` is called.
public final class HandWrittenObservedByCase: DispatchCase {
    private let sender = PingSender()
    private let receiver = Tally()
    private let mediator: TypedPingMediator
    private let clear: () -> Void

    init(_ observer: some TypedPingObserver, clear: @escaping () -> Void = {}) {
        mediator = TypedPingMediator(sender: sender, receiver: receiver)
        self.clear = clear
        mediator.observer = observer
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's mediator.
    public func send(_ value: Int) {
        sender.fire(value)
        if value & 1023 == 1023 { clear() }
    }
}

/// `observedTyped`: an observer that keeps the last typed event.
public func handWrittenObservedTypedCase() -> HandWrittenObservedByCase {
    HandWrittenObservedByCase(LastPingKeeper())
}

/// `observedRecorder`: a recorder of every event, emptied every 1,024 events.
public func handWrittenObservedRecorderCase() -> HandWrittenObservedByCase {
    let recorder = PingRecorder()
    return HandWrittenObservedByCase(recorder) { recorder.removeAll() }
}

/// `observedDescribed`: an observer that makes each event's line of text.
public func handWrittenObservedDescribedCase() -> HandWrittenObservedByCase {
    HandWrittenObservedByCase(PingLineKeeper())
}
