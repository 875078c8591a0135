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
}
