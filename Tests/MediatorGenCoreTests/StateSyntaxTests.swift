import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "State": stored properties of the mediator's own, as parsed and checked.
@Suite struct StateSyntaxTests {
    @Test func parsesPropertiesWithTypesValuesAndAccess() throws {
        let (model, diagnostics) = validate(
            """
            mediator M {
                colleague A
                /// The page.
                var page = 1
                public let titles: [Int: String] = [
                    1: "one",
                ]
                package var token: Token?
                event e() from A to mediator
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let state = try #require(model.mediators.first?.state)
        #expect(state.map(\.name.text) == ["page", "titles", "token"])
        #expect(state.map(\.isVariable) == [true, false, true])
        #expect(state.map(\.accessLevel) == [nil, "public", "package"])
        #expect(state.map(\.type) == [nil, "[Int: String]", "Token?"])
        #expect(state.map(\.defaultValue) == ["1", "[\n        1: \"one\",\n    ]", nil])
        #expect(state[0].documentation == ["The page."])
        #expect(state.map(\.location) == [at(4, 9), at(5, 16), at(8, 17)])
    }

    @Test(arguments: [
        ("var page: Int", "'page' needs a default value ('= ...'), or to be an optional 'var'"),
        ("let token: Token?", "'token' needs a default value ('= ...'), or to be an optional"),
        ("weak let umpire: Umpire", "optional type, which becomes nil when its object goes: "),
        ("weak let umpire: Umpire", "write 'umpire: Umpire? = ...'"),
        ("private var page = 1", "'private' would hide 'page' from the mediator's reactions"),
        ("var observer = 1", "property 'observer' of the mediator has a name the mediator's "),
        ("var a = 1", "property 'a' of the mediator has a name colleague 'A' already uses"),
        ("var e = 1", "event 'e' is sent by the mediator, so it becomes a method of the mediator"),
        ("let page", "expected ': Type' or '= value' after 'page'"),
        ("let page =", "expected a default value after '='"),
    ])
    func reportsWhatCannotBeGenerated(declaration: String, message: String) throws {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    \(declaration)\n    event e() from mediator to A\n}"
        )
        let messages = errors(diagnostics).map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains(message) == true, "\(messages)")
    }

    @Test func aNonisolatedMediatorHoldsLetsOnly() throws {
        let (_, diagnostics) = validate(
            """
            nonisolated mediator M {
                colleague A
                var calls: [String] = []
                let counter = Counter()
                event e() from mediator to A
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "'var calls' would be shared state of a nonisolated mediator, which any thread "
                    + "uses at once: write 'let' and keep a Mutex or another synchronized box in "
                    + "it, as in 'let calls = Mutex<[String]>(...)'; a weak reference is "
                    + "'weak let'"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(3, 9)])
    }
}
