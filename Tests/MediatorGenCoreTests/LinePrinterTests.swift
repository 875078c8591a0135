import Testing

@testable import MediatorGenCore

/// Lines with the layout marks that `{{(}}`, `{{((}}`, `{{,}}` and `{{)}}` render, as
/// ``LinePrinter`` lays them out.
@Suite struct LinePrinterTests {
    /// `items` as a group that fills its lines, or, with `onePerLine`, has an item a line.
    static func group(_ items: [String], onePerLine: Bool = false) -> String {
        let open = onePerLine ? LinePrinter.itemPerLineGroup : LinePrinter.fillingGroup
        return String(UnicodeScalar(open))
            + items.joined(separator: String(UnicodeScalar(LinePrinter.separator)))
            + String(UnicodeScalar(LinePrinter.groupEnd))
    }

    static func lines(_ text: String) -> [String] {
        LinePrinter.print(text).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    @Test func aLineThatFitsIsPrintedOnOneLineWithoutItsMarks() {
        let line = "        self.link.detach(keepingAlive: [\(Self.group(["self.a", "self.b"]))])"
        #expect(Self.lines(line) == ["        self.link.detach(keepingAlive: [self.a, self.b])"])
    }

    @Test func aCollectionThatEndsALineOfExactlyTheLimitIsBrokenAsSwiftFormatBreaksIt() {
        // `swift format` keeps a column for the comma it would add after the last element.
        func items(_ last: String) -> String {
            Self.group(["alpha", "beta", last].map { "String(describing: \($0))" })
        }
        let line = "                [\(items("gammammmm"))]"
        #expect(Self.lines(line).count == 5, "100 characters, broken after its bracket")
        #expect(Self.lines("                [\(items("gammammm"))]").map(\.count) == [99])
        // A line of the limit that the bracket does not end fits.
        #expect(Self.lines("            f([\(items("gammammmmm"))])").map(\.count) == [100])
    }

    @Test func aSeparatorThatEndsItsGroupSeparatesNothing() {
        // As a list whose every item ends with `{{,}}` writes it, on one line and broken.
        #expect(Self.lines("f(\(Self.group(["a", "b", ""])))") == ["f(a, b)"])
        #expect(Self.lines("f(\(Self.group([""])))") == ["f()"])
        let arguments = (0..<6).map { "argumentNumber\($0): value\($0)" }
        #expect(
            Self.lines("        self.dispatchSomething(\(Self.group(arguments + [""])))")
                == Self.lines("        self.dispatchSomething(\(Self.group(arguments)))"))
    }

    @Test func aLongCallPutsItsArgumentsOnTheLinesAfterTheParenthesis() {
        let arguments = (0..<6).map { "argumentNumber\($0): value\($0)" }
        let line = "        self.dispatchSomething(\(Self.group(arguments)))"
        #expect(
            Self.lines(line) == [
                "        self.dispatchSomething(",
                "            argumentNumber0: value0, argumentNumber1: value1, argumentNumber2: value2,",
                "            argumentNumber3: value3, argumentNumber4: value4, argumentNumber5: value5",
                "        )",
            ])
    }

    @Test func aLineNoGroupShortensBreaksBeforeItsFallbackAsSwiftFormatDoes() {
        let call =
            "        return (self.keyedMembers as (any KeyedMembersColleague)?)?.throws(\(Self.group([])))"
        let fallback = " ?? AsyncThrowingStream { $0.finish() }"
        #expect(
            Self.lines(call + fallback) == [
                "        return (self.keyedMembers as (any KeyedMembersColleague)?)?.throws()",
                "            ?? AsyncThrowingStream { $0.finish() }",
            ])
        // One that fits stays on its line.
        #expect(Self.lines("        return x.count(\(Self.group([])))" + fallback).count == 1)
    }

    @Test func aStringArgumentTooLongForItsLineGoesOnTheLineAfterItsLabelAsSwiftFormatPutsIt() {
        let receivers = "\"" + (0..<8).map { "ReceiverNumber\($0)" }.joined(separator: ", ") + "\""
        let arguments = ["\"send(_:)\"", "from: sender", "to: \(receivers)"]
        let subject = "MediatorDelivery(\(Self.group(arguments)))"
        let call =
            "            try (self as any Behaviors).aroundDispatch(\(Self.group([subject])))"
        #expect(
            Self.lines(call)
                == [
                    "            try (self as any Behaviors).aroundDispatch(",
                    "                MediatorDelivery(",
                    "                    \"send(_:)\", from: sender,",
                    "                    to:",
                    "                        \(receivers)",
                    "                )",
                    "            )",
                ])
        // One before the last item keeps its comma after the literal.
        let before = "MediatorDelivery(\(Self.group(["to: \(receivers)", "from: sender"])))"
        #expect(
            Self.lines("                \(before)")
                == [
                    "                MediatorDelivery(", "                    to:",
                    "                        \(receivers),", "                    from: sender",
                    "                )",
                ])
        // One that fits after its label, and a value that is not one string literal, stay.
        let short = "MediatorDelivery(\(Self.group(["\"send(_:)\"", "from: sender", "to: \"A\""])))"
        #expect(
            Self.lines("                \(short)")
                == ["                MediatorDelivery(\"send(_:)\", from: sender, to: \"A\")"])
        let joined = "f(\(Self.group(["to: \(receivers) + \(receivers)"])))"
        #expect(Self.lines("    \(joined)")[1] == "        to: \(receivers) + \(receivers)")
    }

    @Test func aGroupOfAnItemALineKeepsWhatFollowsItsBracket() {
        let parameters = [
            "positions: [Int: (x: Double, y: Double)]", "from sender: MediatorSender",
        ]
        let line =
            "    fileprivate func dispatchMoved(\(Self.group(parameters, onePerLine: true)))"
            + " async throws -> Int {"
        #expect(
            Self.lines(line) == [
                "    fileprivate func dispatchMoved(",
                "        positions: [Int: (x: Double, y: Double)],",
                "        from sender: MediatorSender",
                "    ) async throws -> Int {",
            ])
    }

    @Test func aLongClosureGetsItsBodyOnALineOfItsOwn() {
        let body = "$0.dispatchSomethingMuchLongerStill(value, label: label, from: $1)"
        let line = "            self.connection.send { \(Self.group([body])) }"
        #expect(
            Self.lines(line) == [
                "            self.connection.send {", "                " + body, "            }",
            ])
    }

    @Test func aCollectionStillTooLongInsideABrokenCallGetsOneElementPerLineAndTrailingComma() {
        let colleagues = (0..<12).map { "self.colleagueNumber\($0)" }
        let line =
            "        self.link.detach(\(Self.group(["keepingAlive: [\(Self.group(colleagues))]"])))"
        #expect(
            Self.lines(line)
                == ["        self.link.detach(", "            keepingAlive: ["]
                + colleagues.map { "                \($0)," } + ["            ]", "        )"])
    }

    @Test func onlyMarkedCommasBreakSoStringLiteralsAndTypesStayWhole() {
        let line =
            "        let scope = self.link.show(\(Self.group(["\"e(_:)\"", "sender", "\"A, B, C\"", "(a: Int, b: Int)", String(repeating: "x", count: 40)])))"
        #expect(
            Self.lines(line) == [
                "        let scope = self.link.show(",
                "            \"e(_:)\", sender, \"A, B, C\", (a: Int, b: Int), "
                    + String(repeating: "x", count: 40),
                "        )",
            ])
    }

    @Test func theLongestGroupIsMeasuredInCharactersNotBytes() {
        // The first group has more bytes, the second more characters.
        let accented = String(repeating: "é", count: 40)
        let arguments = (0..<5).map { "argument\($0): \($0)" }
        let line = "        let x = f(\(Self.group([accented]))) + g(\(Self.group(arguments)))"
        #expect(
            Self.lines(line) == [
                "        let x = f(\(accented)) + g(",
                "            argument0: 0, argument1: 1, argument2: 2, argument3: 3, argument4: 4",
                "        )",
            ])
    }

    @Test func linesWithoutMarksAreLeftAsTheyAre() {
        let comment = "    // " + String(repeating: "word ", count: 30)
        let directive =
            "#sourceLocation(file: \"" + String(repeating: "a/", count: 60) + "x\", line: 1)"
        let source = "a\n" + comment + "\n" + directive + "\nb"
        #expect(LinePrinter.print(source) == source)
    }

    @Test func aTemplatesOwnCommentIsFittedAsAParagraph() {
        let source = [
            "    /// The events of `" + String(repeating: "Long", count: 12) + "`, one case each "
                + "with its payload, as a `MediatorRecorder` set as",
            "    /// its `observer` records them.",
        ].joined(separator: "\n")
        let lines = Self.lines(source)
        #expect(lines.first?.count ?? 0 > 90, "the first line is filled, not just cut")
        #expect(lines.allSatisfy { $0.hasPrefix("    /// ") && $0.count <= LinePrinter.limit })
        #expect(
            lines.joined(separator: " ").split(separator: " ").filter { $0 != "///" }
                == source.split(whereSeparator: \.isWhitespace).filter { $0 != "///" })
    }
}
