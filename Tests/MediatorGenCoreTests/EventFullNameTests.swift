import TestSupport
import Testing

@testable import MediatorGenCore

// Events told apart as Swift tells functions apart, by base name and labels
// (docs/Language.md, "Events that share a base name"): their case names, how `then` names them,
// and the mistakes a spec can make with them, each reported at its line with the fix.

/// A mediator with colleague `A`, whose body goes on with `lines`.
private func mediator(_ lines: String...) -> String {
    "mediator M {\n    colleague A\n" + lines.map { "    " + $0 + "\n" }.joined() + "}"
}

@Suite struct EventFullNameTests {
    @Test func eventsThatShareABaseNameAreCasesNamedAfterTheirLabels() throws {
        let (model, diagnostics) = validate(
            mediator(
                "event paymentSheet(_ s: Int, didCreatePayment p: Int) from A to mediator",
                "event paymentSheet(_ s: Int, didFinishWith status: Int) from A to mediator",
                "event send(offer: String) from A to mediator",
                "event send(_ answer: String) from A to mediator",
                "event closed() from A to mediator"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let events = try #require(model.mediators.first).events
        #expect(
            events.map(\.caseName.text) == [
                "paymentSheetDidCreatePayment", "paymentSheetDidFinishWith", "sendOffer", "send",
                "closed",
            ])
        #expect(events.map(\.sharesBaseName) == [true, true, true, true, false])
        #expect(events.map(\.spelledName).last == "closed")
        #expect(events.first?.spelledName == "paymentSheet(_:didCreatePayment:)")
    }

    @Test func twoEventsThatWouldBeOneCaseAreReportedAtTheSecond() {
        let (_, diagnostics) = validate(
            mediator(
                "event send(_ answer: String) from A to mediator",
                "event send() from A to mediator"))
        #expect(
            diagnostics.map(\.message) == [
                "event 'send()' would be case 'send' of the 'Event' enum, which event 'send(_:)' "
                    + "at line 3 is already; an event that shares its base name is a case named "
                    + "after its base name and labels: rename one of them"
            ])
        #expect(diagnostics.map(\.location) == [at(4, 11)])
    }

    @Test func aCaseNamedLikeAnotherEventIsReported() {
        let (_, diagnostics) = validate(
            mediator(
                "event sendOffer() from A to mediator",
                "event send(offer: String) from A to mediator",
                "event send(answer: String) from A to mediator"))
        #expect(
            diagnostics.map(\.message) == [
                "event 'send(offer:)' would be case 'sendOffer' of the 'Event' enum, which event "
                    + "'sendOffer' at line 3 is already; an event that shares its base name is a "
                    + "case named after its base name and labels: rename one of them"
            ])
        #expect(diagnostics.map(\.location.line) == [4])
    }

    @Test func aParameterWhoseNameIsReportedStillGivesItsLabelToTheCaseName() {
        // `self` cannot name a parameter; the events differ in labels all the same.
        let (_, diagnostics) = validate(
            mediator(
                "event send(offer self: String) from A to mediator",
                "event send(_ answer: String) from A to mediator"))
        #expect(
            diagnostics.map(\.message) == [
                "'self' cannot name a parameter: generated code needs it for the instance and "
                    + "its type; choose another name"
            ])
    }

    @Test func aCodableMediatorsCaseCannotTakeANameItsLogsUse() {
        let (_, diagnostics) = validate(
            "codable "
                + mediator(
                    "event decode(case c: Int) from A to mediator",
                    "event decode(value v: Int) from A to mediator"))
        #expect(
            diagnostics.map(\.message) == [
                "event 'decode(case:)' of codable mediator 'M' would be a case of its 'Event' "
                    + "enum named like a member of 'Event' that logs use; rename the event"
            ])
    }

    @Test func thenNamesAnEventByItsFullName() throws {
        let (model, diagnostics) = validate(
            mediator(
                "event pay(amount: Int) from A to mediator then pay(refund:)",
                "event pay(refund: Int) from A to mediator then closed",
                "event closed() from A to mediator",
                "when connected then pay(amount:), closed()"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let mediator = try #require(model.mediators.first)
        #expect(mediator.events.map(\.followUps) == [[1], [2], []])
        #expect(mediator.whenConnected?.followUps == [0, 2])
    }

    @Test func aBareNameThatEventsShareIsAnErrorThatListsTheirFullNames() {
        let (_, diagnostics) = validate(
            mediator(
                "event pay(amount: Int) from A to mediator",
                "event pay(refund: Int) from A to mediator",
                "event closed() from A to mediator then pay"))
        #expect(
            diagnostics.map(\.message) == [
                "'pay' after 'then' names 2 events, which share that base name: write the full "
                    + "name of the one you mean, 'pay(amount:)' or 'pay(refund:)'"
            ])
        #expect(diagnostics.map(\.location) == [at(5, 44)])
    }

    @Test func anUnknownFullNameIsReportedWithTheClosestOne() {
        let (_, diagnostics) = validate(
            mediator(
                "event pay(amount: Int) from A to mediator then pay(refnd:)",
                "event pay(refund: Int) from A to mediator"))
        #expect(
            diagnostics.map(\.message) == [
                "unknown event 'pay(refnd:)' after 'then'; did you mean 'pay(refund:)'?"
            ])
        #expect(diagnostics.map(\.location) == [at(3, 52)])
    }

    @Test func aCycleNamesItsEventsByTheirFullNamesWhereTheyShareABaseName() {
        let (_, diagnostics) = validate(
            mediator(
                "event pay(amount: Int) from A to mediator then pay(refund:)",
                "event pay(refund: Int) from A to mediator then pay(amount:)"))
        #expect(
            diagnostics.map(\.message) == [
                "reactions may form a cycle: pay(amount:) -> pay(refund:) -> pay(amount:); "
                    + "handling these events could send them again without end"
            ])
    }

    @Test func messagesNameAnEventThatSharesItsBaseNameByItsFullName() {
        let (_, diagnostics) = validate(
            mediator(
                "event pay(amount: Int) from A to mediator",
                "event pay(refund: Int) from A to mediator concurrently"))
        #expect(
            diagnostics.map(\.message) == [
                "'concurrently' runs the receivers of an async event at once, and event "
                    + "'pay(refund:)' is not async; make it 'async' or remove 'concurrently'"
            ])
    }
}
