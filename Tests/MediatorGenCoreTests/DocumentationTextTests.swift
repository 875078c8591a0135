import TestSupport
import Testing

@testable import MediatorGenCore

/// The spec's documentation, fitted to the line length at the indentation it is printed at.
@Suite struct DocumentationTextTests {
    @Test func whatOverflowsAParagraphLineJoinsItsNextLine() {
        let documentation = [
            "On the main actor: the receivers of an event delivered concurrently take turns on it, "
                + "each",
            "going on while another awaits, each in a task of its own.",
        ]
        // At 12 spaces, `/// ` leaves 84 characters for the text of a line.
        #expect(
            DocumentationText.lines(documentation, indentation: 12) == [
                "On the main actor: the receivers of an event delivered concurrently take turns on",
                "it, each going on while another awaits, each in a task of its own.",
            ])
    }

    @Test func aCommentsLinesStartWithSlashesAndAnEmptyOneHasNoSpace() {
        #expect(
            DocumentationText.comment(["First.", "", "Second."], indentation: 4) == [
                "/// First.", "///", "/// Second.",
            ])
    }

    @Test func aParagraphThatFitsIsKeptAsWritten() {
        // The breaks the writer chose are kept, also next to a paragraph that is filled anew.
        let fitting = ["The events `Bar` may send, through an outbox it keeps:", "`let mediator`."]
        let long = String(repeating: "word ", count: 20) + "end"
        let fitted = DocumentationText.lines([long, ""] + fitting, indentation: 4)
        #expect(fitted.count == 5)
        #expect(Array(fitted.suffix(3)) == [""] + fitting)
    }

    @Test func blankLinesListsAndCodeAreNotJoinedToAParagraph() {
        let long = String(repeating: "word ", count: 22) + "end"
        let code = "let value = " + String(repeating: "part + ", count: 14) + "part"
        let documentation = [
            long, "more.", "", "- first item", "- second item", "```", code, "```", "after.",
        ]
        #expect(
            DocumentationText.lines(documentation, indentation: 0) == [
                String(repeating: "word ", count: 18) + "word", "word word word end more.", "",
                "- first item", "- second item", "```", code, "```", "after.",
            ])
    }

    @Test func aLongLineOutsideAParagraphIsBrokenOnItsOwn() {
        let item = "- " + String(repeating: "item ", count: 20) + "last"
        #expect(
            DocumentationText.lines([item, "Next paragraph."], indentation: 4) == [
                "- " + String(repeating: "item ", count: 17) + "item", "item item last",
                "Next paragraph.",
            ])
    }

    @Test func aLineIndentedPastHalfTheWidthKeepsHalfOfItsIndentation() {
        // 88 characters fit at indentation 8; the line is indented by 95 and has 30 more.
        let words = String(repeating: "word ", count: 5) + "end"
        let lines = DocumentationText.lines(
            [String(repeating: " ", count: 95) + words], indentation: 8)
        #expect(lines == [String(repeating: " ", count: 44) + words])
    }

    @Test func controlCharactersBecomeSpacesAndTrailingSpaceGoes() {
        #expect(DocumentationText.lines(["a\u{0}b\u{2028}c  "], indentation: 0) == ["a b c"])
    }

    @Test func fittingKeepsEveryWordAndFittingAgainChangesNothing() {
        var random = SeededRandom(seed: 14)
        let words = ["a", "mediator", "colleague", "`inline code`", "receives", "it,", "élan", "🚀"]
        for _ in 0..<200 {
            let indentation = 4 * random.below(3)
            let documentation = (0..<(1 + random.below(5))).map { _ in
                (0..<(1 + random.below(30))).map { _ in random.pick(words) }.joined(separator: " ")
            }
            let fitted = DocumentationText.lines(documentation, indentation: indentation)
            let wordsOf = { (lines: [String]) in lines.flatMap { $0.split(separator: " ") } }
            #expect(wordsOf(fitted) == wordsOf(documentation))
            #expect(fitted.allSatisfy { indentation + 4 + $0.count <= LinePrinter.limit })
            #expect(DocumentationText.lines(fitted, indentation: indentation) == fitted)
        }
    }
}
