@_spi(Generated) import MediatorRuntime
import Testing

/// The events of the mediators below.
private enum Signal: MediatorEvent {
    case tick
    case said(String, at: Int)
}

/// Keeps the traces it is shown; `Sendable`, so that it can observe a `nonisolated` mediator.
private final class Keeper: MediatorObserver, Sendable {
    private let kept = Locked<[MediatorTrace]>([])

    var traces: [MediatorTrace] { kept.withLock { $0 } }

    func mediatorWillDispatch(_ trace: MediatorTrace) {
        kept.withLock { $0.append(trace) }
    }
}

/// Mediators for the links to point at, named as plain, nested and generic types.
private final class Host: Sendable {}

private enum Outer {
    final class Inner: Sendable {}
}

private final class Box<Value>: Sendable {}

/// The fields of a trace besides its payload: the mediator's name, the event, the sender and
/// the receivers, through both kinds of link.
@Suite struct TraceFieldTests {
    @Test func theReceiversAreTheListSplitAtEachCommaAndSpace() {
        let lists: [(StaticString, [String])] = [
            ("A", ["A"]),
            ("A, [B], mediator", ["A", "[B]", "mediator"]),
            ("", []),
            (
                "Café, [Zoë], Ünïcode_Receiver_With_A_Long_Name",
                ["Café", "[Zoë]", "Ünïcode_Receiver_With_A_Long_Name"]
            ),
        ]
        for (list, receivers) in lists {
            let link = MediatorLink<Host>()
            let keeper = Keeper()
            link.observer = keeper
            link.show(Signal.tick, "tick()", .outside, list)
            #expect(keeper.traces.map(\.receivers) == [receivers], "\(list)")
        }
    }

    @Test func theMediatorIsNamedAsStringDescribingNamesItsType() {
        let keeper = Keeper()
        let host = MediatorLink<Host>()
        let inner = MediatorLink<Outer.Inner>()
        let box = MediatorLink<Box<Int>>()
        host.observer = keeper
        inner.observer = keeper
        box.observer = keeper
        host.show(Signal.tick, "tick()", .outside, "A")
        inner.show(Signal.tick, "tick()", .outside, "A")
        box.show(Signal.tick, "tick()", .outside, "A")
        host.show(Signal.tick, "tick()", .outside, "A")
        #expect(keeper.traces.map(\.mediator) == ["Host", "Inner", "Box<Int>", "Host"])
        #expect(
            keeper.traces.map(\.mediator)
                == [
                    String(describing: Host.self), String(describing: Outer.Inner.self),
                    String(describing: Box<Int>.self), String(describing: Host.self),
                ])
    }

    @Test func aLinkTracesAlikeAfterItsObserverIsReplaced() {
        let link = MediatorLink<Host>()
        let first = Keeper()
        let second = Keeper()
        link.observer = first
        link.show(Signal.said("hi", at: 1), "said(_:at:)", .outside, "A, [B]")
        link.observer = nil
        link.show(Signal.tick, "tick()", .outside, "A")
        link.observer = second
        link.show(Signal.said("hi", at: 1), "said(_:at:)", .outside, "A, [B]")
        #expect(
            first.traces.map(\.description) == ["Host: outside sent said(_:at:) [hi, 1] to A, [B]"])
        #expect(second.traces.map(\.description) == first.traces.map(\.description))
    }

    @Test func aSendableLinkTracesAsALinkDoes() {
        let link = SendableMediatorLink<Box<String>>()
        let keeper = Keeper()
        link.show(Signal.tick, "tick()", .outside, "A")
        link.observer = keeper
        let colleague = Host()
        link.show(
            Signal.said("hi", at: 2), "said(_:at:)", MediatorSender("Member", colleague),
            "[Member], Logger")
        link.observer = nil
        link.show(Signal.tick, "tick()", .outside, "A")
        link.observer = keeper
        link.show(Signal.tick, "tick()", .mediator, "Logger")

        let traces = keeper.traces
        #expect(
            traces.map(\.description) == [
                "Box<String>: Member sent said(_:at:) [hi, 2] to [Member], Logger",
                "Box<String>: mediator sent tick() to Logger",
            ])
        #expect(traces.first?.receivers == ["[Member]", "Logger"])
        #expect(traces.first?.payload == ["hi", "2"])
        #expect(traces.first?.sender == "Member")
        #expect(traces.first?.event == "said(_:at:)")
    }

    @Test func aTraceDescribesThePayloadAsItIsWhenRead() {
        final class Counter: CustomStringConvertible, @unchecked Sendable {
            var count = 0
            var description: String { "count \(count)" }
        }
        enum Counted: MediatorEvent {
            case counted(Counter)
        }
        let link = MediatorLink<Host>()
        let keeper = Keeper()
        link.observer = keeper
        let counter = Counter()
        link.show(Counted.counted(counter), "counted(_:)", .outside, "A")
        counter.count = 3
        #expect(keeper.traces.map(\.payload) == [["count 3"]])
    }

    @Test func aTraceMadeOfTextKeepsIt() {
        let trace = MediatorTrace(
            mediator: "Shop", event: "added(item:)", sender: "Cart", payload: ["pen"],
            receivers: ["Till", "[Clerk]"])
        #expect(trace.description == "Shop: Cart sent added(item:) [pen] to Till, [Clerk]")
        #expect(
            [trace.mediator, trace.event, trace.sender] == ["Shop", "added(item:)", "Cart"])
    }
}
