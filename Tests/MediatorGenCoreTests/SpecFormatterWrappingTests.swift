import Testing

@testable import MediatorGenCore

/// `mediatorgen format` keeps lines within 100 characters where it can: `to` and `then` on
/// lines of their own, then the parameters one a line, then lists filled line by line.
@Suite struct SpecFormatterWrappingTests {
    /// A mediator with colleagues `A` and `B` and the given members, each on a line of its own.
    static func mediator(_ members: String...) -> String {
        "mediator M {\n    colleague A\n    colleague B\n"
            + members.map { "    " + $0 + "\n" }.joined() + "}\n"
    }

    /// `event e(_ p: Type) from A to B`, with a type name that makes the line `length` long.
    static func event(length: Int) -> String {
        let fixed = "    event e(_ p: ) from A to B".count
        return "event e(_ p: T\(String(repeating: "x", count: length - fixed - 1))) from A to B"
    }

    @Test func aLineOfOneHundredCharactersStays() throws {
        let text = Self.mediator(Self.event(length: 100))
        #expect(text.split(separator: "\n").map(\.count).max() == 100)
        try expectFormat(text, text)
    }

    @Test func aLongerEventPutsItsReceiversOnALineOfTheirOwn() throws {
        let type = "T" + String(repeating: "x", count: 70)
        try expectFormat(
            Self.mediator("event e(_ p: \(type)) from A to B"),
            Self.mediator("event e(_ p: \(type)) from A", "    to B"))
    }

    @Test func receiversAndFollowUpsBreakTogether() throws {
        let type = "T" + String(repeating: "x", count: 70)
        try expectFormat(
            Self.mediator("event e(_ p: \(type)) from A to B, mediator then e"),
            Self.mediator("event e(_ p: \(type)) from A", "    to B, mediator", "    then e"))
    }

    @Test func parametersGoOneALineWhenTheFirstLineStillDoesNotFit() throws {
        let type = "T" + String(repeating: "x", count: 50)
        try expectFormat(
            Self.mediator(
                "event e(first: \(type), second: \(type)) async throws -> Int from A to B"),
            Self.mediator(
                "event e(", "    first: \(type),", "    second: \(type)",
                ") async throws -> Int from A",
                "    to B"))
    }

    @Test func parametersWrittenOneALineStaySo() throws {
        try expectFormat(
            Self.mediator("event e(\n        first: Int, second: Int) from A to B"),
            Self.mediator("event e(", "    first: Int,", "    second: Int", ") from A", "    to B"))
    }

    @Test func listsStillTooLongFillTheirLines() throws {
        let names = (1...12).map { "Colleague\($0)" }.joined(separator: ", ")
        let roles = (1...12).map { "Role\($0)" }.joined(separator: ", ")
        let text =
            "mediator M {\n" + (1...12).map { "    colleague Colleague\($0): \(roles)\n" }.joined()
            + (1...12).map { "    role Role\($0)\n" }.joined()
            + "    event e() from \(names) to \(names)\n"
            + "    when connected then " + Array(repeating: "e", count: 30).joined(separator: ", ")
            + "\n"
            + "}\n"
        let result = try formatted(text)
        #expect(
            result.contains(
                """
                    colleague Colleague1: Role1, Role2, Role3, Role4, Role5, Role6, Role7, Role8, Role9, Role10,
                        Role11, Role12
                """), "\(result)")
        #expect(
            result.contains(
                """
                    event e() from Colleague1, Colleague2, Colleague3, Colleague4, Colleague5, Colleague6,
                        Colleague7, Colleague8, Colleague9, Colleague10, Colleague11, Colleague12
                        to Colleague1, Colleague2, Colleague3, Colleague4, Colleague5, Colleague6, Colleague7,
                            Colleague8, Colleague9, Colleague10, Colleague11, Colleague12
                    when connected then e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e,
                        e, e, e, e, e

                """), "\(result)")
        #expect(result.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(result)")
        #expect(try formatted(result) == result)
    }

    @Test func whatCannotBreakStaysLong() throws {
        let type = "T" + String(repeating: "x", count: 110)
        try expectFormat(
            Self.mediator("event e(_ p: \(type)) from A to B"),
            Self.mediator("event e(", "    _ p: \(type)", ") from A", "    to B"))
    }

    @Test func anEndOfLineCommentDoesNotCount() throws {
        let text = Self.mediator(
            Self.event(length: 100) + "  // " + String(repeating: "c", count: 40))
        try expectFormat(text, text)
    }
}
