import Foundation
@_spi(Generated) import MediatorRuntime
import Synchronization

// The machinery of StressTests: real threads started together, a time budget, and a ticket
// clock that orders the threads' actions without synchronising them.

/// How long each stress test keeps its threads busy: `MEDIATORGEN_STRESS_SECONDS` seconds when
/// set (to run longer by hand), otherwise two, short enough for CI under the sanitizers.
enum StressRun {
    /// The time budget of one test.
    static let duration: Duration = {
        let setting = ProcessInfo.processInfo.environment["MEDIATORGEN_STRESS_SECONDS"]
        let seconds = setting.flatMap(Double.init).map { max($0, 0.05) } ?? 2
        return .milliseconds(Int(seconds * 1000))
    }()

    /// How many actions of one kind a thread makes at most, so that a fast build does not fill
    /// the memory with records before its time is up.
    static let actionLimit = 300_000
}

/// The moment a stress test stops starting new work; any thread may ask.
struct Deadline: Sendable {
    private let end: ContinuousClock.Instant

    /// A deadline `duration` from now.
    init(after duration: Duration = StressRun.duration) {
        end = .now + duration
    }

    /// Whether the deadline is past.
    var hasPassed: Bool { ContinuousClock.now >= end }
}

/// Runs `body` on `count` new threads, with the indexes `0..<count`, and returns once every one
/// has returned. The threads are real operating-system threads, not tasks, and wait for each
/// other before they start, so that they contend for the mediator's locks from the first step.
/// They let go of `body` before it returns, so that what `body` captured can go right after.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = DispatchGroup()
    let finished = DispatchGroup()
    let gate = DispatchSemaphore(value: 0)
    // A `Thread` keeps its closure until some time after it ends, so the threads reach `body`
    // through a box that is emptied before this function returns.
    let shared = Locked<(@Sendable (Int) -> Void)?>(body)
    for index in 0..<count {
        ready.enter()
        finished.enter()
        let thread = Thread {
            ready.leave()
            gate.wait()
            if let body = shared.withLock({ $0 }) { body(index) }
            finished.leave()
        }
        thread.start()
    }
    ready.wait()
    for _ in 0..<count {
        gate.signal()
    }
    finished.wait()
    shared.withLock { $0 = nil }
}

/// Runs `body` on a new thread and waits for it for `limit` at most; returns whether it returned
/// in time. A `body` that deadlocks is left blocked on its thread, so that the test can fail
/// instead of hanging.
func finishes(within limit: Duration, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    return done.wait(timeout: .now() + .milliseconds(Int(limit / .milliseconds(1)))) == .success
}

/// A counter that numbers the actions of all threads in one order: each ``tick()`` returns a
/// value no other tick returns.
///
/// It is relaxed on purpose. It adds no synchronisation between threads, so ThreadSanitizer sees
/// only the mediator's own; and it needs none to order actions: when the mediator's locks order
/// two actions, the coherence of one atomic variable orders their ticks the same way. For
/// example, a send ticked at or after a `leave` returned (its tick is not less than a tick taken
/// then) takes its snapshot of the set after the member was removed.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class TicketClock: Sendable {
    private let counter = Atomic(0)

    /// Makes a clock at zero.
    init() {}

    /// The next ticket.
    func tick() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
