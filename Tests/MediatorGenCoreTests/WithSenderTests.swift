import Testing

@testable import MediatorGenCore

/// `to mediator with sender` (docs/Language.md, "Who sent it: `with sender`"): parsed, checked,
/// and generated as a sender type that the reaction takes.
@Suite struct WithSenderTests {
    @Test func itIsParsedAfterMediator() throws {
        let mediator = try parseMediator(
            "mediator M {\n    colleague A\n    colleague B\n    event e() from A, B to mediator with sender\n}"
        )
        #expect(mediator.events.first?.withSender == at(4, 37))
        #expect(mediator.events.first?.routes == [.mediator(at(4, 28))])
    }

    @Test func anythingButSenderAfterWithIsAnError() {
        let (_, diagnostics) = parse(
            "mediator M {\n    colleague A\n    event e() from A to mediator with A\n}")
        #expect(errors(diagnostics).map(\.message) == ["expected 'sender' after 'with', found 'A'"])
    }

    @Test func itOnlyFollowsMediator() throws {
        let (syntax, diagnostics) = parse(
            "mediator M {\n    colleague A\n    colleague B\n"
                + "    event t() from A to B with sender then u\n    event u() from B to A\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "'with sender' only follows 'to mediator': the mediator's reaction is what learns "
                    + "the sender; route event 't' to 'mediator' or remove 'with sender'"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(4, 27)])
        // The rest of the event, and the next one, are read as usual.
        let events = try #require(syntax.mediators.first?.events)
        #expect(events.map(\.name.text) == ["t", "u"])
        #expect(events.first?.followUps.map(\.text) == ["u"])
        #expect(events.first?.withSender == nil)
    }

    @Test func anEventWithOneSenderCannotAskForIt() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    event e() from A to mediator with sender\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "'with sender' asks who sent event 'e', but only 'A' can send it; remove "
                    + "'with sender'"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(3, 34)])
    }

    @Test func aSetIsSeveralSenders() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague [A]\n    event e() from A to mediator with sender\n}")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func sendersWhoseCasesShareANameAreAnError() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague Outside
                event e() from Outside, outside to mediator with sender
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "two senders of event 'e' would both be case 'outside' of its sender type; "
                    + "rename one of the colleague types"
            ])
    }

    @Test func aTypeCannotTakeTheNameOfTheSenderType() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague A
                colleague ESender
                event e() from A, ESender to mediator with sender
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "colleague 'ESender' has the name of the sender type of event 'e' in mediator "
                    + "'M'; rename one of them"
            ])
    }

    @Test func theSenderTypeCannotHideARuntimeType() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague [A]\n    event mediator() from A to mediator with sender\n}"
        )
        #expect(
            errors(diagnostics).map(\.message) == [
                "'with sender' makes a type 'MediatorSender' for event 'mediator', which would "
                    + "hide the type of that name from MediatorRuntime; rename the event"
            ])
    }

    @Test func aNonisolatedOutboxKeepsItsColleagueUnderALock() throws {
        try expectGenerated(
            from: """
                nonisolated mediator M {
                    colleague Host
                    colleague [Guest]
                    event spoke() from Host, Guest to mediator with sender
                }
                """,
            toContain: """
                            if $0.join(member) {
                                (member as any GuestColleague).mediator.owner.withLock {
                                    $0 = WeakReference(member)
                                }
                                (member as any GuestColleague).mediator.connection.connect(
                                    to: link, as: member, named: "Guest"
                                )
                            }
                """,
            """
                    fileprivate let owner = Locked<WeakReference<Guest>?>(nil)
            """,
            """
                    func spoke() {
                        guard let owner = owner.withLock({ $0?.object }) else { return }
                        connection.mediator?.dispatchSpoke(
                            from: connection.sender, by: SpokeSender.guest(owner)
                        )
                    }
            """,
            """
                enum SpokeSender: Sendable {
                    #sourceLocation(file:"t.mediator",line:2)
                    case host(Host)
                    case guest(Guest)
                }
            """)
    }
}
