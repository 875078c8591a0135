import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "State": stored properties declared as Swift declares them in a class,
/// with attributes, property wrappers, modifiers and observers, and what is refused.
@Suite struct StateDeclarationSyntaxTests {
    /// The stored properties of the only mediator of `body`, which has colleague `A`.
    private func state(_ body: String, isolation: String = "") throws -> [StateModel] {
        let (model, diagnostics) = validate(
            "\(isolation)mediator M {\n    colleague A\n\(body)\n    event e() from mediator to A\n}"
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(model.mediators.first?.state)
    }

    @Test func readsAttributesAndModifiersInTheOrderWritten() throws {
        let state = try state(
            """
                @Published public internal(set) var count = 0
                @Clamped(0...10, label: "level (max)") var level = 5
                lazy var summary: String = describe(self)
                weak var delegate: AnyObject?
                unowned(unsafe) let owner: Owner = Owner.shared
                public package(set) var token: String!
            """)
        #expect(
            state.map { $0.prefix.map(\.text) } == [
                ["@Published", "public", "internal(set)"],
                ["@Clamped(0...10, label: \"level (max)\")"],
                ["lazy"], ["weak"], ["unowned(unsafe)"], ["public", "package(set)"],
            ])
        #expect(state.map(\.accessLevel) == ["public", nil, nil, nil, nil, "public"])
        #expect(state.map(\.type) == [nil, nil, "String", "AnyObject?", "Owner", "String!"])
        #expect(state[0].prefix.map(\.location) == [at(3, 5), at(3, 16), at(3, 23)])
    }

    @Test func readsAnAttributeOnALineOfItsOwn() throws {
        let state = try state(
            """
                var first: Int?
                @Wrapped
                var second = 1
                @Module.Wrapper(
                    "a"
                )
                var third = 2
            """)
        #expect(state.map(\.name.text) == ["first", "second", "third"])
        #expect(state.map(\.type) == ["Int?", nil, nil])
        #expect(state[1].prefix == [WrittenText("@Wrapped", at: at(4, 5))])
        #expect(state[1].start == at(4, 5))
        #expect(state[2].prefix.map(\.text) == ["@Module.Wrapper(\n        \"a\"\n    )"])
        #expect(StateContext(state[1]).declaration == "@Wrapped\n    var second")
        #expect(StateContext(state[1]).line == 4)
    }

    @Test func aTypeEndsBeforeAModifierOnTheNextLine() throws {
        let state = try state(
            """
                var p: Int?
                lazy var q = 1
                var r: [Int]?
                unowned(safe) let s: D = D()
            """)
        #expect(state.map(\.type) == ["Int?", nil, "[Int]?", "D"])
    }

    @Test func aKeyTypeEndsBeforeAnAttributeOnTheNextLine() throws {
        let (syntax, diagnostics) = parse(
            """
            mediator M {
                colleague [B] keyed by Handle
                @Published
                var count = 0
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let mediator = try #require(syntax.mediators.first)
        #expect(mediator.colleagues.first?.keyType?.text == "Handle")
        #expect(mediator.state.map(\.name.text) == ["count"])
    }

    @Test func aMistakeSkipsToTheNextPropertyOnly() throws {
        let (syntax, diagnostics) = parse(
            """
            mediator M {
                colleague A
                var = 1
                @Published var count = 0
            }
            """)
        #expect(errors(diagnostics).count == 1, "\(diagnostics)")
        let state = try #require(syntax.mediators.first?.state)
        #expect(state.map(\.name.text) == ["count"])
        #expect(state.first?.attributes.map(\.text) == ["@Published"])
    }

    @Test func readsObserversAfterTheTypeOrTheValue() throws {
        let state = try state(
            """
                var y: Int? { didSet { send(y) } }
                var z: [Int]? {
                    willSet { print("}") }  // a } in a comment
                    didSet {}
                }
                var w: Int = 0 { didSet {} }
                let after = 1
            """)
        #expect(state.map(\.name.text) == ["y", "z", "w", "after"])
        #expect(
            state.map(\.observers) == [
                "{ didSet { send(y) } }",
                "{\n        willSet { print(\"}\") }  // a } in a comment\n        didSet {}\n    }",
                nil, nil,
            ])
        #expect(state.map(\.defaultValue) == [nil, nil, "0 { didSet {} }", "1"])
        #expect(StateContext(state[0]).observers == "{ didSet { send(y) } }")
    }

    @Test(arguments: [
        ("var callback: (() -> Void)!", "(() -> Void)!"),
        ("weak var delegate: AnyObject?", "AnyObject?"),
    ])
    func anOptionalVarWithoutAValueStartsAsNil(declaration: String, type: String) throws {
        let state = try state("    " + declaration)
        #expect(state.map(\.type) == [type])
        #expect(state.map(\.defaultValue) == [nil])
    }

    @Test func aNonisolatedMediatorTakesWeakLets() throws {
        let state = try state(
            "    weak let owner: Owner? = Owner.shared", isolation: "nonisolated ")
        #expect(state.map { $0.prefix.map(\.text) } == [["weak"]])
    }

    /// Declarations refused, with where and the message's start.
    static let refusals: [(String, MediatorGenCore.SourceLocation, String)] = [
        (
            "public private(set) var count = 0", at(3, 12),
            "'private(set)' would keep the mediator's reactions from setting 'count': you write "
                + "them in another file than the generated one; leave it out, or under 'public' "
                + "write 'internal(set)' or 'package(set)'"
        ),
        (
            "@Published fileprivate(set) var count = 0", at(3, 16),
            "'fileprivate(set)' would keep the mediator's reactions from setting 'count'"
        ),
        (
            "static let shared = 1", at(3, 5),
            "'static' would make 'shared' a property of the type, which the mediator's state is "
                + "not: write it in an extension of 'M' in your own file ('extension M { static "
                + "let shared ... }')"
        ),
        (
            "@Published private var count = 0", at(3, 16),
            "'private' would hide 'count' from the mediator's reactions"
        ),
        (
            "var total: Int { 3 }", at(3, 20),
            "a block after 'total' would make it a computed property, and a mediator's state "
                + "is stored: observe changes with 'willSet' or 'didSet'"
        ),
        (
            "var y: Int { didSet {} }", at(3, 9),
            "'y' needs a default value ('= ...'), or to be an optional 'var'"
        ),
        (
            "lazy var y: Int", at(3, 14),
            "'y' needs a default value ('= ...'), or to be an optional 'var'"
        ),
        (
            "weak var umpire: Umpire", at(3, 14),
            "weak 'umpire' needs an optional type, which becomes nil when its object goes: "
                + "write 'umpire: Umpire?'"
        ),
        ("@ var y = 1", at(3, 7), "expected an attribute or property wrapper after '@'"),
    ]

    @Test(arguments: refusals)
    func reportsWhatItRefusesAndWhy(
        declaration: String, location: MediatorGenCore.SourceLocation, message: String
    ) throws {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    \(declaration)\n    event e() from mediator to A\n}"
        )
        let errors = errors(diagnostics)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.message.hasPrefix(message) == true, "\(errors)")
        #expect(errors.first?.location == location, "\(errors)")
    }

    @Test func aVarOfANonisolatedMediatorSaysWhatAWeakReferenceIs() throws {
        let (_, diagnostics) = validate(
            """
            nonisolated mediator M {
                colleague A
                weak var owner: Owner?
                event e() from mediator to A
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "'var owner' would be shared state of a nonisolated mediator, which any thread "
                    + "uses at once: write 'let' and keep a Mutex or another synchronized box in "
                    + "it, as in 'let owner = Mutex<Owner?>(...)'; a weak reference is 'weak let'"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(3, 14)])
    }
}
