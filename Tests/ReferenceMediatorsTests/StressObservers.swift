import Foundation
@_spi(Generated) import MediatorRuntime

@testable import ReferenceMediators

// Observers that StressTests installs and removes from several threads while others send, and
// what it may assert about them: the observer property is guarded by the link's lock and read
// once per dispatch, so an observer is shown only sends that overlapped its stay, and each send
// is shown to one observer at most.

/// What a ``TracingObserver`` was shown, kept apart from it so that the test can let go of the
/// observer and still read it.
final class TraceRecord: Sendable {
    /// A trace as the test reads it: the send's ticket and the sender's type.
    struct Trace: Sendable {
        /// The ticket, the signal's payload.
        let ticket: Int
        /// The sender's type, as the trace names it.
        let sender: String
    }

    private let traces = Locked<[Trace]>([])
    private let malformed = Locked<[String]>([])

    /// Makes an empty record.
    init() {}

    /// The traces of signals, in the order shown.
    var signals: [Trace] { traces.withLock { $0 } }
    /// The traces that were not a signal of `Stress` to its three receivers.
    var others: [String] { malformed.withLock { $0 } }

    /// Records `trace`.
    func record(_ trace: MediatorTrace) {
        guard trace.mediator == "Stress", "\(trace.event)" == "signal(_:)",
            trace.receivers == ["[Peer]", "[Relay]", "Monitor"], trace.payload.count == 1,
            let ticket = Int(trace.payload[0])
        else {
            malformed.withLock { $0.append(trace.description) }
            return
        }
        traces.withLock { $0.append(Trace(ticket: ticket, sender: "\(trace.sender)")) }
    }
}

/// An observer that records every trace it is shown.
final class TracingObserver: MediatorObserver, Sendable {
    /// Where the traces go.
    let record = TraceRecord()

    /// Makes an observer with an empty record.
    init() {}

    /// Records `trace`.
    func mediatorWillDispatch(_ trace: MediatorTrace) {
        record.record(trace)
    }
}

/// An observer that uses the mediator as it goes: its `deinit` calls `farewell`, which may send
/// through an outbox or get or set the mediator's observer. The mediator's lock is not recursive,
/// so the mediator must release its observers outside the lock.
final class FarewellObserver: MediatorObserver, Sendable {
    private let farewell: @Sendable () -> Void

    /// Makes an observer that calls `farewell` as it goes.
    init(farewell: @escaping @Sendable () -> Void) {
        self.farewell = farewell
    }

    deinit {
        farewell()
    }

    /// Ignores `trace`.
    func mediatorWillDispatch(_ trace: MediatorTrace) {}
}

/// Makes a mediator that only this function owns, with `senders` peers and relays that send
/// until `deadline` on threads of their own while another thread replaces the mediator's
/// observer with farewell observers, which send through the monitor's outbox, remove the
/// observer, install a plain one or read it as they go, in turn. Then it lets go of the mediator
/// with one installed, while the outboxes stay. Returns how many farewell observers it installed
/// and how many went.
func bidFarewells(senders: Int, until deadline: Deadline) -> (installed: Int, gone: Int) {
    let counts = Locked((installed: 0, gone: 0))
    let monitor = Monitor()
    let residents = (0..<senders).map { _ in (Peer(), Relay()) }
    @Sendable func observer(_ farewell: @escaping @Sendable () -> Void) -> FarewellObserver {
        counts.withLock { $0.installed += 1 }
        return FarewellObserver {
            farewell()
            counts.withLock { $0.gone += 1 }
        }
    }
    do {
        let stress = Stress(monitor: monitor)
        let outbox = monitor.mediator
        let farewells: [@Sendable () -> Void] = [
            { outbox.signal(-1) }, { [weak stress] in stress?.observer = nil },
            { [weak stress] in stress?.observer = TracingObserver() },
            { [weak stress] in _ = stress?.observer },
        ]
        for (peer, relay) in residents {
            stress.join(peer)
            stress.join(relay)
        }
        onThreads(senders + 1) { index in
            guard index == senders else {
                let (peer, relay) = residents[index]
                repeat {
                    peer.mediator.signal(index)
                    relay.mediator.signal(index)
                } while !deadline.hasPassed
                return
            }
            var replaced = 0
            repeat {
                stress.observer = observer(farewells[replaced % farewells.count])
                replaced += 1
            } while !deadline.hasPassed && replaced < StressRun.actionLimit
            // The last farewell observer goes first: its farewell might remove the next one.
            stress.observer = nil
        }
        stress.observer = observer { outbox.signal(-1) }
    }
    return withExtendedLifetime((monitor, residents)) { counts.withLock { $0 } }
}

/// One observer's time as the mediator's observer, as the ticket clock saw it.
struct ObserverStay: Sendable {
    /// Ticked just before the observer was installed.
    let installing: Int
    /// Ticked just after the thread that installed it replaced or removed it; another thread
    /// may have replaced it sooner.
    let removed: Int
    /// What the observer was shown.
    let record: TraceRecord
    /// The observer, held weakly to see that the mediator lets go of it.
    let observer: WeakReference<TracingObserver>
}

/// The outcome of checking what observers were shown against the sends of their run.
struct ObserverReport {
    /// How many traces of signals the observers were shown.
    private(set) var traced = 0
    /// How many guarantees were broken.
    private(set) var count = 0
    /// The guarantees broken, the first few in detail.
    private(set) var problems: [String] = []
    private var tickets: [Int] = []

    /// Checks each trace `stay` was shown: a well-formed trace of a send that overlapped the
    /// stay, naming the right sender.
    mutating func check(_ stay: ObserverStay, against timeline: SendTimeline) {
        for trace in stay.record.others {
            report("a trace that is not a signal: \(trace)")
        }
        for trace in stay.record.signals {
            traced += 1
            tickets.append(trace.ticket)
            guard let send = timeline.send(withTicket: trace.ticket) else {
                report("a trace of a ticket nobody sent: \(trace.ticket)")
                continue
            }
            if send.sender != trace.sender {
                report(
                    "ticket \(trace.ticket) traced as sent by \(trace.sender), not \(send.sender)")
            }
            if send.end < stay.installing || send.ticket > stay.removed {
                report("ticket \(trace.ticket) shown outside \(stay.installing)...\(stay.removed)")
            }
        }
    }

    /// Checks, once every stay is checked, that no send was shown twice.
    mutating func checkEachSendShownOnce() {
        let sorted = tickets.sorted()
        for (ticket, next) in zip(sorted, sorted.dropFirst()) where ticket == next {
            report("ticket \(ticket) shown twice")
        }
    }

    private mutating func report(_ problem: String) {
        count += 1
        if problems.count < 10 { problems.append(problem) }
    }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension TicketClock {
    /// Installs observers on `stress` until `deadline`, reading the property and yielding the
    /// processor between: a new one each time when `replacing`, otherwise a new one and none in
    /// turn; none at the end. Returns the stays of the observers it installed.
    func installRepeatedly(
        on stress: Stress, replacing: Bool, until deadline: Deadline
    ) -> [ObserverStay] {
        var stays: [ObserverStay] = []
        var current: (observer: TracingObserver, installing: Int)?
        func install(_ observer: TracingObserver?) {
            let installing = tick()
            stress.observer = observer
            let done = tick()
            if let current {
                stays.append(
                    ObserverStay(
                        installing: current.installing, removed: done,
                        record: current.observer.record,
                        observer: WeakReference(current.observer)))
            }
            current = observer.map { ($0, installing) }
        }
        var rounds = 0
        repeat {
            rounds += 1
            install(replacing || rounds.isMultiple(of: 2) ? TracingObserver() : nil)
            _ = stress.observer
            sched_yield()
        } while !deadline.hasPassed && rounds < StressRun.actionLimit / 16
        install(nil)
        return stays
    }
}
