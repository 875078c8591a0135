import Testing

@testable import MediatorGenCore

/// The names a spec may use (docs/Language.md, "Names"): Unicode identifiers, property names of
/// colleagues and sets, and the located errors for names generated code cannot give up.
@Suite struct NamingRulesTests {
    /// The errors `text` gets.
    private func errorsOf(_ text: String) -> [Diagnostic] {
        errors(validate(text).diagnostics)
    }

    // MARK: - Identifiers and properties

    @Test func unicodeIdentifiersNameEveryKindOfDeclaration() throws {
        let mediator = try validMediator(
            """
            mediator Café {
                role Écran
                colleague Überblick: Écran
                colleague [名前]
                event 🙂(für wert: Int) from Überblick to 名前, Écran except sender
            }
            """)
        #expect(mediator.name == "Café")
        #expect(mediator.colleagues.map(\.propertyName) == ["überblick", "名前s"])
        #expect(mediator.events.first?.name == "🙂")
        #expect(mediator.events.first?.parameters.first?.label == "für")
    }

    @Test func asNamesTheProperty() throws {
        let mediator = try validMediator(
            """
            mediator Family {
                colleague [Child] as children
                weak colleague Parent as `guardian`
                event call() from Parent to Child
            }
            """)
        #expect(mediator.colleagues.map(\.propertyName) == ["children", "guardian"])
        #expect(mediator.colleagues.map(\.typeName) == ["Child", "Parent"])
    }

    @Test func withoutAsASetTakesTheEnglishPluralOfItsType() throws {
        let mediator = try validMediator(
            """
            mediator M {
                colleague [Child]
                colleague [Day]
                colleague [Match]
                event e() from Child, Day, Match to others
            }
            """)
        // The rule is regular, not a dictionary: `childs`, which `as children` corrects.
        #expect(mediator.colleagues.map(\.propertyName) == ["childs", "days", "matches"])
    }

    @Test func twoColleaguesCannotShareAProperty() {
        let found = errorsOf(
            "mediator M {\n    colleague A\n    colleague B as a\n    event e() from A to B\n}")
        #expect(
            found.map(\.message) == [
                "colleague 'B' would be stored in property 'a', a name colleague 'A' already "
                    + "uses; name the property with 'as', as in 'colleague B as other'"
            ])
        #expect(found.map(\.location) == [at(3, 15)])
    }

    @Test(arguments: ["`self`", "Self", "Type", "Protocol"])
    func aPropertyCannotTakeAReservedMemberName(name: String) {
        let found = errorsOf(
            "mediator M {\n    colleague A as \(name)\n    event e() from A to mediator\n}")
        #expect(found.count == 1)
        #expect(
            found.first?.message.hasSuffix(
                "generated code uses that name; choose another "
                    + "after 'as'") == true, "\(found)")
        #expect(found.first?.location == at(2, 15))
    }

    // MARK: - Names generated code keeps

    @Test(arguments: ["MediatorLink", "WeakColleagueSet", "Sendable", "RuntimeVersion2"])
    func aRoleCannotHideARuntimeType(name: String) {
        let found = errorsOf(
            "mediator M {\n    role \(name)\n    colleague A: \(name)\n    event e() from A to \(name)\n}"
        )
        #expect(found.count == 1)
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("'\(name)' cannot name a role: generated code refers to"))
        #expect(message.contains("the reserved type names are AnyObject, Locked, "))
        #expect(found.first?.location == at(2, 10))
    }

    @Test func aTypeCannotTakeTheNameOfAGeneratedProtocolOrOutbox() {
        let found = errorsOf(
            """
            mediator M {
                role Reactions
                colleague A: Reactions
                colleague AOutbox
                event e() from A to AOutbox, Reactions
            }
            """)
        #expect(
            found.map(\.message) == [
                "colleague 'AOutbox' has the name of the outbox generated for colleague 'A' in "
                    + "mediator 'M'; rename one of them",
                "role 'Reactions' has the name of the protocol of the mediator's reactions in "
                    + "mediator 'M'; rename one of them",
            ])
        #expect(found.map(\.location) == [at(4, 15), at(2, 10)])
    }

    @Test(arguments: ["Type", "Protocol", "`self`", "Self"])
    func anEventCannotTakeAReservedMemberName(name: String) {
        let found = errorsOf("mediator M {\n    colleague A\n    event \(name)() from A to A\n}")
        #expect(found.count == 1)
        #expect(
            found.first?.message.hasSuffix(
                "no member can be called self, Self, Type or "
                    + "Protocol") == true, "\(found)")
        #expect(found.first?.location == at(3, 11))
    }

    @Test func aReactionCannotClashWithAnEntryPoint() {
        let found = errorsOf(
            """
            mediator M {
                colleague A
                event done() from A to mediator
                event handleDone() from outside to A
            }
            """)
        #expect(
            found.map(\.message) == [
                "event 'done' is routed to the mediator, whose reaction 'handleDone' would clash "
                    + "with the entry point of event 'handleDone'; rename the event"
            ])
        #expect(found.map(\.location) == [at(3, 11)])
    }

    @Test func aSendingColleagueCannotReceiveAnEventNamedMediator() {
        let found = errorsOf(
            """
            mediator M {
                role Any1
                colleague A: Any1
                colleague B
                event mediator() from B to Any1
                event ping() from A to B
            }
            """)
        #expect(
            found.map(\.message) == [
                "event 'mediator()' is received by 'A', which keeps its outbox in a property "
                    + "'mediator'; rename the event"
            ])
        #expect(found.map(\.location) == [at(5, 11)])
    }

    // MARK: - Parameters

    @Test func aVariadicParameterIsRejectedAtItsType() {
        let found = errorsOf(
            "mediator M {\n    colleague A\n    event e(values: Int...) from A to mediator\n}")
        #expect(
            found.map(\.message) == [
                "variadic parameter 'values' cannot be passed on to the receivers; take an "
                    + "array instead: '[Int]'"
            ])
        #expect(found.map(\.location) == [at(3, 21)])
    }
}
