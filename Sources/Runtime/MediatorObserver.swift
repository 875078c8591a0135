/// Sees every event a generated mediator dispatches, before any receiver hears it.
///
/// Install one with the mediator's `observer` property. The mediator holds its observer
/// strongly: an observer that keeps the mediator alive should be removed by setting `observer`
/// to `nil`.
public protocol MediatorObserver: AnyObject {
    /// Called once per event, before delivery, on the mediator's isolation.
    func mediatorWillDispatch(_ trace: MediatorTrace)

    /// Called once per event, before delivery, on the mediator's isolation, with the event as a
    /// value of the mediator's `Event` enum as well as its trace.
    ///
    /// Its default implementation calls ``mediatorWillDispatch(_:)`` with `trace`. Implement it
    /// to work with typed events, as ``MediatorRecorder`` does: cast `event` to the `Event` type
    /// of the mediator you observe (`event as? ScreenMediator.Event`).
    func mediatorWillDispatch<Event: MediatorEvent>(_ event: Event, _ trace: MediatorTrace)
}

extension MediatorObserver {
    /// Calls ``MediatorObserver/mediatorWillDispatch(_:)`` with `trace`.
    public func mediatorWillDispatch<Event: MediatorEvent>(_ event: Event, _ trace: MediatorTrace) {
        mediatorWillDispatch(trace)
    }
}

/// An observer that prints each event as one line, for following an event flow in the console.
public final class PrintingMediatorObserver: MediatorObserver, Sendable {
    private let prefix: String

    /// Makes an observer that prints `prefix` before each trace line.
    public init(prefix: String = "[mediator] ") {
        self.prefix = prefix
    }

    /// Prints the trace.
    public func mediatorWillDispatch(_ trace: MediatorTrace) {
        print(prefix + trace.description)
    }
}
