import Testing

@testable import MediatorGenCore

/// Behaviors and delivery clauses (docs/Language.md, "Behaviors around receivers"): parsed,
/// checked, and generated only where a spec asks for them.
@Suite struct BehaviorSyntaxTests {
    @Test func behaviorsAndDeliveryClausesParse() throws {
        let mediator = try parseMediator(
            """
            mediator M {
                colleague A
                /// Logs.
                behavior around delivery
                behavior around dispatch
                event e() async throws from A to A concurrently collecting errors then f
                event f() throws from A to A collecting errors
                event g() async from A to A
            }
            """)
        #expect(mediator.behaviors.map(\.kind) == [.delivery, .dispatch])
        #expect(mediator.behaviors.map(\.location) == [at(4, 5), at(5, 5)])
        #expect(mediator.behaviors.first?.documentation == ["Logs."])
        #expect(mediator.events.map { $0.concurrently != nil } == [true, false, false])
        #expect(mediator.events.map { $0.collectingErrors != nil } == [true, true, false])
        #expect(mediator.events[0].concurrently == at(6, 40))
        #expect(mediator.events[0].followUps.map(\.text) == ["f"])
    }

    @Test(arguments: [
        ("behavior delivery", "expected 'around' after 'behavior', found 'delivery'", 3, 14),
        (
            "behavior around each",
            "expected 'delivery' or 'dispatch' after 'around', found 'each'", 3, 21
        ),
        (
            "event e() throws from A to A collecting",
            "expected 'errors' after 'collecting', found '}'", 4, 1
        ),
        (
            "event e() async from A to A concurrently concurrently",
            "'concurrently' is written twice for event 'e'; once is enough", 3, 46
        ),
    ])
    func malformedBehaviorsAndClausesAreErrors(
        declaration: String, message: String, line: Int, column: Int
    ) {
        let (_, diagnostics) = parse("mediator M {\n    colleague A\n    \(declaration)\n}")
        #expect(errors(diagnostics).map(\.message) == [message])
        #expect(errors(diagnostics).map(\.location) == [at(line, column)])
    }

    @Test func clausesThatCannotApplyAreErrorsWithAFix() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague A
                event e() from A to A concurrently
                event f() async -> Int from A to A concurrently
                event g() async from A to A concurrently
                event h() from A to A collecting errors
                event i() throws -> Int from A to A collecting errors
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "'concurrently' runs the receivers of an async event at once, and event 'e' is "
                    + "not async; make it 'async' or remove 'concurrently'",
                "request 'f' has one handler, so it cannot be delivered 'concurrently'; remove "
                    + "'concurrently'",
                "'concurrently' runs each receiver of event 'g' in a task of its own, with which "
                    + "mediator 'M' cannot be shared: declare it on a global actor ('@MainActor') "
                    + "or 'nonisolated', or remove 'concurrently'",
                "'collecting errors' gathers what the receivers of a throwing event throw, and "
                    + "event 'h' does not throw; make it 'throws' or remove 'collecting errors'",
                "request 'i' has one handler, whose error is thrown as it is; remove "
                    + "'collecting errors'",
            ])
        #expect(
            errors(diagnostics).map(\.location) == [
                at(3, 27), at(4, 40), at(5, 33), at(6, 27), at(7, 41),
            ])
    }

    @Test func aBehaviorDeclaredTwiceOrClashingWithAMemberIsAnError() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague A as aroundDispatch
                colleague Behaviors
                behavior around delivery
                behavior around dispatch
                behavior around delivery
                event e() from A to Behaviors
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "'behavior around delivery' is declared twice in mediator 'M', first at line 4; "
                    + "remove one of them",
                "colleague 'A' would be stored in property 'aroundDispatch', a name "
                    + "'behavior around dispatch' already uses; name the property with 'as', as "
                    + "in 'colleague A as other'",
                "colleague 'Behaviors' has the name of the protocol of the mediator's behaviors "
                    + "in mediator 'M'; rename one of them",
            ])
        #expect(errors(diagnostics).map(\.location) == [at(6, 5), at(2, 15), at(3, 15)])
    }

    @Test func withoutBehaviorsNothingIsGeneratedForThem() throws {
        try expectGenerated(
            from: """
                mediator M {
                    colleague A
                    event e() throws from A to A
                }
                """,
            toContain: """
                    private func dispatchE(from sender: MediatorSender) throws {
                        let scope = link.show(Event.e, "e()", sender, "A")
                        if scope.isMediatorAlive { try (self.a as any AColleague).e() }
                    }
                """)
    }

    @Test func theBehaviorsProtocolAsksForWhatTheEventsNeed() throws {
        try expectGenerated(
            from: """
                mediator M {
                    colleague A
                    behavior around delivery
                    event e() async from A to A
                }
                """,
            toContain: """
                    protocol Behaviors: AnyObject {
                        #sourceLocation(file:"t.mediator",line:2)
                        /// Runs around each delivery of an async event; calls `deliver` once.
                        func aroundDelivery<Result>(
                            _ delivery: MediatorDelivery,
                            _ deliver: () async throws -> Result
                        ) async rethrows -> Result
                    }
                """,
            """
            #sourceLocation(file:"t.mediator",line:1)
            extension M: M.Behaviors {}
            """)
    }
}
