import Foundation
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// A `nonisolated` mediator (Specs/Stress.mediator: a weak set, a strong set, a weak single
/// colleague) under load from real threads that join, leave, send, observe and let go of it at
/// once, for `StressRun.duration` per test: two seconds, or `MEDIATORGEN_STRESS_SECONDS`.
///
/// CI runs them under ThreadSanitizer and AddressSanitizer too, which report the data races and
/// uses of freed memory that these assertions cannot see. The tests run one at a time, so that
/// each has the processor's cores to itself.
@Suite(.serialized) struct StressTests {
    /// A mediator with its monitor and `count` peers and relays, members for the whole run.
    static func makeStress(residents count: Int) -> (Stress, Monitor, [(Peer, Relay)]) {
        let monitor = Monitor()
        let stress = Stress(monitor: monitor)
        let residents = (0..<count).map { _ in (Peer(), Relay()) }
        for (peer, relay) in residents {
            stress.join(peer)
            stress.join(relay)
        }
        return (stress, monitor, residents)
    }

    /// Colleagues that are members for the whole run, one in each kind of slot, hear every
    /// signal of the others exactly once, while visitors join, send and leave (or go away
    /// without leaving, or send again after leaving, which must reach nobody), and one peer and
    /// one relay are joined and left over and over while another thread sends through them,
    /// which never hear their own sends.
    @Test func stayingMembersHearEverySendExactlyOnce() {
        let registry = StreamRegistry()
        let (monitorLog, bystanderLog) = (StreamLog(), StreamLog())
        let monitor = Monitor(hearing: monitorLog.record)
        let stress = Stress(monitor: monitor)
        let bystander = Peer(hearing: bystanderLog.record)
        stress.join(bystander)
        let residents = (0..<3).map { _ in Resident(of: stress, in: registry) }
        let cycler = Cycler(in: registry)
        let visitors = Collector<(count: Int, misplaced: Int)>()
        let deadline = Deadline()

        onThreads(residents.count + 4) { index in
            switch index - residents.count {
            case ..<0:
                residents[index].send(until: deadline, alsoThrough: monitor.mediator, registry)
            case 0, 1: visitors.add([visit(stress, until: deadline, registry)])
            case 2: cycler.cycle(in: stress, until: deadline)
            default: cycler.send(until: deadline, registry)
            }
        }

        var problems = registry.problems(of: bystanderLog, named: "bystander")
        let monitorStreams = Set(residents.map(\.streams.monitor.id))
        problems += registry.problems(of: monitorLog, named: "monitor", own: monitorStreams)
        for resident in residents {
            problems += resident.problems(in: registry)
        }
        problems += cycler.problems(in: registry)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        #expect(registry.totalSent > 0 && visitors.all.allSatisfy { $0.count > 0 })
        #expect(visitors.all.map(\.misplaced) == [0, 0], "a member after leave, or not after join")
        #expect(stress.peers.count == residents.count + 1, "every visiting peer left or went away")
        #expect(stress.relays.count == residents.count, "every visiting relay left")
        withExtendedLifetime((stress, monitor, bystander)) {}
    }

    /// Peers and relays that join and leave while others send hear every send made entirely
    /// while they were members, once; never one that began after their `leave` returned or had
    /// returned before their `join` began; and never their own.
    ///
    /// A send under way when `leave` returns may still reach the colleague after it returned: a
    /// broadcast goes to the members of its snapshot of the set. The runtime documents that, so
    /// it is allowed here.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test func visitorsHearExactlyTheSendsOfTheirStay() {
        let clock = TicketClock()
        let (stress, monitor, residents) = Self.makeStress(residents: 2)
        let (sends, visits) = (Collector<ClockedSend>(), Collector<Visit>())
        let deadline = Deadline()

        onThreads(residents.count + 2) { index in
            if index < residents.count {
                let (peer, relay) = residents[index]
                sends.add(
                    clock.sendRepeatedly(through: peer, relay, monitor.mediator, until: deadline))
            } else {
                let (stays, visitorSends) = clock.visitRepeatedly(stress, until: deadline)
                visits.add(stays)
                sends.add(visitorSends)
            }
        }

        let timeline = SendTimeline(sends.all)
        var report = VisitReport()
        for visit in visits.all {
            report.check(visit, against: timeline)
        }
        #expect(report.problems.isEmpty, "\(report.problems): \(report.examples)")
        #expect(report.visits > 0 && report.dueDeliveries > 0, "the stays overlapped sends")
        withExtendedLifetime((stress, monitor, residents)) {}
    }

    /// The mediator's last owner, and in some rounds first its monitor's, let go of them at a
    /// random moment while threads send and ask through their outboxes, round after round:
    /// nothing crashes or touches freed memory; once a thread has seen the mediator gone, its
    /// sends reach nobody, and once it has seen the mediator or the monitor gone, its requests
    /// answer `nil`; the mediator, the monitor, a relay that only the mediator kept and the
    /// mediator's observer, which the outboxes that stay could reach, are deallocated; and the
    /// colleagues hear each send once at most, never their own.
    @Test func releasingTheMediatorWhileThreadsSendStopsEverySend() {
        let deadline = Deadline()
        var rounds = 0
        var problems: [String] = []
        repeat {
            rounds += 1
            problems += ReleaseRound(senderCount: 3).run()
        } while !deadline.hasPassed && problems.isEmpty
        #expect(problems.isEmpty, "round \(rounds): \(problems.prefix(10))")
    }

    /// Two threads install, replace and remove observers while others send: an observer is
    /// shown only sends that overlapped its stay, each send is shown to one observer at most,
    /// every trace names the right event, sender, payload and receivers, and the mediator keeps
    /// no observer it no longer has.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test func observersComeAndGoWhileThreadsSend() {
        let clock = TicketClock()
        let (stress, monitor, residents) = Self.makeStress(residents: 3)
        let (sends, stays) = (Collector<ClockedSend>(), Collector<ObserverStay>())
        let deadline = Deadline()

        onThreads(residents.count + 2) { index in
            if index < residents.count {
                let (peer, relay) = residents[index]
                sends.add(
                    clock.sendRepeatedly(through: peer, relay, monitor.mediator, until: deadline))
            } else {
                let replacing = index == residents.count
                stays.add(
                    clock.installRepeatedly(on: stress, replacing: replacing, until: deadline))
            }
        }

        let timeline = SendTimeline(sends.all)
        var report = ObserverReport()
        for stay in stays.all {
            report.check(stay, against: timeline)
        }
        report.checkEachSendShownOnce()
        #expect(report.problems.isEmpty, "\(report.count) problems: \(report.problems)")
        #expect(report.traced > 0, "the observers' stays overlapped sends")
        #expect(stress.observer == nil)
        #expect(stays.all.allSatisfy { $0.observer.object == nil }, "no removed observer is kept")
        withExtendedLifetime((stress, monitor, residents)) {}
    }

    /// Peers and relays that one thread joins and leaves over and over while another sends
    /// through them never hear their own sends, and the traces of their sends name them, never
    /// `outside`, though a send may read its outbox between a `leave` and a `join`; the others
    /// hear each send once at most, in order.
    @Test func cycledColleaguesNeverHearThemselves() {
        let registry = StreamRegistry()
        let monitorLog = StreamLog()
        let monitor = Monitor(hearing: monitorLog.record)
        let stress = Stress(monitor: monitor)
        let observer = TracingObserver()
        stress.observer = observer
        let cyclers = (0..<2).map { _ in Cycler(in: registry) }
        let deadline = Deadline()

        onThreads(2 * cyclers.count) { index in
            let cycler = cyclers[index / 2]
            if index.isMultiple(of: 2) {
                cycler.cycle(in: stress, until: deadline)
            } else {
                cycler.send(until: deadline, registry)
            }
        }

        var problems = registry.problems(of: monitorLog, named: "monitor")
        problems += cyclers.flatMap { $0.problems(in: registry) }
        problems += observer.record.others.map { "a trace that is not a signal: \($0)" }
        let senders = Dictionary(
            uniqueKeysWithValues: cyclers.flatMap {
                [($0.streams.peer.id, "Peer"), ($0.streams.relay.id, "Relay")]
            })
        let traces = observer.record.signals
        for trace in traces where senders[trace.ticket >> 32] != trace.sender {
            problems.append("ticket \(trace.ticket) traced as sent by \(trace.sender)")
        }
        #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(10))")
        #expect(registry.totalSent > 0 && !traces.isEmpty)
        withExtendedLifetime((stress, monitor)) {}
    }

    /// Two threads that join and leave the same colleague at the same moment, round after
    /// round, leave it consistent: once both returned, it is a member exactly when its outbox is
    /// connected, so a send through it reaches the others exactly when it is a member.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test func joiningAndLeavingAtOnceEndsConsistent() {
        let (stress, monitor, _) = Self.makeStress(residents: 0)
        let duel = Duel(on: stress, heardBy: monitor)
        let outcomes = Collector<(rounds: Int, problems: [String])>()
        let deadline = Deadline()

        onThreads(2) { index in outcomes.record(duel.fight(as: index, until: deadline)) }

        let problems = outcomes.all.flatMap(\.problems)
        #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(10))")
        #expect(outcomes.all.allSatisfy { $0.rounds > 0 })
        withExtendedLifetime((stress, monitor)) {}
    }

    /// Observers whose `deinit` sends through an outbox, or removes, installs or reads the
    /// mediator's observer, are replaced over and over while threads send, and the last one goes
    /// with the mediator while the outboxes stay: nothing deadlocks, though the mediator's lock
    /// is not recursive, and every observer is released, the last one too.
    @Test func observersThatUseTheMediatorAsTheyGoDoNotDeadlock() {
        let outcome = Collector<(installed: Int, gone: Int)>()
        let deadline = Deadline()
        let finished = finishes(within: StressRun.duration * 2 + .seconds(10)) {
            outcome.record(bidFarewells(senders: 2, until: deadline))
        }
        #expect(finished, "replacing or releasing an observer deadlocked")
        if let (installed, gone) = outcome.all.first {
            #expect(installed > 1 && gone == installed, "\(gone) of \(installed) observers went")
        }
    }
}
