import Foundation
import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Replayable logs": how a `codable` mediator's log is written as JSON and read
// back, and the errors of reading one it cannot hold.

@Suite struct MediatorLogTests {
    @Test func aLogIsWrittenAsJSONWithTheMediatorEachSenderAndEachEventByName() throws {
        let session = CartSession()
        session.shelf.mediator.added(apple, count: 2)
        session.cart.checkedOut(at: checkout, codes: ["A1"])

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(session.recorder.log), as: UTF8.self)

        #expect(
            json
                == #"{"mediator":"Cart","records":["#
                + #"{"event":{"added":{"count":2,"item":{"name":"apple","price":0.5}}},"sender":"Shelf"},"#
                + #"{"event":{"changed":{"note":"from fruit","total":1}},"sender":"mediator"},"#
                + #"{"event":{"checkedOut":{"at":800000000,"codes":["A1"]}},"sender":"outside"}]}"#)
        #expect(try roundTrip(session.recorder.log) == session.recorder.log)
    }

    @Test func anEventWithoutAPayloadAndAnOptionalThatIsNilRoundTrip() throws {
        let log = MediatorLog<Cart.Event>([
            .init(.itemCount, from: "Catalog"),
            .init(.changed(total: 0, note: nil), from: "mediator"),
        ])
        #expect(try roundTrip(log) == log)
    }

    @Test func anEventTheMediatorHasNotIsADecodingErrorThatNamesIt() throws {
        let json = #"{"mediator":"Cart","records":[{"sender":"Catalog","event":{"removed":{}}}]}"#
        do {
            _ = try JSONDecoder().decode(MediatorLog<Cart.Event>.self, from: Data(json.utf8))
            Issue.record("the log was read")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasPrefix("Cart has no event 'removed':"))
            #expect(
                context.codingPath.map(\.stringValue) == ["records", "Index 0", "event", "removed"])
        }
    }

    @Test func anEventWithTwoNamesIsADecodingError() throws {
        let json = #"{"mediator":"Cart","records":[{"sender":"Catalog","event":{"a":{},"b":{}}}]}"#
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(MediatorLog<Cart.Event>.self, from: Data(json.utf8))
        }
    }

    @Test func aLogOfAnotherMediatorIsADecodingErrorThatNamesBoth() throws {
        let json = #"{"mediator":"Cart","records":[]}"#
        do {
            _ = try JSONDecoder().decode(MediatorLog<MainCart.Event>.self, from: Data(json.utf8))
            Issue.record("the log was read")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(
                context.debugDescription
                    == "This is a log of Cart, not of MainCart: read it as a MediatorLog<Cart.Event>, "
                    + "and replay it with a Cart")
        }
    }

    @Test func aTypeOfTheMediatorsOwnAndAnOptionalMissingFromAnOlderLogAreRead() throws {
        let json = #"""
            {"mediator": "Cart", "records": [
                {"sender": "outside", "event": {"couponApplied": {"coupon": {"code": "X1"}}}},
                {"sender": "mediator", "event": {"changed": {"total": 2}}}
            ]}
            """#
        let log = try JSONDecoder().decode(MediatorLog<Cart.Event>.self, from: Data(json.utf8))
        #expect(
            log.records.map(\.event) == [
                .couponApplied(Cart.Coupon(code: "X1")), .changed(total: 2, note: nil),
            ])
        let replay = CartSession()
        try replay.cart.replay(log)
        #expect(replay.summary.received == ["coupon X1"])
    }
}
