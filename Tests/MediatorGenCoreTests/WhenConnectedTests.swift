import Testing

@testable import MediatorGenCore

/// `when connected` (docs/Language.md, "When the mediator is wired"): parsed, checked, and called
/// at the end of `init`.
@Suite struct WhenConnectedTests {
    @Test func itParsesWithItsFollowUpsAndDocumentation() throws {
        let mediator = try parseMediator(
            """
            mediator M {
                colleague A
                /// Shows the first state.
                when connected then e, f
                event e() from mediator to A
                event f() from mediator to A
            }
            """)
        let declaration = try #require(mediator.whenConnected.first)
        #expect(declaration.location == at(4, 5))
        #expect(declaration.followUps.map(\.text) == ["e", "f"])
        #expect(declaration.documentation == ["Shows the first state."])
    }

    @Test func anythingButConnectedAfterWhenIsAnError() {
        let (_, diagnostics) = parse("mediator M {\n    colleague A\n    when ready\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "expected 'connected' or 'released' after 'when', or a colleague's property and "
                    + "what happens to it: 'when coordinator changes', 'when players join', "
                    + "found 'ready'"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(3, 10)])
    }

    @Test func declaringItTwiceOrFollowingItWithAnUnknownEventIsAnError() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague A
                when connected
                event e() from A to mediator
                when connected then ee
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "'when connected' is declared twice in mediator 'M', first at line 3; remove one "
                    + "of them"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(5, 5)])

        let (_, unknown) = validate(
            "mediator M {\n    colleague A\n    when connected then ee\n    event e() from A to mediator\n}"
        )
        #expect(
            errors(unknown).map(\.message) == ["unknown event 'ee' after 'then'; did you mean 'e'?"]
        )
    }

    @Test func itsReactionCannotShareItsNameWithAnotherMember() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague A
                when connected
                event handleConnected() from outside to A
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "'when connected' calls the reaction 'handleConnected()', a name the entry point "
                    + "of event 'handleConnected' already uses"
            ])
    }

    @Test(arguments: ["@MainActor", "@Store"])
    func itCannotRunInAnInitThatOverridesTheSuperclasses(actor: String) {
        let (_, diagnostics) = validate(
            """
            \(actor) mediator M: NSObject() {
                colleague [A]
                when connected
                event e() from A to others
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "'when connected' would run in init(), which overrides 'NSObject.init()' and so "
                    + "is isolated as that is, not to \(actor), where the reaction runs; declare a "
                    + "one-instance colleague, which init() then takes, or set the mediator up "
                    + "after init() in your own code"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(3, 5)])
    }

    @Test func itRunsInAnInitThatTakesAColleagueOrIsNotOnAnActor() {
        let body = "    colleague [A]\n    when connected\n    event e() from A to others\n}\n"
        for spec in [
            "@MainActor mediator M: NSObject() {\n    colleague B called directly\n" + body,
            "mediator M: NSObject() {\n" + body,
            "@MainActor mediator M {\n" + body,
        ] {
            let (_, diagnostics) = validate(spec)
            #expect(errors(diagnostics).isEmpty, "\(spec)")
        }
    }

    @Test func initCallsTheReactionOnceEveryColleagueIsConnected() throws {
        try expectGenerated(
            from: """
                mediator M {
                    colleague A
                    when connected
                    event e() from A to A
                }
                """,
            toContain: """
                        (a as any AColleague).mediator.connection.connect(to: link, as: a, named: "A")
                        (self as any Reactions).handleConnected()
                    }
                """,
            """
                protocol Reactions: AnyObject {
                    #sourceLocation(file:"t.mediator",line:2)
                    /// Called at the end of `init`, once every colleague is connected.
                    func handleConnected()
                }
            """)
    }
}
