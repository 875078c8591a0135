import Testing

@testable import MediatorGenCore

@Suite struct LineWrapperTests {
    @Test func aShortLineIsLeftAlone() {
        let line = "        self.link.mediatorDidEnd(keepingAlive: [self.a, self.b])"
        #expect(LineWrapper.wrap(line) == line)
    }

    @Test func aLongCallGetsOneArgumentPerLine() {
        let arguments = (0..<6).map { "argumentNumber\($0): value\($0)" }
        let line = "        self.dispatchSomething(" + arguments.joined(separator: ", ") + ")"
        #expect(
            LineWrapper.wrap(line).split(separator: "\n") == [
                "        self.dispatchSomething(",
                "            argumentNumber0: value0,",
                "            argumentNumber1: value1,",
                "            argumentNumber2: value2,",
                "            argumentNumber3: value3,",
                "            argumentNumber4: value4,",
                "            argumentNumber5: value5",
                "        )",
            ])
    }

    @Test func aCollectionStillTooLongInsideABrokenCallIsBrokenToo() {
        let colleagues = (0..<12).map { "self.colleagueNumber\($0)" }
        let line =
            "        self.link.mediatorDidEnd(keepingAlive: ["
            + colleagues.joined(separator: ", ") + "])"
        let lines = LineWrapper.wrap(line).split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= LineWrapper.limit }, "\(lines)")
        #expect(
            lines == [
                "        self.link.mediatorDidEnd(",
                "            keepingAlive: [",
            ] + colleagues.map { "                \($0)," } + [
                "            ]",
                "        )",
            ])
    }
}
