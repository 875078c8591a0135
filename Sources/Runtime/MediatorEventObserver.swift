/// An observer of one mediator's events as its typed `Event` enum: subclass it and override
/// ``mediatorWillDispatch(_:)-(Event)``.
///
/// ```swift
/// final class LikeCounter: MediatorEventObserver<ScreenMediator.Event> {
///     private(set) var likes = 0
///
///     override func mediatorWillDispatch(_ event: ScreenMediator.Event) {
///         if case .likeAdded = event { likes += 1 }
///     }
/// }
/// ```
///
/// A mediator whose events are `Event` calls it with each event directly, as a hand-written
/// mediator calls an observer of its own: no trace is made and no cast is needed. The events of
/// any other mediator are not shown to it. An observer that also needs who sent an event, or the
/// trace's text, implements ``MediatorObserver`` instead.
open class MediatorEventObserver<Event: MediatorEvent>: MediatorObserver {
    /// Makes an observer; set it as a mediator's `observer`.
    public init() {}

    /// Called with each event the mediator dispatches, before its receivers get it. Does nothing
    /// unless overridden.
    open func mediatorWillDispatch(_ event: Event) {}

    /// Shows `event` to the typed `mediatorWillDispatch(_:)` when it is an `Event`.
    public final func mediatorWillDispatch<Dispatched: MediatorEvent>(
        _ event: Dispatched, _ trace: MediatorTrace
    ) {
        if let event = event as? Event { mediatorWillDispatch(event) }
    }

    /// Traces are not shown to a typed observer.
    public final func mediatorWillDispatch(_ trace: MediatorTrace) {}
}
