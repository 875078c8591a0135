import Foundation
@_spi(Generated) import MediatorRuntime

@testable import ReferenceMediators

// One round of StressTests.releasingTheMediatorWhileThreadsSendStopsEverySend: the mediator's
// last owner and its monitor's last owner let go of them at a random moment while threads send
// and ask through their outboxes.

/// A mediator that only ``owner`` holds, with a monitor that only ``monitorOwner`` holds, an
/// observer, and threads that send through colleagues and outboxes of their own, which outlive
/// the mediator.
final class ReleaseRound: Sendable {
    private let owner: Locked<Stress?>
    private let monitorOwner: Locked<Monitor?>
    private let mediator: WeakReference<Stress>
    private let monitor: WeakReference<Monitor>
    private let orphan: WeakReference<Relay>
    private let observer: WeakReference<TracingObserver>
    private let monitorOutbox: Stress.MonitorOutbox
    private let listener: Peer
    private let logs: (listener: StreamLog, monitor: StreamLog)
    private let senders: [Resident]
    private let registry = StreamRegistry()
    private let problems = Collector<String>()

    /// Makes the mediator, its monitor, a listener peer, a relay that only the mediator keeps,
    /// and a peer and a relay for each of `senderCount` sending threads.
    init(senderCount: Int) {
        logs = (StreamLog(), StreamLog())
        let monitor = Monitor(hearing: logs.monitor.record)
        let stress = Stress(monitor: monitor)
        listener = Peer(hearing: logs.listener.record)
        stress.join(listener)
        let orphan = Relay()
        stress.join(orphan)
        senders = (0..<senderCount).map { [registry] _ in
            Resident(of: stress, in: registry, .atMostOnce)
        }
        let observer = TracingObserver()
        stress.observer = observer
        self.observer = WeakReference(observer)
        (self.mediator, self.monitor, self.orphan) =
            (WeakReference(stress), WeakReference(monitor), WeakReference(orphan))
        monitorOutbox = monitor.mediator
        owner = Locked(stress)
        monitorOwner = Locked(monitor)
    }

    /// Runs the round and returns what went wrong.
    func run() -> [String] {
        onThreads(senders.count + 1) { index in
            if index < self.senders.count { self.send(index) } else { self.release() }
        }
        var found = problems.all
        if mediator.object != nil { found.append("the mediator outlived its last owner") }
        if monitor.object != nil { found.append("the monitor outlived its last owner") }
        if orphan.object != nil { found.append("a relay only the mediator kept outlived it") }
        if observer.object != nil { found.append("the observer outlived the mediator") }
        found += registry.problems(of: logs.listener, named: "listener")
        let monitorStreams = Set(senders.map(\.streams.monitor.id))
        found += registry.problems(of: logs.monitor, named: "monitor", own: monitorStreams)
        for sender in senders {
            found += sender.problems(in: registry)
        }
        return found
    }

    /// Lets go of the mediator and the monitor at a random moment of the first two milliseconds,
    /// in a random order.
    private func release() {
        usleep(UInt32.random(in: 0..<2_000))
        let monitorFirst = Bool.random()
        if monitorFirst { monitorOwner.withLock { $0 = nil } }
        owner.withLock { $0 = nil }
        monitorOwner.withLock { $0 = nil }
    }

    /// Sends and asks through the `index`th sender's peer and relay and the monitor's outbox
    /// until it has made a hundred attempts after it saw the mediator gone. Each attempt checks
    /// first whether the mediator and the monitor are gone; when the mediator is, a send must
    /// reach nobody, and when either is, a request must answer `nil`. The mediator is let go
    /// within the first two milliseconds.
    private func send(_ index: Int) {
        let (peer, relay) = (senders[index].peer, senders[index].relay)
        var streams = senders[index].streams
        let giveUp = Deadline(after: .seconds(20))
        let releaseWindow = Deadline(after: .milliseconds(2))
        var attempts = 0
        var attemptsAfterEnd = 0
        while attemptsAfterEnd < 100 {
            let ended = mediator.object == nil
            let monitorEnded = monitor.object == nil
            attempts += 1
            switch attempts % 4 {
            case 0: peer.mediator.signal(ended ? streams.peer.forbidden() : streams.peer.next())
            case 1: relay.mediator.signal(ended ? streams.relay.forbidden() : streams.relay.next())
            case 2:
                monitorOutbox.signal(ended ? streams.monitor.forbidden() : streams.monitor.next())
            default:
                if let answer = relay.mediator.tally(), ended || monitorEnded {
                    problems.add([
                        "a request answered \(answer) after the mediator or monitor ended"
                    ])
                }
            }
            if ended { attemptsAfterEnd += 1 }
            // Every send retains the mediator, so it ends only at a moment when no send is under
            // way; once it may have been let go, yield between attempts, so that such moments
            // come soon rather than after seconds of sends that overlap.
            if releaseWindow.hasPassed { sched_yield() }
            if giveUp.hasPassed {
                problems.add(["the mediator was not released within 20 seconds"])
                break
            }
        }
        for stream in [streams.peer, streams.relay, streams.monitor] {
            registry.close(stream)
        }
    }
}
