@testable import ReferenceMediators

// What the threads of the StressTests that send numbered streams do: residents send, visitors
// come and go, and cyclers are joined and left over and over while another thread sends
// through them.

/// A colleague that can visit `Stress`: a peer or a relay.
protocol StressVisitor: AnyObject, Sendable {
    /// The colleague type, as traces name it.
    static var typeName: String { get }
    /// Joins `stress`.
    func join(_ stress: Stress)
    /// Leaves `stress`.
    func leave(_ stress: Stress)
    /// Whether the visitor is in its set of `stress`.
    func isMember(of stress: Stress) -> Bool
    /// Sends `ticket` through the visitor's outbox.
    func send(_ ticket: Int)
}

extension Peer: StressVisitor {
    static var typeName: String { "Peer" }
    func join(_ stress: Stress) { stress.join(self) }
    func leave(_ stress: Stress) { stress.leave(self) }
    func isMember(of stress: Stress) -> Bool { stress.peers.contains(self) }
    func send(_ ticket: Int) { mediator.signal(ticket) }
}

extension Relay: StressVisitor {
    static var typeName: String { "Relay" }
    func join(_ stress: Stress) { stress.join(self) }
    func leave(_ stress: Stress) { stress.leave(self) }
    func isMember(of stress: Stress) -> Bool { stress.relays.contains(self) }
    func send(_ ticket: Int) { mediator.signal(ticket) }
}

/// A thread's own peer and relay, members for the whole run, and the streams it sends through
/// them and through the shared monitor's outbox.
final class Resident: Sendable {
    /// The resident's peer; it hears every signal but its own.
    let peer: Peer
    /// The resident's relay; it hears every signal but its own.
    let relay: Relay
    /// What the peer heard.
    let peerLog = StreamLog()
    /// What the relay heard.
    let relayLog = StreamLog()
    /// The stream sent through the peer, through the relay, and through the monitor's outbox.
    let streams: (peer: SendStream, relay: SendStream, monitor: SendStream)

    /// Makes a resident whose streams `registry` numbers, with the given delivery, and joins
    /// its colleagues to `stress`.
    init(of stress: Stress, in registry: StreamRegistry, _ delivery: SendStream.Delivery = .exact) {
        peer = Peer(hearing: peerLog.record)
        relay = Relay(hearing: relayLog.record)
        streams = (registry.open(delivery), registry.open(delivery), registry.open(delivery))
        stress.join(peer)
        stress.join(relay)
    }

    /// Sends through the peer, the relay and `monitor` in turn until `deadline`, then records
    /// the streams in `registry`.
    func send(
        until deadline: Deadline, alsoThrough monitor: Stress.MonitorOutbox,
        _ registry: StreamRegistry
    ) {
        var (peerStream, relayStream, monitorStream) = streams
        repeat {
            peer.mediator.signal(peerStream.next())
            relay.mediator.signal(relayStream.next())
            monitor.signal(monitorStream.next())
        } while !deadline.hasPassed && monitorStream.sent < StressRun.actionLimit
        for stream in [peerStream, relayStream, monitorStream] {
            registry.close(stream)
        }
    }

    /// What is wrong with what the peer and the relay heard.
    func problems(in registry: StreamRegistry) -> [String] {
        registry.problems(of: peerLog, named: "peer \(streams.peer.id)", own: [streams.peer.id])
            + registry.problems(
                of: relayLog, named: "relay \(streams.relay.id)", own: [streams.relay.id])
    }
}

/// Visitors, one after another until `deadline`, peers and relays in turn: each joins
/// `stress`, sends, and leaves, then sends again through its disconnected outbox, which must reach
/// nobody. Every third peer goes away without leaving instead. Returns how many visitors came,
/// and how many were not members right after their `join` returned or still members right after
/// their `leave` returned.
func visit(_ stress: Stress, until deadline: Deadline, _ registry: StreamRegistry) -> (Int, Int) {
    var stream = registry.open(.exact)
    var (visitors, misplaced) = (0, 0)
    repeat {
        visitors += 1
        let visitor: any StressVisitor = visitors.isMultiple(of: 2) ? Relay() : Peer()
        visitor.join(stress)
        if !visitor.isMember(of: stress) { misplaced += 1 }
        visitor.send(stream.next())
        if visitor is Peer, visitors.isMultiple(of: 3) { continue }
        visitor.leave(stress)
        if visitor.isMember(of: stress) { misplaced += 1 }
        visitor.send(stream.forbidden())
    } while !deadline.hasPassed && visitors < StressRun.actionLimit
    registry.close(stream)
    return (visitors, misplaced)
}

/// A peer and a relay that one thread joins and leaves over and over while another sends
/// through them: each of their sends reaches each other colleague once or not at all, never
/// themselves, though a send may read the outbox between a `leave` and a `join`.
final class Cycler: Sendable {
    private let peer: Peer
    private let relay: Relay
    private let logs = (peer: StreamLog(), relay: StreamLog())
    /// The streams sent through the peer and the relay.
    let streams: (peer: SendStream, relay: SendStream)

    /// Makes a cycler whose colleagues are not members yet, with streams that `registry` numbers.
    init(in registry: StreamRegistry) {
        peer = Peer(hearing: logs.peer.record)
        relay = Relay(hearing: logs.relay.record)
        streams = (registry.open(.atMostOnce), registry.open(.atMostOnce))
    }

    /// Joins and leaves the peer and the relay until `deadline`; they are out when it returns.
    func cycle(in stress: Stress, until deadline: Deadline) {
        var cycles = 0
        repeat {
            cycles += 1
            stress.join(peer)
            stress.join(relay)
            stress.leave(peer)
            stress.leave(relay)
        } while !deadline.hasPassed && cycles < StressRun.actionLimit
    }

    /// Sends the streams through the peer and the relay until `deadline`.
    func send(until deadline: Deadline, _ registry: StreamRegistry) {
        var (peerStream, relayStream) = streams
        repeat {
            peer.mediator.signal(peerStream.next())
            relay.mediator.signal(relayStream.next())
        } while !deadline.hasPassed && peerStream.sent < StressRun.actionLimit
        registry.close(peerStream)
        registry.close(relayStream)
    }

    /// What is wrong with what the peer and the relay heard: any of their own sends, a send
    /// that had to reach nobody, or another's send twice or out of order.
    func problems(in registry: StreamRegistry) -> [String] {
        registry.problems(
            of: logs.peer, named: "cycled peer", own: [streams.peer.id], stayed: false)
            + registry.problems(
                of: logs.relay, named: "cycled relay", own: [streams.relay.id], stayed: false)
    }
}
