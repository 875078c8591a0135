import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, events told apart by their full names: what is generated for an event that
/// shares its base name with another lands on the lines of its own declaration, not on those of
/// the other, so that the compiler reports a mistake in one overload at that overload.
@Suite struct FullNameMappingTests {
    /// Two events named `sheet`, the second written one parameter a line, and two named
    /// `total`, the second with its one parameter on a line of its own: each pair told apart by
    /// its labels.
    static let spec = """
        codable mediator M {
            colleague A
            colleague B

            /// Made.
            event sheet(_ sheet: Int, didCreate payment: String) from A, outside to B
            /// Finished.
            event sheet(
                _ sheet: Int,
                didFinishWith status: Bool
            ) from A, outside to B, mediator with sender
            /// What a count comes to.
            event total(of count: Int) -> Int from A to B
            /// What it comes to in a currency.
            event total(
                in currency: String
            ) -> Int from A to B
        }

        """

    /// The spec line that each generated line holding `text` lands on, in the order of the
    /// generated file.
    private func specLines(of text: String) throws -> [Int?] {
        try SourceMappingTests.specLines(of: text, generatedFrom: Self.spec)
    }

    /// The cases of `Event`, by case name, each at its own event's line (the second `sheet`'s
    /// broken where its parameters are, the second `total`'s at its parameter's line).
    @Test(arguments: [
        ("case sheetDidCreate(Int, didCreate: String)", 6), ("case sheetDidFinishWith(", 8),
        ("didFinishWith: Bool", 10), ("case totalOf(of: Int)", 13),
        ("case totalIn(in: String)", 16),
    ])
    func eventCasesLandOnTheirEvents(text: String, line: Int) throws {
        #expect(try specLines(of: text) == [line])
    }

    /// The sender type of the second `sheet`, in its reaction and its dispatch method, lands on
    /// that event's parameters and its `with sender`.
    @Test func theSenderTypeLandsOnItsEvent() throws {
        #expect(try specLines(of: "from sender: SheetDidFinishWithSender") == [10])
        #expect(try specLines(of: "by colleague: SheetDidFinishWithSender") == [11])
    }

    /// The methods Swift overloads: the entry point, the outbox's method and the colleague
    /// protocol's requirement of each, and the reaction of the second `sheet`.
    @Test(arguments: [
        ("func sheet(_ sheet: Int, didCreate payment: String)", [6, 6, 6]),
        ("func sheet(", [6, 8, 6, 8, 6, 8]),
        ("didFinishWith status: Bool", [10, 10, 10, 10, 10]),
        ("func total(of count: Int)", [13, 13]), ("func total(in currency: String)", [16, 16]),
        ("func handleSheet(", [8]),
    ])
    func overloadedMethodsLandOnTheirEvents(text: String, lines: [Int]) throws {
        #expect(try specLines(of: text) == lines)
    }

    /// The private dispatch methods, named by case name, and each call of an overloaded method
    /// in them: a call Swift reports against another overload's labels when one overload's type
    /// is unknown lands on the line of the event it delivers.
    @Test(arguments: [
        ("_ sheet: Int, didCreate payment: String, from sender: MediatorSender", 6),
        ("private func dispatchSheetDidFinishWith(", 8),
        ("private func dispatchTotalOf(", 13), ("private func dispatchTotalIn(", 16),
        ("(self.b as any BColleague).sheet(sheet, didCreate: payment)", 6),
        ("(self.b as any BColleague).sheet(sheet, didFinishWith: status)", 8),
        ("(self as any Reactions).handleSheet(", 8),
        ("BColleague).total(of: count)", 13), ("BColleague).total(in: currency)", 15),
    ])
    func dispatchesAndTheirCallsLandOnTheirEvents(text: String, line: Int) throws {
        #expect(try specLines(of: text) == [line])
    }
}
