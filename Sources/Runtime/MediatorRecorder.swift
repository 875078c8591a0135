/// An observer that records the events a mediator dispatches, in order, each with its sender:
/// for tests that check what a mediator delivered.
///
/// ```swift
/// let recorder = MediatorRecorder<ScreenMediator.Event>()
/// mediator.observer = recorder
/// feed.userLiked(news)
/// #expect(recorder.events == [.likeAdded(to: news)])
/// ```
///
/// `Event` is the `Event` enum of the mediator it observes; events of any other type are not
/// recorded. Like any observer, a recorder sees an event before its receivers do, so an event
/// that a receiver sends in turn is recorded after the one that caused it. A recorder may be
/// shared between threads (it is `Sendable` when `Event` is), so it can observe a
/// `nonisolated` mediator too.
public final class MediatorRecorder<Event: MediatorEvent>: MediatorObserver {
    /// One event as the mediator dispatched it.
    public struct Record {
        /// The event, with its payload.
        public let event: Event
        /// Who sent it, as traces name it: the colleague type as the spec names it, `outside`
        /// or `mediator`.
        public let sender: String

        /// Makes a record of `event`, sent by `sender`.
        @inlinable
        public init(_ event: Event, from sender: String) {
            self.event = event
            self.sender = sender
        }
    }

    /// What the recorder holds, for generated code: visible to inlinable code, so that a mediator
    /// records its own events with code specialised for them (`record(_:from:)`).
    @_spi(Generated) public let recorded = Locked<[Record]>([])

    /// Makes a recorder that has recorded nothing yet.
    public init() {}

    /// Every event recorded, with its sender, in the order the mediator dispatched them.
    public var records: [Record] {
        recorded.withLock { $0 }
    }

    /// Every event recorded, in the order the mediator dispatched them.
    public var events: [Event] {
        records.map(\.event)
    }

    /// Forgets every event recorded so far.
    public func removeAll() {
        recorded.withLock { $0.removeAll() }
    }

    /// Records `event` from `sender`: what a mediator whose events are `Event` calls, specialised
    /// for them, instead of the observer's generic requirement, whose unspecialised code spent a
    /// send on looking up the metadata of `Record` and its array.
    @_spi(Generated) @inlinable
    public func record(_ event: Event, from sender: StaticString) {
        let record = Record(event, from: "\(sender)")
        recorded.withLock { $0.append(record) }
    }

    /// Records `event` when it is an `Event`, with the sender that `trace` names.
    public func mediatorWillDispatch<Dispatched: MediatorEvent>(
        _ event: Dispatched, _ trace: MediatorTrace
    ) {
        guard let event = event as? Event else { return }
        let record = Record(event, from: trace.sender)
        recorded.withLock { $0.append(record) }
    }

    /// Records nothing: a mediator shows a recorder its events through `record(_:from:)` or
    /// ``mediatorWillDispatch(_:_:)``, and a trace alone carries no event.
    public func mediatorWillDispatch(_ trace: MediatorTrace) {}
}

extension MediatorRecorder: Sendable where Event: Sendable {}

extension MediatorRecorder.Record: Equatable {}

extension MediatorRecorder.Record: Sendable where Event: Sendable {}
