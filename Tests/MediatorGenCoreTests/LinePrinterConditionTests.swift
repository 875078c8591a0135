import Testing

@testable import MediatorGenCore

/// An `if` whose conditions are a group, as ``LinePrinter`` lays out one too long for its line:
/// as `swift format` does.
@Suite struct LinePrinterConditionTests {
    static func line(_ conditions: [String], _ statement: String) -> String {
        "        if " + LinePrinterTests.group(conditions) + " { "
            + LinePrinterTests.group([statement]) + " }"
    }

    @Test func anIfThatFitsStaysOnOneLine() {
        #expect(
            LinePrinterTests.lines(Self.line(["scope.isMediatorAlive", "slot == .first"], "a.b()"))
                == ["        if scope.isMediatorAlive, slot == .first { a.b() }"])
    }

    @Test func itsStatementGoesOnALineOfItsOwnFirst() {
        let statement = "(self.someReceiver as any SomeReceiverColleague).somethingHappened(value)"
        #expect(
            LinePrinterTests.lines(
                Self.line(["scope.isMediatorAlive", "slot == .first"], statement))
                == [
                    "        if scope.isMediatorAlive, slot == .first {",
                    "            " + statement,
                    "        }",
                ])
    }

    @Test func conditionsTooLongForTheIfLineFillItAndTheLinesAfterItAndTheBraceGoesBelow() {
        let conditions = [
            "scope.isMediatorAlive", "someVeryLongLocalNameOfTheSlot == .theSecondPageOfTheBook",
            "let receiver = self.theSecondPageOfTheBook", "sender.isNot(receiver)",
        ]
        let lines = LinePrinterTests.lines(Self.line(conditions, "receiver.turned(to: number)"))
        #expect(
            lines == [
                "        if scope.isMediatorAlive, someVeryLongLocalNameOfTheSlot == .theSecondPageOfTheBook,",
                "            let receiver = self.theSecondPageOfTheBook, sender.isNot(receiver)",
                "        {",
                "            receiver.turned(to: number)",
                "        }",
            ])
        #expect(lines.allSatisfy { $0.count <= LinePrinter.limit })
    }
}
