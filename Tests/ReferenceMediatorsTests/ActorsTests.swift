@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// Actors as colleagues (Specs/Actors.mediator): they hear `async` events in a mediator on no
/// actor and in a `nonisolated` one, and send through their outboxes in the `nonisolated` one.
@Suite struct ActorsTests {
    @Test func actorsHearTheEventsOfAMediatorOnNoActor() async {
        let (clerk, vault) = (StockClerk(), StockVault())
        let stockroom = Stockroom(stockClerk: clerk, stockVault: vault)
        let copiers = [StockCopier(), StockCopier()]
        for copier in copiers { stockroom.join(copier) }

        await clerk.mediator.store("first")
        let counter = StockCounter()
        stockroom.stockCounter = counter
        await clerk.mediator.store("second")

        #expect(await vault.texts == ["first", "second"])
        #expect(await counter.count == 1)
        for copier in copiers {
            #expect(await copier.copies == ["first", "second"])
        }
        #expect(await clerk.mediator.stored() == 2)
        withExtendedLifetime(stockroom) {}
    }

    @Test func aWeaklyHeldActorThatIsGoneHearsNothing() async {
        let (clerk, vault) = (StockClerk(), StockVault())
        let stockroom = Stockroom(stockClerk: clerk, stockVault: vault)
        var counter: StockCounter? = StockCounter()
        stockroom.stockCounter = counter
        counter = nil

        await clerk.mediator.store("text")

        #expect(stockroom.stockCounter == nil)
        #expect(await vault.texts == ["text"])
    }

    @Test func actorsSendThroughTheOutboxesOfANonisolatedMediator() async {
        let (broker, ledger) = (Broker(), Ledger())
        let exchange = Exchange(broker: broker, ledger: ledger)
        let traders = ["ann", "bob", "cy"].map { Trader(name: $0) }
        for trader in traders { exchange.join(trader) }
        let recorder = MediatorRecorder<Exchange.Event>()
        exchange.observer = recorder

        // From a task on no actor, as any thread may send.
        await Task.detached { await broker.mediator.order(5) }.value

        // Each trader filled the order and heard the two others fill it, in any order: one may
        // fill before another has heard the order.
        for trader in traders {
            let others = traders.map(\.name).filter { $0 != trader.name }
            let expected = ["filled 5"] + others.map { "\($0) filled 5" }
            #expect(await trader.lines.sorted() == expected.sorted())
        }
        #expect(await broker.mediator.total() == 15)
        #expect(broker.done.sorted() == ["ann", "bob", "cy"])
        // The order, then from each trader what it filled, before it says it is done.
        let records = recorder.records
        #expect(records.first?.event == .order(5) && records.last?.event == .total)
        for trader in traders {
            let filled = records.firstIndex { $0.event == .filled(5, by: trader.name) }
            let done = records.firstIndex { $0.event == .done(trader.name) }
            #expect(filled != nil && done != nil && filled! < done!)
            #expect(records[filled!].sender == "Trader" && records[done!].sender == "Trader")
        }
        #expect(records.count == 8)
        withExtendedLifetime(exchange) {}
    }
}
