import Dispatch
import Foundation
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Replayable logs": a `codable` mediator's recorded log is written as JSON,
// read back, and replayed: each event a colleague or the outside sent is sent again from its
// sender, and the reactions send their follow-ups anew. In each isolation mode; CI runs these
// under ThreadSanitizer too.

private let apple = Item(name: "apple", price: 0.5)
private let pear = Item(name: "pear", price: 2)
private let checkout = Date(timeIntervalSinceReferenceDate: 800_000_000)

/// `log` written as JSON and read back.
private func roundTrip<Event>(_ log: MediatorLog<Event>) throws -> MediatorLog<Event> {
    try JSONDecoder().decode(MediatorLog<Event>.self, from: JSONEncoder().encode(log))
}

/// A cart with a catalog, a summary and one shelf, recording what it dispatches.
private struct CartSession {
    let catalog = Catalog()
    let summary = Summary()
    let shelf = Shelf("fruit")
    let cart: Cart
    let recorder = MediatorRecorder<Cart.Event>()

    init() {
        cart = Cart(catalog: catalog, summary: summary)
        cart.join(shelf)
        cart.observer = recorder
    }
}

@Suite struct ReplayTests {
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

    @Test func replayingSendsTheRootEventsAgainAndTheReactionsTheirFollowUps() throws {
        let session = CartSession()
        session.shelf.mediator.added(apple, count: 2)
        session.catalog.mediator.added(pear, count: 1)
        #expect(session.catalog.mediator.itemCount() == 3)
        session.summary.mediator.checkedOut(at: checkout, codes: ["A1", "B2"])
        let log = try roundTrip(session.recorder.log)

        let replay = CartSession()
        try replay.cart.replay(log, shelf: replay.shelf)

        // The same deliveries, in the same order: `changed` came from the reactions again, once.
        #expect(replay.recorder.log == session.recorder.log)
        #expect(replay.cart.items == [apple, apple, pear])
        #expect(replay.summary.received == ["1.0 from fruit", "3.0 -"])
        #expect(replay.shelf.received == ["checked out A1,B2"])
        withExtendedLifetime(session) {}
    }

    @Test func aMemberOfASetSendsOnlyAsTheInstanceTheTestPasses() throws {
        let log = MediatorLog<Cart.Event>([
            .init(.checkedOut(at: checkout, codes: []), from: "Summary")
        ])
        let replay = CartSession()
        let other = Shelf("other")
        replay.cart.join(other)

        try replay.cart.replay(log)

        // `checkedOut` goes to every shelf whoever sent it; the summary sent it as the one the
        // mediator holds.
        #expect(replay.shelf.received.count == 1)
        #expect(other.received.count == 1)
        #expect(replay.recorder.records.map(\.sender) == ["Summary"])
    }

    @Test func aReactionThatMustLearnWhichMemberSentNeedsOneAndNothingIsSentWithout() throws {
        let log = MediatorLog<Cart.Event>([
            .init(.checkedOut(at: checkout, codes: []), from: "outside"),
            .init(.added(apple, count: 1), from: "Shelf"),
        ])
        let replay = CartSession()

        do {
            try replay.cart.replay(log)
            Issue.record("the replay did not throw")
        } catch let error as MediatorReplayError {
            #expect(error.index == 1)
            #expect(
                error.reason.contains("pass replay the member to send it as its 'shelf' argument"))
        }
        #expect(replay.shelf.received.isEmpty)
        #expect(replay.recorder.records.isEmpty)
    }

    @Test func anEventTheSpecDoesNotSendFromThatSenderStopsTheReplayBeforeAnySend() throws {
        let log = MediatorLog<Cart.Event>([
            .init(.itemCount, from: "Catalog"), .init(.itemCount, from: "Summary"),
        ])
        let replay = CartSession()

        do {
            try replay.cart.replay(log)
            Issue.record("the replay did not throw")
        } catch let error as MediatorReplayError {
            #expect(error.index == 1)
            #expect(
                error.description
                    == "record 1: Cart has no event 'itemCount' sent by Summary: the log was "
                    + "written by another version of the spec. Replay it with that version, or "
                    + "leave out the record")
        }
        #expect(replay.recorder.records.isEmpty)
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

    @MainActor @Test func anAsyncMediatorReplaysInOrderAndAReceiversErrorEndsTheReplay()
        async throws
    {
        let catalog = MainCatalog()
        let summary = MainSummary()
        let cart = MainCart(mainCatalog: catalog, mainSummary: summary)
        let recorder = MediatorRecorder<MainCart.Event>()
        cart.observer = recorder
        catalog.mediator.added(apple, count: 1)
        summary.mediator.added(pear, count: 1)
        #expect(try await catalog.mediator.verify(["apple", "pear"]) == true)
        #expect(try await cart.verify(["plum"]) == false)
        let log = try roundTrip(recorder.log)

        let replaySummary = MainSummary()
        let replayed = MainCart(mainCatalog: MainCatalog(), mainSummary: replaySummary)
        let replayRecorder = MediatorRecorder<MainCart.Event>()
        replayed.observer = replayRecorder
        try await replayed.replay(log)

        #expect(replayRecorder.log == log)
        #expect(replaySummary.received == ["0.5", "2.5"])

        // A refused verification after the first addition: the replay ends there.
        var failing = log
        failing.records.insert(.init(.verify([]), from: "outside"), at: 2)
        let thirdSummary = MainSummary()
        let third = MainCart(mainCatalog: MainCatalog(), mainSummary: thirdSummary)
        await #expect(throws: NothingToVerify.self) { try await third.replay(failing) }
        #expect(third.items == [apple])
        withExtendedLifetime((summary, replaySummary, thirdSummary)) {}
    }

    @MainActor @Test func aReactionThatLearnsAnAbsentWeakColleagueNeedsItAttached() async throws {
        let log = MediatorLog<MainCart.Event>([.init(.added(apple, count: 1), from: "MainSummary")])
        let cart = MainCart(mainCatalog: MainCatalog(), mainSummary: MainSummary())

        do {
            try await cart.replay(log)
            Issue.record("the replay did not throw")
        } catch let error as MediatorReplayError {
            #expect(error.reason.contains("MainCart holds no MainSummary now"))
        }
        #expect(cart.items.isEmpty)
    }

    @Test func aGlobalActorMediatorReplaysOnItsActor() async throws {
        let log = MediatorLog<ActorCart.Event>([.init(.added(pear, count: 3), from: "ActorShelf")])
        let received = try await Task { @GameActor in
            let summary = ActorSummary()
            let cart = ActorCart(actorSummary: summary)
            try cart.replay(try roundTrip(log))
            return summary.received
        }.value
        #expect(received == ["3 pear"])
    }

    @Test func aNonisolatedMediatorReplaysFromAnyThread() throws {
        let catalog = SharedCatalog()
        let shelf = SharedShelf("fruit")
        let cart = SharedCart(sharedCatalog: catalog)
        cart.join(shelf)
        let log = try roundTrip(
            MediatorLog<SharedCart.Event>([
                .init(.added(apple, count: 2), from: "SharedShelf"),
                .init(.changed(total: 1), from: "mediator"),
                .init(.added(pear, count: 1), from: "outside"),
                .init(.changed(total: 3), from: "mediator"),
            ]))
        let recorder = MediatorRecorder<SharedCart.Event>()
        cart.observer = recorder

        let queue = DispatchQueue(label: "replay")
        try queue.sync { try cart.replay(log, sharedShelf: shelf) }

        #expect(catalog.received == [1, 3])
        #expect(recorder.log == log)
        #expect(cart.items.withLock { $0 } == [apple, apple, pear])
    }
}
