import Foundation
import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Events that share a base name": delegate-style events that differ only in
// their labels reach their receivers as the methods Swift overloads, satisfy a delegate
// protocol's requirements as entry points, and are told apart in `Event` by the case names the
// rule gives them: a test's `switch` matches each, a log keys each by its full name, and a
// replay sends each again. In each isolation mode.

/// What `event` was, as a test reads it with a `switch` over the till's events.
private func described(_ event: Till.Event) -> String {
    switch event {
    case .paymentSheetDidCreatePayment(let sheet, let payment):
        "sheet \(sheet.id) created \(payment.amount) \(payment.currency)"
    case .paymentSheetDidFinishWith(let sheet, let status):
        "sheet \(sheet.id) finished \(status.rawValue)"
    case .totalOf(let payment): "total of \(payment.amount)"
    case .totalIn(let currency): "total in \(currency)"
    case .printPayment(let payment): "print \(payment.amount)"
    case .printStatus(let status): "print \(status.rawValue)"
    }
}

@Suite struct FullNamesTests {
    @Test func aDelegateProtocolsRequirementsAreTheEntryPointsAndATestSwitchesOverTheirCases() {
        let (cashbook, printer) = (Cashbook(), LinePrinter())
        let till = Till(cashbook: cashbook, receiptPrinter: printer)
        let recorder = MediatorRecorder<Till.Event>()
        till.observer = recorder
        let sheet = PaymentSheet(id: 7, delegate: till)

        sheet.pay(12, in: "EUR")
        sheet.cancel()

        #expect(
            recorder.events.map(described) == [
                "sheet 7 created 12 EUR", "sheet 7 finished booked", "sheet 7 finished cancelled",
            ])
        #expect(recorder.records.map(\.sender) == ["outside", "Cashbook", "outside"])
        #expect(cashbook.booked == [Payment(amount: 12, currency: "EUR")])
        #expect(printer.lines == ["sheet 7: booked", "sheet 7: cancelled"])
        #expect(till.finished == ["7 booked by the cashbook", "7 cancelled by the sheet"])
    }

    @Test func requestsAndThrowingEventsThatShareABaseNameReachTheirOwnMethods() throws {
        let (cashbook, printer) = (Cashbook(), LinePrinter())
        let till = Till(cashbook: cashbook, receiptPrinter: printer)
        let payment = Payment(amount: 5, currency: "CHF")

        #expect(cashbook.mediator.total(of: payment) == 5)
        try cashbook.mediator.print(payment: payment)
        try cashbook.mediator.print(status: .booked)
        #expect(cashbook.mediator.total(in: "CHF") == 2)
        printer.hasPaper = false
        #expect(throws: OutOfPaper.self) { try cashbook.mediator.print(status: .cancelled) }
        #expect(printer.lines == ["5 CHF", "booked"])
        withExtendedLifetime(till) {}
    }

    @Test func aLogKeysEachEventByItsFullNameAndAReplaySendsEachAgain() throws {
        let (cashbook, printer) = (Cashbook(), LinePrinter())
        let till = Till(cashbook: cashbook, receiptPrinter: printer)
        let recorder = MediatorRecorder<Till.Event>()
        till.observer = recorder
        let sheet = PaymentSheet(id: 3, delegate: till)
        sheet.pay(4, in: "EUR")
        sheet.cancel()

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(recorder.log), as: UTF8.self)
        #expect(json.contains(#"{"paymentSheet(_:didCreatePayment:)":{"didCreatePayment":"#))
        #expect(json.contains(#"{"paymentSheet(_:didFinishWith:)":{"didFinishWith":"booked""#))
        let log = try roundTrip(recorder.log)
        #expect(log == recorder.log)

        let (replayCashbook, replayPrinter) = (Cashbook(), LinePrinter())
        replayCashbook.closesSheets = false
        let replayed = Till(cashbook: replayCashbook, receiptPrinter: replayPrinter)
        let replayRecorder = MediatorRecorder<Till.Event>()
        replayed.observer = replayRecorder
        try replayed.replay(log)

        // Each event once again, told apart by its case, from its sender.
        #expect(replayRecorder.log == log)
        #expect(replayPrinter.lines == printer.lines)
        #expect(replayed.finished == till.finished)
    }

    @Test func aDoubleAnswersAndFailsEachEventByItsCaseName() throws {
        let printer = Till.ReceiptPrinterDouble()
        let cashbook = Cashbook()
        let till = Till(cashbook: cashbook, receiptPrinter: printer)
        printer.answers.totalOf = 9
        printer.answers.totalIn = 90
        printer.failures.printStatus = OutOfPaper()
        let payment = Payment(amount: 1, currency: "EUR")

        #expect(cashbook.mediator.total(of: payment) == 9)
        #expect(cashbook.mediator.total(in: "EUR") == 90)
        try cashbook.mediator.print(payment: payment)
        #expect(throws: OutOfPaper.self) { try cashbook.mediator.print(status: .booked) }
        #expect(
            printer.receivedEvents == [
                .totalOf(of: payment), .totalIn(in: "EUR"), .printPayment(payment: payment),
                .printStatus(status: .booked),
            ])
        withExtendedLifetime(till) {}
    }

    @MainActor @Test func onTheMainActorWithAsyncRequests() async throws {
        let cashbook = MainCashbook()
        let till = MainTill(mainCashbook: cashbook)
        let recorder = MediatorRecorder<MainTill.Event>()
        till.observer = recorder
        let delegate: any MainPaymentSheetDelegate = till
        let payment = Payment(amount: 8, currency: "EUR")

        delegate.paymentSheet(Sheet(id: 1), didCreatePayment: payment)
        delegate.paymentSheet(Sheet(id: 1), didFinishWith: .booked)
        #expect(await till.total(of: payment) == 8)
        #expect(await till.total(in: "EUR") == 8)

        #expect(cashbook.received == ["1 paid 8", "1 booked"])
        let log = try roundTrip(recorder.log)
        let replayCashbook = MainCashbook()
        try await MainTill(mainCashbook: replayCashbook).replay(log)
        #expect(replayCashbook.received == cashbook.received)
    }

    @Test func onAGlobalActor() async throws {
        let received = try await Task { @GameActor in
            let cashbook = ActorCashbook()
            let till = ActorTill(actorCashbook: cashbook)
            let delegate: any ActorPaymentSheetDelegate = till
            delegate.paymentSheet(Sheet(id: 2), didFinishWith: .cancelled)
            let log = MediatorLog<ActorTill.Event>([
                .init(
                    .paymentSheetDidCreatePayment(
                        Sheet(id: 2),
                        didCreatePayment: Payment(
                            amount: 3, currency: "EUR")), from: "outside")
            ])
            try till.replay(try roundTrip(log))
            return cashbook.received
        }.value
        #expect(received == ["2 cancelled", "2 paid 3"])
    }

    @Test func fromAnyThread() async {
        let cashbook = SharedCashbook()
        let delegate: any SharedPaymentSheetDelegate = SharedTill(sharedCashbook: cashbook)
        await withTaskGroup(of: Void.self) { group in
            for id in 0..<10 {
                group.addTask {
                    delegate.paymentSheet(
                        Sheet(id: id), didCreatePayment: Payment(amount: id, currency: "EUR"))
                }
                group.addTask { delegate.paymentSheet(Sheet(id: id), didFinishWith: .booked) }
            }
        }
        #expect(cashbook.received.count == 20)
        #expect(cashbook.received.filter { $0.hasSuffix("booked") }.count == 10)
    }
}
