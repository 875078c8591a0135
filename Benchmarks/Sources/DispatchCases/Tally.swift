import Synchronization

/// A receiver's work in every case: it adds each payload to a stored total.
///
/// Colleague types of the generated mediators subclass it, so that each gets a distinct type
/// (as a spec requires) with the same receiving method.
class Tally {
    /// The sum of the payloads received so far.
    final private(set) var total = 0

    /// Makes a receiver that has received nothing yet.
    init() {}

    /// Receives one event: adds `value` to ``total``.
    final func ping(_ value: Int) {
        total &+= value
    }
}

/// What a receiver of a throwing event throws; the cases never send a payload that causes it.
struct NegativePing: Error {}

/// ``Tally`` for events that may throw: it throws for a negative payload, which the cases never
/// send, so that the call has a real error path.
class ThrowingTally {
    /// The sum of the payloads received so far.
    final private(set) var total = 0

    /// Makes a receiver that has received nothing yet.
    init() {}

    /// Receives one event: adds `value` to ``total``, or throws when it is negative.
    final func ping(_ value: Int) throws {
        guard value >= 0 else { throw NegativePing() }
        total &+= value
    }
}

/// ``Tally`` for `async` events on the main actor.
@MainActor
class AsyncTally {
    /// The sum of the payloads received so far.
    final private(set) var total = 0

    /// Makes a receiver that has received nothing yet.
    init() {}

    /// Receives one event: adds `value` to ``total``.
    final func ping(_ value: Int) async {
        total &+= value
    }
}

/// ``Tally`` for receivers that any thread may call, several at once: the total is atomic.
///
/// `@unchecked Sendable` so that colleague types can subclass it (a checked `Sendable` class
/// must be final); its only state is the atomic total. Subclasses restate the conformance.
class AtomicTally: @unchecked Sendable {
    private let sum = Atomic(0)

    /// Makes a receiver that has received nothing yet.
    init() {}

    /// The sum of the payloads received so far.
    final var total: Int { sum.load(ordering: .relaxed) }

    /// Receives one event: adds `value` to ``total``.
    final func ping(_ value: Int) {
        sum.wrappingAdd(value, ordering: .relaxed)
    }
}
