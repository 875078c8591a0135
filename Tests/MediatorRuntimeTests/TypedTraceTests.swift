@_spi(Generated) import MediatorRuntime
import Testing

/// What a mediator's payloads may be, each described by traces as `String(describing:)` does.
private final class Item: CustomStringConvertible {
    var description: String { "item #7" }
}

private struct Failure: Error {}

/// A structure and a class that do not describe themselves.
private struct Point {
    var x: Int
    var y: Int
}

private final class Plain {}

/// The `Event` enum a generated mediator would declare for such payloads.
private enum Traced: MediatorEvent {
    case tick
    case one(Int?)
    case labelled(to: Item)
    case pair((Int, String))
    case labelledPair(at: (x: Int, y: Int))
    case several(String, at: Int?, Any.Type, done: () -> Void)
    case failed(any Error)
    case count(of: Int?)
    case underscored(_x: Int)
    case mixed(Int, pair: (Int, String), Point)
    case maybePair((Int, Int)?)
    case plain(Plain)
    case closure(() -> Void)
    case anything(Any)
}

/// Another mediator's events.
private enum Other: MediatorEvent {
    case tick
}

/// Keeps the traces and typed events an observer is shown.
private final class Observer: MediatorObserver {
    var traces: [MediatorTrace] = []
    var events: [Traced] = []

    func mediatorWillDispatch(_ trace: MediatorTrace) {
        traces.append(trace)
    }

    func mediatorWillDispatch<Event: MediatorEvent>(_ event: Event, _ trace: MediatorTrace) {
        if let event = event as? Traced { events.append(event) }
        mediatorWillDispatch(trace)
    }
}

/// An observer of traces only, as observers were written before typed events.
private final class TraceObserver: MediatorObserver {
    var lines: [String] = []

    func mediatorWillDispatch(_ trace: MediatorTrace) {
        lines.append(trace.description)
    }
}

/// A mediator for the links to point at.
private final class Host: Sendable {}

/// A generated dispatch hands its link the event as a case of the mediator's `Event` enum; the
/// link shows the observer that case and a trace that describes its payload argument by
/// argument, as traces always have.
@Suite struct TypedTraceTests {
    /// Shows `event` through a link to an observer and returns the trace it got.
    private func trace(_ event: Traced, _ name: StaticString) -> MediatorTrace? {
        let link = MediatorLink<Host>()
        let observer = Observer()
        link.observer = observer
        link.show(event, name, .outside, "A, [B], mediator")
        #expect(observer.events.count == 1)
        return observer.traces.first
    }

    @Test func eachPayloadArgumentIsDescribedAsStringDescribingDescribesIt() {
        let item = Item()
        let plain = Plain()
        let done: () -> Void = {}
        let cases: [(Traced, StaticString, [String])] = [
            (.tick, "tick()", []),
            (.one(nil), "one(_:)", [String(describing: Int?.none)]),
            (.one(3), "one(_:)", [String(describing: Int?.some(3))]),
            (.labelled(to: item), "labelled(to:)", [String(describing: item)]),
            (.pair((1, "a")), "pair(_:)", [String(describing: (1, "a"))]),
            (
                .labelledPair(at: (x: 1, y: 2)), "labelledPair(at:)",
                [String(describing: (x: 1, y: 2))]
            ),
            (
                .several("a \"b\"", at: nil, Int.self, done: done), "several(_:at:_:done:)",
                [
                    String(describing: "a \"b\""), String(describing: Int?.none),
                    String(describing: Int.self), String(describing: done),
                ]
            ),
            (.failed(Failure()), "failed(_:)", [String(describing: Failure())]),
            (.count(of: nil), "count(of:)", [String(describing: Int?.none)]),
            (.count(of: 4), "count(of:)", [String(describing: Int?.some(4))]),
            (.underscored(_x: 5), "underscored(_x:)", ["5"]),
            (
                .mixed(1, pair: (2, "b"), Point(x: 3, y: 4)), "mixed(_:pair:_:)",
                [
                    "1", String(describing: (2, "b")),
                    String(describing: Point(x: 3, y: 4)),
                ]
            ),
            (.maybePair((1, 2)), "maybePair(_:)", [String(describing: (Int, Int)?.some((1, 2)))]),
            (.maybePair(nil), "maybePair(_:)", [String(describing: (Int, Int)?.none)]),
            (.plain(plain), "plain(_:)", [String(describing: plain)]),
            (.closure(done), "closure(_:)", [String(describing: done)]),
            (.anything((1, "a")), "anything(_:)", [String(describing: (1, "a"))]),
            (.anything(Int?.some(3) as Any), "anything(_:)", [String(describing: Int?.some(3))]),
        ]
        for (event, name, payload) in cases {
            let shown = trace(event, name)
            #expect(shown?.payload == payload, "\(name)")
            #expect("\(shown?.event ?? "")" == "\(name)")
        }
        #expect(
            trace(.one(3), "one(_:)")?.description
                == "Host: outside sent one(_:) [Optional(3)] to A, [B], mediator")
        #expect(trace(.labelled(to: item), "labelled(to:)")?.payload == ["item #7"])
        #expect(
            trace(.mixed(1, pair: (2, "b"), Point(x: 3, y: 4)), "mixed(_:pair:_:)")?.payload
                == ["1", "(2, \"b\")", "Point(x: 3, y: 4)"])
        #expect(trace(.maybePair((1, 2)), "maybePair(_:)")?.payload == ["Optional((1, 2))"])
    }

    @Test func anObserverOfTracesAloneSeesEveryEventAsATrace() {
        let link = MediatorLink<Host>()
        let observer = TraceObserver()
        link.observer = observer
        link.show(Traced.one(1), "one(_:)", .mediator, "A")
        #expect(observer.lines == ["Host: mediator sent one(_:) [Optional(1)] to A"])
    }

    @Test func aRecorderKeepsItsMediatorsEventsInOrderWithTheirSenders() {
        let link = MediatorLink<Host>()
        let recorder = MediatorRecorder<Traced>()
        link.observer = recorder
        let colleague = Host()
        link.show(Traced.tick, "tick()", MediatorSender("Clock", colleague), "A")
        link.show(Other.tick, "tick()", .outside, "A")
        link.show(Traced.one(2), "one(_:)", .outside, "A")
        link.show(Traced.tick, "tick()", .mediator, "A")

        // Another mediator's events are not this recorder's.
        #expect(recorder.events == [.tick, .one(2), .tick])
        #expect(recorder.records.map(\.sender) == ["Clock", "outside", "mediator"])
        #expect(recorder.records.first == MediatorRecorder.Record(.tick, from: "Clock"))
        recorder.removeAll()
        #expect(recorder.events.isEmpty)
    }

    @Test func aRecorderOfSendableEventsRecordsFromAnyThread() async {
        let link = SendableMediatorLink<Host>()
        let recorder = MediatorRecorder<Other>()
        link.observer = recorder
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask { link.show(Other.tick, "tick()", .outside, "A") }
            }
        }
        #expect(recorder.events.count == 100)
        #expect(recorder.records.allSatisfy { $0.sender == "outside" && $0.event == .tick })
    }
}
