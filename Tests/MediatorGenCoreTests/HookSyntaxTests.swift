import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "When colleagues come and go": hooks as parsed and checked.
@Suite struct HookSyntaxTests {
    static let colleagues = """
        colleague A
        colleague Coordinator?
        colleague [Player]
        colleague [Seat] keyed by Int as seats
        """

    static func spec(_ hooks: String) -> String {
        "mediator M {\n" + colleagues + "\n    \(hooks)\n    event e() from mediator to A\n}"
    }

    @Test func resolvesEachHookToItsSlotAndNamesItsReaction() throws {
        let (model, diagnostics) = validate(
            Self.spec(
                """
                /// Shows the state.
                    when coordinator changes
                    when players join
                    when players leaves
                    when seats joins
                    when released
                """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let hooks = try #require(model.mediators.first?.hooks)
        #expect(
            hooks.map(\.kind) == [
                .change(colleague: 1), .join(colleague: 2), .leave(colleague: 2),
                .join(colleague: 3), .released,
            ])
        #expect(
            hooks.map(\.reaction) == [
                "handleCoordinatorChange", "handlePlayersJoin", "handlePlayersLeave",
                "handleSeatsJoin", "handleReleased",
            ])
        #expect(hooks[0].documentation == ["Shows the state."])
    }

    @Test(arguments: [
        (
            "when a changes",
            "'when a changes' needs a colleague attached later (with '?'), but 'a' is passed to init and never replaced; declare it 'colleague A?' to attach it later"
        ),
        (
            "when players changes",
            "'when players changes' needs a colleague attached later (with '?'), but 'players' is a set, which members join and leave"
        ),
        (
            "when coordinator joins",
            "'when coordinator joins' needs a set of colleagues, but 'coordinator' holds one; write 'when coordinator changes' for one attached later"
        ),
        (
            "when Coordinator changes",
            "'when Coordinator changes' names no colleague's property of the mediator; name the slot by its property: 'when coordinator changes'"
        ),
        (
            "when playres join",
            "'when playres join' names no colleague's property of the mediator; did you mean 'players'?"
        ),
        (
            "when players arrive",
            "expected 'connected' or 'released' after 'when', or a colleague's property and what happens to it"
        ),
        (
            "when released\n    when released",
            "'when released' is declared twice in mediator 'M', first at line 6"
        ),
    ])
    func reportsHooksThatWatchNothing(hooks: String, message: String) throws {
        let (_, diagnostics) = validate(Self.spec(hooks))
        let messages = errors(diagnostics).map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix(message) == true, "\(messages)")
        #expect(errors(diagnostics).first?.location.line == (hooks.contains("\n") ? 7 : 6))
    }

    @Test func aHookOnANameTwoSlotsTakeAddsNoErrorToTheirs() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague Player
                strong colleague [Seat] as player
                when player joins
                event e() from Player to Seat
            }
            """)
        let messages = errors(diagnostics).map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(
            messages.first?.contains("colleague 'Seat' would be stored in property 'player'")
                == true)
    }
}
