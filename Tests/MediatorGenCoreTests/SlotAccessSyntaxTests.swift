import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "Access": the access level written before a colleague narrows its slot.
@Suite struct SlotAccessSyntaxTests {
    @Test func aPublicMediatorKeepsTheSlotsWrittenNarrower() throws {
        let (model, diagnostics) = validate(
            """
            public mediator M {
                colleague A
                internal colleague B called directly
                package weak colleague [C]
                public colleague D?
                event e() from A to C, D
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let colleagues = try #require(model.mediators.first?.colleagues)
        #expect(colleagues.map(\.accessLevel) == [nil, .internal, .package, .public])
        #expect(colleagues.map(\.isWeak) == [false, false, true, false])
    }

    @Test(arguments: [
        (
            "mediator", "private colleague B",
            "'private' would hide the slot of 'B' from the mediator's reactions"
        ),
        ("mediator", "fileprivate colleague B", "'fileprivate' would hide the slot of 'B'"),
        (
            "mediator", "public colleague B",
            "the slot of 'B' cannot be 'public' in a mediator that is 'internal'"
        ),
        (
            "package mediator", "public colleague B",
            "the slot of 'B' cannot be 'public' in a mediator that is 'package'"
        ),
    ])
    func reportsAnAccessLevelTheSlotCannotHave(mediator: String, line: String, message: String) {
        let (_, diagnostics) = validate(
            "\(mediator) M {\n    colleague A\n    \(line) called directly\n    event e() from A to mediator\n}"
        )
        let messages = errors(diagnostics).map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix(message) == true, "\(messages)")
        #expect(errors(diagnostics).first?.location == at(3, 5))
    }
}
