import Dispatch
import Foundation
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Replayable logs": a `codable` mediator's recorded log is written as JSON,
// read back, and replayed: each event a colleague or the outside sent is sent again from its
// sender, and the reactions send their follow-ups anew. In each isolation mode; CI runs these
// under ThreadSanitizer too.

@Suite struct ReplayTests {
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
                error.description
                    == "record 1: a Shelf sent 'added', and the reaction learns which one: pass the "
                    + "Shelf to send it as, 'replay(log, shelf: ...)'")
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

    @MainActor @Test func aReactionThatLearnsAWeakColleagueGoneEndsTheReplayWhenItComes()
        async throws
    {
        let log = MediatorLog<MainCart.Event>([
            .init(.added(apple, count: 1), from: "MainCatalog"),
            .init(.added(pear, count: 1), from: "MainSummary"),
        ])
        let cart = MainCart(mainCatalog: MainCatalog(), mainSummary: MainSummary())

        do {
            try await cart.replay(log)
            Issue.record("the replay did not throw")
        } catch let error as MediatorReplayError {
            #expect(
                error.description
                    == "record 1: MainSummary sent 'added', and the reaction learns it, but "
                    + "MainCart holds no MainSummary then: keep the MainSummary given to its init "
                    + "alive while replaying")
        }
        // The colleague is read when its event is sent: what came before was sent.
        #expect(cart.items == [apple])
    }

    @Test func aMediatorsRecordOfAnEventItDoesNotSendIsAnError() throws {
        let log = MediatorLog<Cart.Event>([
            .init(.changed(total: 1, note: nil), from: "mediator"),
            .init(.itemCount, from: "mediator"),
        ])
        let replay = CartSession()

        do {
            try replay.cart.replay(log)
            Issue.record("the replay did not throw")
        } catch let error as MediatorReplayError {
            #expect(error.index == 1)
            #expect(error.reason.hasPrefix("Cart has no event 'itemCount' sent by mediator"))
        }
    }
}
