import Testing

@testable import MediatorGenCore

@Suite struct LineWrapperTests {
    @Test func aShortLineIsLeftAlone() {
        let line = "        self.link.detach(keepingAlive: [self.a, self.b])"
        #expect(LineWrapper.wrap(line) == line)
    }

    @Test func aLongCallPutsItsArgumentsOnTheLinesAfterTheParenthesis() {
        let arguments = (0..<6).map { "argumentNumber\($0): value\($0)" }
        let line = "        self.dispatchSomething(" + arguments.joined(separator: ", ") + ")"
        #expect(
            LineWrapper.wrap(line).split(separator: "\n") == [
                "        self.dispatchSomething(",
                "            argumentNumber0: value0, argumentNumber1: value1, argumentNumber2: value2,",
                "            argumentNumber3: value3, argumentNumber4: value4, argumentNumber5: value5",
                "        )",
            ])
    }

    @Test func aLongDeclarationKeepsItsEffectsAndBraceAfterTheParameters() {
        let line =
            "    fileprivate func dispatchMoved(positions: [Int: (x: Double, y: Double)], "
            + "from sender: MediatorSender) async throws -> Int {"
        #expect(
            LineWrapper.wrap(line).split(separator: "\n") == [
                "    fileprivate func dispatchMoved(",
                "        positions: [Int: (x: Double, y: Double)], from sender: MediatorSender",
                "    ) async throws -> Int {",
            ])
    }

    @Test func aLongClosureGetsItsBodyOnALineOfItsOwn() {
        let line =
            "            self.connection.send { $0.dispatchSomethingMuchLongerStill(value, label: label, "
            + "from: $1) }"
        #expect(
            LineWrapper.wrap(line).split(separator: "\n") == [
                "            self.connection.send {",
                "                $0.dispatchSomethingMuchLongerStill(value, label: label, from: $1)",
                "            }",
            ])
    }

    @Test func aCollectionStillTooLongInsideABrokenCallGetsOneElementPerLine() {
        let colleagues = (0..<12).map { "self.colleagueNumber\($0)" }
        let line =
            "        self.link.detach(keepingAlive: [" + colleagues.joined(separator: ", ") + "])"
        let lines = LineWrapper.wrap(line).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "        self.link.detach(",
                "            keepingAlive: [",
            ] + colleagues.map { "                \($0)," } + [
                "            ]",
                "        )",
            ])
    }

    @Test func commasAndBracketsInStringLiteralsAreNotBreakPoints() {
        let line =
            "        let scope = self.link.trace(\"e(_:)\", from: sender, to: \"Aaaaaaaaaa, "
            + "Bbbbbbbbbb, Cccccccccc, Dddddddddd\", value)"
        #expect(
            LineWrapper.wrap(line).split(separator: "\n") == [
                "        let scope = self.link.trace(",
                "            \"e(_:)\", from: sender, to: \"Aaaaaaaaaa, Bbbbbbbbbb, Cccccccccc, "
                    + "Dddddddddd\", value",
                "        )",
            ])
    }

    @Test func theLongestBracketPairIsMeasuredInCharactersNotBytes() {
        // The first pair has more bytes, the second more characters.
        let accented = String(repeating: "é", count: 40)
        let arguments = (0..<5).map { "argument\($0): \($0)" }.joined(separator: ", ")
        let line = "        let x = f(\(accented)) + g(\(arguments))"
        #expect(
            LineWrapper.wrap(line).split(separator: "\n") == [
                "        let x = f(\(accented)) + g(",
                "            argument0: 0, argument1: 1, argument2: 2, argument3: 3, argument4: 4",
                "        )",
            ])
    }

    @Test func plainCommentsAndDirectivesAreNeverBroken() {
        // Documentation comments are fitted: see `DocCommentWrappingTests`.
        let comment = "    // " + String(repeating: "word ", count: 30)
        let directive =
            "#sourceLocation(file:\"" + String(repeating: "a/", count: 60) + "x\",line:1)"
        let source = comment + "\n" + directive + "\n"
        #expect(LineWrapper.wrap(source) == source)
    }

    @Test func everyLineOfAFileIsWrappedOnItsOwn() {
        let long = "    func f(" + (0..<20).map { "p\($0): Int" }.joined(separator: ", ") + ") {"
        let wrapped = LineWrapper.wrap("a\n" + long + "\nb")
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "a")
        #expect(lines.last == "b")
        #expect(lines.count > 4)
        #expect(lines.allSatisfy { $0.count <= LineWrapper.limit })
    }
}

@Suite struct MappedLineWrapperTests {
    @Test func aDeclarationMappedToTheSpecGetsOneParameterPerLine() {
        let declaration =
            "        func addedToTheShoppingCart(item: Item, quantityOfTheItem count: Int, "
            + "noteForTheTill note: String)"
        let source = [
            "        #sourceLocation(file:\"Shop.mediator\",line:5)",
            "        /// An item was added.",
            declaration,
            "        #sourceLocation()",
            declaration,
        ].joined(separator: "\n")
        #expect(
            LineWrapper.wrap(source).split(separator: "\n") == [
                "        #sourceLocation(file:\"Shop.mediator\",line:5)",
                "        /// An item was added.",
                "        func addedToTheShoppingCart(",
                "            item: Item,",
                "            quantityOfTheItem count: Int,",
                "            noteForTheTill note: String",
                "        )",
                "        #sourceLocation()",
                "        func addedToTheShoppingCart(",
                "            item: Item, quantityOfTheItem count: Int, noteForTheTill note: String",
                "        )",
            ])
    }
}
