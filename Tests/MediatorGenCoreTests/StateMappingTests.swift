import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "Swift's property syntax": a stored property's attribute lines, its
/// declaration, its value and its observers' bodies land on the spec lines they are written on,
/// so that the compiler reports a mistake in any of them there.
@Suite struct StateMappingTests {
    static let spec = """
        mediator M {
            colleague A

            /// The count.
            @Clamped(
                0...3
            )
            public internal(set) var count = 0 {
                didSet { announce(count) }
            }
            var best: Int? {
                willSet { print("will") }
                didSet { print("did") }
            }
            weak var owner: Owner?

            event announce(_ count: Int) from mediator to A
        }

        """

    /// The spec line that each generated line holding `text` lands on.
    private func specLines(of text: String) throws -> [Int?] {
        try SourceMappingTests.specLines(of: text, generatedFrom: Self.spec)
    }

    @Test(arguments: [
        ("@Clamped(", 5), ("0...3", 6), ("public internal(set) var count = 0 {", 8),
        ("didSet { announce(count) }", 9), ("var best: Int? {", 11),
        ("willSet { print(\"will\") }", 12), ("didSet { print(\"did\") }", 13),
        ("weak var owner: Owner?", 15),
    ])
    func eachLineLandsWhereTheSpecWritesIt(text: String, line: Int) throws {
        #expect(try specLines(of: text) == [line])
    }
}
