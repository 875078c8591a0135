import Testing

@testable import MediatorGenCore

/// The errors of `spec`, each with its message and where it is reported.
private func located(_ spec: String) -> [Diagnostic] {
    errors(validate(spec).diagnostics)
}

/// Several slots of one colleague type, each named with `as`: what the validator reports, with
/// the fix, at the line and column of the construct that caused it.
@Suite struct SlotsValidationTests {
    @Test func theReferenceSpecIsValid() throws {
        let (_, diagnostics) = validate(try ReferenceSpecs.file("Slots.mediator"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func slotsOfEachKindAndRouteAreValid() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague any Page as first
                weak colleague any Page? as second
                colleague Fencer as home outbox homeBox
                colleague Fencer as away outbox awayBox
                var shown: PageSlot? = .first
                event a(_ slot: FencerSlot) from outside to Fencer[slot]
                event b() from Page to Page[shown], Fencer
                event c() from home to away
                event d() from Fencer to mediator with sender
                event e() -> Int from outside to first
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func anUnnamedSlotIsReported() {
        let found = located("mediator M {\n    colleague A as first\n    colleague A\n}")
        #expect(
            found.map(\.message) == [
                "'A' fills several slots, so each is named with 'as', which names its property, "
                    + "its case in sender types and its case of 'ASlot', as in 'colleague A as "
                    + "first'"
            ])
        #expect(found.map(\.location) == [at(3, 15)])
    }

    @Test func aSetAmongTheSlotsIsReported() {
        let found = located("mediator M {\n    colleague A as first\n    colleague [A] as all\n}")
        #expect(
            found.map(\.message) == [
                "'A' fills several slots, and a set cannot be one of them: a set holds any "
                    + "number of 'A' already; declare one set, or one-instance slots, each named "
                    + "with 'as', as in 'colleague A as first'"
            ])
        #expect(found.map(\.location) == [at(3, 16)])
    }

    @Test func anyOnOneSlotOnlyIsReported() {
        let found = located(
            "mediator M {\n    colleague any P as first\n    colleague P as second\n}")
        #expect(
            found.map(\.message) == [
                "'P' is written 'any P' in one of its slots and 'P' in another; write it the "
                    + "same way in each"
            ])
        #expect(found.map(\.location) == [at(3, 15)])
    }

    @Test func outboxesPartlySharedAreReported() {
        let found = located(
            """
            mediator M {
                colleague A as a outbox box
                colleague A as b outbox box
                colleague A as c outbox other
            }
            """)
        #expect(
            found.map(\.message) == [
                "the slots of 'A' share one outbox property or each name one of their own, but "
                    + "'b' and 'a' both keep it in 'box' while another slot does not; name a "
                    + "different 'outbox' for each slot, or the same for all"
            ])
        #expect(found.map(\.location) == [at(3, 15)])
    }

    @Test func oneSlotCannotSendThroughASharedOutbox() {
        let found = located(
            "mediator M {\n    colleague A as one\n    colleague A as two\n    colleague B\n"
                + "    event e() from one to B\n}")
        #expect(
            found.map(\.message) == [
                "'one' is one slot of 'A', whose slots share one outbox, so each could send what "
                    + "one sends: write 'from A', or give each slot an outbox of its own, as in "
                    + "'colleague A as one outbox oneOutbox'"
            ])
        #expect(found.map(\.location) == [at(5, 20)])
    }

    @Test func withSenderNeedsOutboxesOfTheirOwn() {
        let found = located(
            "mediator M {\n    colleague any A as a\n    colleague any A as b\n"
                + "    event e() from A to mediator with sender\n}")
        #expect(
            found.map(\.message) == [
                "'with sender' tells the reaction which slot of 'A' sent event 'e', but its "
                    + "slots share one outbox, which cannot tell; give each slot an outbox of "
                    + "its own, as in 'colleague any A as a outbox aOutbox'"
            ])
        #expect(found.map(\.location) == [at(4, 34)])
    }

    @Test func aRequestToEverySlotIsReportedWithOneSlotAsTheFix() {
        let found = located(
            "mediator M {\n    colleague A as one\n    colleague A as two\n    colleague B\n"
                + "    event e() -> Int from B to A\n}")
        #expect(
            found.map(\.message) == [
                "event 'e' returns 'Int', so exactly one handler must answer it: route it to "
                    + "one slot by its name, as in 'to one'"
            ])
        #expect(found.map(\.location) == [at(5, 11)])
    }

    @Test func aRequestToAPickedSlotIsReportedWithTheMediatorAsTheFix() {
        let found = located(
            "mediator M {\n    colleague A as one\n    colleague A as two\n    colleague B\n"
                + "    event e(_ slot: ASlot) -> Int from B to A[slot]\n}")
        #expect(
            found.map(\.message) == [
                "event 'e' returns 'Int', so exactly one handler must answer it: the slot a "
                    + "value picks is known only when it is sent, so route it to 'mediator', "
                    + "whose reaction asks the slot picked"
            ])
        #expect(found.map(\.location) == [at(5, 11)])
    }

    @Test func firstBeforeAPickedSlotIsReported() {
        let found = located(
            "mediator M {\n    colleague A as a\n    colleague A as b\n"
                + "    event e(_ slot: ASlot) from outside to first A[slot]\n}")
        #expect(
            found.map(\.message) == [
                "'first' picks a member of a keyed set; 'A[slot]' picks one slot of 'A' "
                    + "already: remove 'first'"
            ])
        #expect(found.map(\.location) == [at(4, 44)])
    }

    @Test func oneSlotWithAPickIsReported() {
        let found = located(
            "mediator M {\n    colleague A as a\n    colleague A as b\n"
                + "    event e(_ slot: ASlot) from outside to a[slot]\n}")
        #expect(
            found.map(\.message) == [
                "'a' is one slot of 'A': to reach the slot a value picks when the event is "
                    + "sent, write 'A[slot]'; to reach this slot, write 'a'"
            ])
        #expect(found.map(\.location) == [at(4, 44)])
    }

    @Test func aSlotNamedLikeATypeOrARoleIsReported() {
        let found = located(
            "mediator M {\n    role Reader\n    colleague A as B\n    colleague A as Reader\n"
                + "    colleague B: Reader\n    event e() from outside to A, B\n}")
        #expect(
            found.map(\.message) == [
                "'B' names a slot of 'A' and a colleague type; a route would read it as a "
                    + "colleague type, never as the slot: choose another name after 'as'",
                "'Reader' names a slot of 'A' and a role; a route would read it as a role, never "
                    + "as the slot: choose another name after 'as'",
            ])
        #expect(found.map(\.location) == [at(3, 15), at(4, 15)])
    }

    @Test func aNameThatStandsForSeveralSlotsRepeatsOnce() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A as one\n    colleague A as two\n    colleague B\n"
                + "    event e() from B to all, A\n}")
        #expect(
            diagnostics.map(\.message) == [
                "'A' repeats a receiver of event 'e'; each receiver hears an event once"
            ])
        #expect(diagnostics.map(\.location) == [at(5, 30)])
    }
}
