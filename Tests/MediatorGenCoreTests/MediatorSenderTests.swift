import Testing

@testable import MediatorGenCore

/// Events `from mediator` (docs/Language.md, "The mediator sends"): what the validator accepts
/// and reports, and the method the mediator gets for them.
@Suite struct MediatorSenderTests {
    @Test func anEventFromTheMediatorReachesItsReceiversAndCountsForThem() throws {
        let (model, diagnostics) = validate(
            """
            mediator M {
                colleague Bar
                colleague View
                event searched() from Bar to mediator then show
                event show() from mediator to others
            }
            """)
        // Without `from mediator`, View would neither send nor receive anything.
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let show = try #require(model.mediators.first?.events.last)
        #expect(show.isSentByMediator && !show.isSentFromOutside && show.senders.isEmpty)
        // `others` from the mediator leaves no colleague out, so nothing is checked at a send.
        #expect(
            show.receivers == [
                .colleague(0, excludingSender: false), .colleague(1, excludingSender: false),
            ])
    }

    @Test func theMediatorCannotSendToItself() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    event e() -> Int from A, mediator to mediator\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "event 'e' is sent by the mediator to itself; a reaction can call the other "
                    + "directly, so remove 'mediator' after 'from' or after 'to'"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(3, 30)])
    }

    @Test(arguments: ["mediator", "A, mediator"])
    func aRequestItSendsIsNotOfferedToItAsHandler(senders: String) {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    colleague B\n"
                + "    event q() -> Int from \(senders) to all\n}")
        // Routing it `to mediator` would be an error too: the mediator cannot send to itself.
        #expect(
            errors(diagnostics).map(\.message) == [
                "event 'q' returns 'Int', so exactly one handler must answer it: route it to one "
                    + "single colleague"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(4, 11)])
    }

    @Test func aMediatorListedTwiceAsSenderIsAWarning() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    event e() from mediator, mediator to A\n}")
        #expect(warnings(diagnostics).map(\.message) == ["'mediator' is listed twice as a sender"])
        #expect(warnings(diagnostics).map(\.location) == [at(3, 30)])
    }

    @Test func itsMethodCannotTakeTheNameOfAnotherMember() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    event observer() from mediator to A\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "event 'observer' is sent by the mediator, so it becomes a method of the "
                    + "mediator, but that name is taken by the mediator's observer"
            ])
    }

    @Test func theMediatorGetsAMethodThatIsNotPublic() throws {
        try expectGenerated(
            from: """
                public mediator Search {
                    colleague HistoryView
                    event show(_ items: [String]) from mediator to HistoryView
                    event clear() from mediator, outside to HistoryView
                }
                """,
            toContain: """
                    func show(_ items: [String]) {
                        #sourceLocation()
                        dispatchShow(items, from: MediatorSender.mediator)
                    }

                    public func clear() {
                        dispatchClear(from: MediatorSender.outside)
                    }
                """)
    }
}
