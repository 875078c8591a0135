import MediatorRuntime

/// Keeps the last event it is shown, as the mediator's typed `Event`: a typed observer.
final class LastEventKeeper: MediatorEventObserver<OneMediator.Event> {
    private(set) var last: OneMediator.Event?

    override func mediatorWillDispatch(_ event: OneMediator.Event) {
        last = event
    }
}

/// Keeps the text of the last trace it is shown, as ``PrintingMediatorObserver`` makes it
/// before writing it.
final class LastLineKeeper: MediatorObserver {
    private(set) var last = ""

    func mediatorWillDispatch(_ trace: MediatorTrace) {
        last = trace.description
    }
}

/// ``GeneratedOneCase`` with an observer installed; every 1,024 sends `clear()` is called, so
/// that an observer that keeps everything stays small.
public final class GeneratedObservedByCase: DispatchCase {
    private let sender = OneSender()
    private let receiver = OneReceiver()
    private let mediator: OneMediator
    private let clear: () -> Void

    init(_ observer: some MediatorObserver, clear: @escaping () -> Void = {}) {
        mediator = OneMediator(oneSender: sender, oneReceiver: receiver)
        self.clear = clear
        mediator.observer = observer
    }

    /// One receiver.
    public var receiversPerEvent: Int { 1 }

    /// What the receiver has received.
    public var checksum: Int { receiver.total }

    /// Sends one ping through the sender's outbox.
    public func send(_ value: Int) {
        sender.fire(value)
        if value & 1023 == 1023 { clear() }
    }
}

/// `observedTyped`: a typed observer, which takes only the typed event.
public func generatedObservedTypedCase() -> GeneratedObservedByCase {
    GeneratedObservedByCase(LastEventKeeper())
}

/// `observedRecorder`: a `MediatorRecorder`, emptied every 1,024 events.
public func generatedObservedRecorderCase() -> GeneratedObservedByCase {
    let recorder = MediatorRecorder<OneMediator.Event>()
    return GeneratedObservedByCase(recorder) { recorder.removeAll() }
}

/// `observedDescribed`: an observer that makes each trace's text.
public func generatedObservedDescribedCase() -> GeneratedObservedByCase {
    GeneratedObservedByCase(LastLineKeeper())
}
