@_spi(Generated) import MediatorRuntime

// Colleagues for Specs/Stress.mediator, which ReferenceMediatorsTests/StressTests drives from many
// threads at once. Each one hands every signal it hears to a closure the test gives it, which
// records it; the colleagues themselves keep no state but the monitor's count.

/// A colleague that joins and leaves the weak set `peers`.
public final class Peer: Sendable {
    /// The outbox the mediator connects when the peer joins.
    public let mediator = Stress.PeerOutbox()
    private let hear: @Sendable (Int) -> Void

    /// Makes a peer that passes each signal it hears to `hear`, on the sending thread.
    public init(hearing hear: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.hear = hear
    }

    /// Hears another colleague's signal.
    public func signal(_ ticket: Int) {
        hear(ticket)
    }
}

/// A colleague that joins and leaves the strong set `relays`, which keeps it alive meanwhile.
public final class Relay: Sendable {
    /// The outbox the mediator connects when the relay joins.
    public let mediator = Stress.RelayOutbox()
    private let hear: @Sendable (Int) -> Void

    /// Makes a relay that passes each signal it hears to `hear`, on the sending thread.
    public init(hearing hear: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.hear = hear
    }

    /// Hears another colleague's signal.
    public func signal(_ ticket: Int) {
        hear(ticket)
    }
}

/// The mediator's weak single colleague: it hears every signal but its own and counts them.
public final class Monitor: Sendable {
    /// The outbox the mediator connects in its initializer.
    public let mediator = Stress.MonitorOutbox()
    private let hear: @Sendable (Int) -> Void
    private let heard = Locked(0)

    /// Makes a monitor that passes each signal it hears to `hear`, on the sending thread.
    public init(hearing hear: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.hear = hear
    }

    /// Hears a signal of a peer or a relay.
    public func signal(_ ticket: Int) {
        heard.withLock { $0 += 1 }
        hear(ticket)
    }

    /// How many signals the monitor has heard.
    public func tally() -> Int {
        heard.withLock { $0 }
    }
}
