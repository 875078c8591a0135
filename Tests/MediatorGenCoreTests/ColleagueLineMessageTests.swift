import Testing

@testable import MediatorGenCore

/// Mistakes in the order of a colleague line's parts and a `first` route without its key: one
/// error each, at the token that caused it, saying what to write, and nothing else reported.
@Suite struct ColleagueLineMessageTests {
    /// A mediator with a colleague `Router` that sends `e(placement:)`, the line under test on
    /// line 3, and an event that keeps the colleague from being warned about.
    static func spec(_ line: String, receiver: String = "Auth") -> String {
        "mediator M {\n    colleague Router\n    \(line)\n"
            + "    event e(placement: String) from Router to \(receiver)\n}\n"
    }

    @Test(arguments: [
        (
            "colleague any Auth as authCore?", 35,
            "'?' goes right after the colleague's type, before 'as': write "
                + "'colleague any Auth? as authCore'"
        ),
        (
            "weak colleague Auth as core?: Screen", 32,
            "'?' goes right after the colleague's type, before 'as': write "
                + "'weak colleague Auth? as core: Screen'"
        ),
        (
            "colleague Auth outbox box? called directly", 30,
            "'?' goes right after the colleague's type: write "
                + "'colleague Auth? outbox box called directly'"
        ),
        (
            "colleague Auth called directly?", 35,
            "'?' goes right after the colleague's type: write 'colleague Auth? called directly'"
        ),
        (
            "colleague Auth: Screen?", 27,
            "'?' goes right after the colleague's type: write 'colleague Auth?: Screen'"
        ),
        (
            "colleague Auth? as core?", 28,
            "'?' is written twice; keep the one right after the colleague's type: write "
                + "'colleague Auth? as core'"
        ),
        (
            "colleague [Auth] keyed by String as auths?", 46,
            "a set is empty until members join, so it is never optional; remove '?'"
        ),
        (
            "colleague [Auth] as auths keyed by String as others", 47,
            "the property name is written twice, 'as auths' and 'as others'; keep one"
        ),
    ])
    func aMisplacedPartIsOneErrorWithTheLineToWrite(line: String, column: Int, message: String) {
        let role = line.contains(":") ? "\n    role Screen" : ""
        let (_, diagnostics) = validate(Self.spec(line + role))
        let found = errors(diagnostics)
        #expect(found.map(\.message) == [message], "\(diagnostics)")
        #expect(found.map(\.location) == [at(3, column)], "\(diagnostics)")
    }

    @Test func asAfterKeyedByNamesTheProperty() throws {
        let (model, diagnostics) = validate(
            Self.spec("colleague [Buffer] keyed by Handle as buffers", receiver: "Buffer"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let set = try #require(model.mediators.first?.colleagues.last)
        #expect(set.keyType == "Handle")
        #expect(set.propertyName.text == "buffers")
    }

    @Test func asBeforeAndAfterKeyedByMeanTheSame() throws {
        let orders = [
            "colleague [Buffer] as pool keyed by Handle",
            "colleague [Buffer] keyed by Handle as pool",
        ]
        for line in orders {
            let (model, diagnostics) = validate(Self.spec(line, receiver: "Buffer"))
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            let set = try #require(model.mediators.first?.colleagues.last)
            #expect(set.propertyName.text == "pool" && set.keyType == "Handle", "\(line)")
        }
    }

    @Test(arguments: [
        (
            "(placement: String)", 56,
            "'first' picks a member of a keyed set by the key an event parameter holds: write "
                + "'to first Provider[placement]'"
        ),
        (
            "(slot: String, size: Int)", 62,
            "'first' picks a member of a keyed set by the key an event parameter holds: write "
                + "'to first Provider[parameter]' with the parameter that holds it: 'slot' or "
                + "'size'"
        ),
        (
            "()", 39,
            "'first' picks a member of a keyed set by the key an event parameter holds: write "
                + "'to first Provider[parameter]'; event 'load' has no parameter: add the key to "
                + "its payload"
        ),
    ])
    func firstWithoutAKeyIsOneErrorAtTheSet(payload: String, column: Int, message: String) {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague Router\n    colleague [Provider] keyed by String\n"
                + "    event load\(payload) from Router to first Provider then done\n"
                + "    event done() from Router to Provider\n}\n")
        #expect(diagnostics.map(\.message) == [message], "\(diagnostics)")
        #expect(diagnostics.map(\.location) == [at(4, column)], "\(diagnostics)")
    }
}
