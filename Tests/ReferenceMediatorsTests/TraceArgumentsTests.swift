import Foundation
import Testing

@testable import MediatorRuntime
@testable import ReferenceMediators

/// The `traceArguments` that generated `Event` enums list case by case are the text a trace
/// read with `Mirror` before: each argument as `String(describing:)` writes it, labelled or not,
/// optional or not, of the mediator's own types or not.
@Suite struct TraceArgumentsTests {
    static let time = Date(timeIntervalSince1970: 86_400)

    @Test(
        arguments: [
            (Cart.Event.added(Item(name: "tea", price: 2.5), count: 3), "added(_:count:)"),
            (.changed(total: 7.5, note: nil), "changed(total:note:)"),
            (.changed(total: 7.5, note: "gift"), "changed(total:note:)"),
            (.itemCount, "itemCount()"),
            (.checkedOut(at: time, codes: ["A", "B"]), "checkedOut(at:codes:)"),
            (.couponApplied(Cart.Coupon(code: "SPRING")), "couponApplied(_:)"),
        ] as [(Cart.Event, StaticString)])
    func generatedArgumentsAreWhatMirrorReads(event: Cart.Event, name: StaticString) throws {
        let arguments = try #require(event.traceArguments)
        #expect(arguments == MediatorTrace.payload(of: event, named: name))
    }

    @Test func anEventWithoutArgumentsListsNone() {
        let said = ChatRoom.Event.said("hi", at: Self.time)
        #expect(said.traceArguments == ["hi", "\(Self.time)"])
        #expect(ChatRoom.Event.closing.traceArguments == [])
    }

    /// A class instance is described as `String(describing:)` describes it: a Swift class by its
    /// type name, the same in every run; an `NSObject` by its class name and its address, which
    /// differs from run to run; a class that describes itself by its description.
    @MainActor @Test func aClassPayloadIsTracedAsStringDescribingWritesIt() {
        let widget = Widget("clock", transcript: Transcript())
        #expect(Newsroom.Event.pinned(widget).traceArguments == ["ReferenceMediators.Widget"])

        let object = MediatorTrace.payload(of: Shown.shown(NSObject()), named: "shown(_:)")
        #expect(object.count == 1 && object[0].hasPrefix("<NSObject: 0x"))
        let titled = MediatorTrace.payload(of: Shown.shown(Titled()), named: "shown(_:)")
        #expect(titled == ["titled"])
    }
}

/// An event whose payload is any class instance, traced by reading it with `Mirror`.
private enum Shown: MediatorEvent {
    case shown(AnyObject)
}

/// A class that describes itself.
private final class Titled: CustomStringConvertible {
    var description: String { "titled" }
}
