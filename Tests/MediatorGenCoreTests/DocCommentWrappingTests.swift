import TestSupport
import Testing

@testable import MediatorGenCore

/// The line wrapper fits `///` documentation comments to the line length at their indentation
/// (``DocCommentFlow``), and keeps the declaration after a comment at its line of the spec.
@Suite struct DocCommentWrappingTests {
    @Test func whatOverflowsAParagraphLineJoinsItsNextLine() {
        let source = [
            "        /// On the main actor: the receivers of an event delivered concurrently take "
                + "turns on it, each",
            "        /// going on while another awaits, each in a task of its own.",
        ].joined(separator: "\n")
        #expect(
            lines(of: LineWrapper.wrap(source)) == [
                "        /// On the main actor: the receivers of an event delivered concurrently "
                    + "take turns on it,",
                "        /// each going on while another awaits, each in a task of its own.",
            ])
    }

    @Test func aParagraphThatFitsIsKeptAsWritten() {
        // The breaks the writer chose are kept, also next to a paragraph that is filled anew.
        let fitting = [
            "    /// The events `Bar` may send, through an outbox it keeps:",
            "    /// `let mediator = Search.BarOutbox()`.",
        ]
        let long = "    /// " + String(repeating: "word ", count: 20) + "end"
        let wrapped = lines(
            of: LineWrapper.wrap(([long, "    ///"] + fitting).joined(separator: "\n")))
        #expect(wrapped.count == 5)
        #expect(Array(wrapped.suffix(3)) == ["    ///"] + fitting)
    }

    @Test func blankLinesListsAndCodeAreNotJoinedToAParagraph() {
        let long = String(repeating: "word ", count: 22) + "end"
        let code = "let value = " + String(repeating: "part + ", count: 14) + "part"
        let source = [
            "/// " + long, "/// more.", "///", "/// - first item", "/// - second item",
            "/// ```", "/// " + code, "/// ```", "/// after.",
        ].joined(separator: "\n")
        #expect(
            lines(of: LineWrapper.wrap(source)) == [
                "/// " + String(repeating: "word ", count: 18) + "word",
                "/// word word word end more.", "///", "/// - first item", "/// - second item",
                "/// ```", "/// " + code, "/// ```", "/// after.",
            ])
    }

    @Test func aLongLineOutsideAParagraphIsBrokenOnItsOwn() {
        let item = "    /// - " + String(repeating: "item ", count: 20) + "last"
        #expect(
            lines(of: LineWrapper.wrap(item + "\n    /// Next paragraph.")) == [
                "    /// - " + String(repeating: "item ", count: 17) + "item",
                "    /// item item last", "    /// Next paragraph.",
            ])
    }

    @Test func theDirectiveBeforeACommentMovesSoTheDeclarationKeepsItsSpecLine() {
        let long = "    /// " + String(repeating: "word ", count: 25) + "end"
        // The comment of one line becomes two: the declaration stays at spec line 12.
        let grown =
            "    #sourceLocation(file:\"a b,line:3.mediator\",line:11)\n\(long)\n    func f()"
        #expect(
            lines(of: LineWrapper.wrap(grown)).first
                == "    #sourceLocation(file:\"a b,line:3.mediator\",line:10)")
        // Three lines become two: the declaration stays at spec line 13.
        let shrunk = [
            "#sourceLocation(file:\"a.mediator\",line:10)",
            "/// " + String(repeating: "word ", count: 20) + "over the limit",
            "/// a", "/// b", "func f()",
        ].joined(separator: "\n")
        #expect(
            lines(of: LineWrapper.wrap(shrunk)).first
                == "#sourceLocation(file:\"a.mediator\",line:11)")
        // A directive never maps before the first line.
        let first = "#sourceLocation(file:\"a.mediator\",line:1)\n\(long)\nfunc f()"
        #expect(
            lines(of: LineWrapper.wrap(first)).first
                == "#sourceLocation(file:\"a.mediator\",line:1)")
    }

    @Test func fittingKeepsEveryWordAndFittingAgainChangesNothing() {
        var random = SeededRandom(seed: 14)
        let words = ["a", "mediator", "colleague", "`inline code`", "receives", "it,", "élan", "🚀"]
        for _ in 0..<200 {
            let indentation = String(repeating: " ", count: 4 * random.below(3))
            let comment = (0..<(1 + random.below(5))).map { _ in
                indentation + "/// "
                    + (0..<(1 + random.below(30))).map { _ in random.pick(words) }
                    .joined(separator: " ")
            }
            let source = comment.joined(separator: "\n")
            let wrapped = LineWrapper.wrap(source)
            let wordsOf = { (text: String) in
                text.split(whereSeparator: \.isWhitespace).filter { $0 != "///" }
            }
            #expect(wordsOf(wrapped) == wordsOf(source))
            #expect(lines(of: wrapped).allSatisfy { $0.count <= LineWrapper.limit })
            #expect(LineWrapper.wrap(wrapped) == wrapped)
        }
    }
}

/// The lines of `text`, as strings.
private func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
