import Testing

@testable import MediatorGenCore

/// `mediatorgen format` keeps a mediator's line and a colleague line within 100 characters where
/// it can: the superclass and protocols on lines of their own, a colleague's clauses and roles
/// filling its lines.
@Suite struct SpecFormatterDeclarationWrappingTests {
    static let protocols =
        ["UISearchBarDelegate", "UITableViewDelegate", "UITableViewDataSource"]
        + ["UIScrollViewDelegate", "UITextFieldDelegate"]

    @Test func aLongMediatorLinePutsItsInheritanceOnLinesOfItsOwn() throws {
        let list = "NSObject(), " + Self.protocols.joined(separator: ", ")
        let text =
            "@MainActor public mediator SearchScreenCoordinator: \(list) {\n"
            + "    colleague A called directly\n}\n"
        #expect(text.split(separator: "\n")[0].count > 100)
        try expectFormat(
            text,
            """
            @MainActor public mediator SearchScreenCoordinator:
                NSObject(), UISearchBarDelegate, UITableViewDelegate, UITableViewDataSource,
                UIScrollViewDelegate, UITextFieldDelegate
            {
                colleague A called directly
            }

            """)
    }

    @Test func aMediatorLineThatFitsStays() throws {
        let text = "mediator M: NSObject(), P {\n    colleague A called directly\n}\n"
        try expectFormat(text, text)
    }

    @Test func aCommentInTheInheritanceBreaksIt() throws {
        try expectFormat(
            "mediator M: NSObject(),  // the delegate\n P {\n    colleague A called directly\n}\n",
            "mediator M:\n    NSObject(),  // the delegate\n    P\n{\n    colleague A called directly\n}\n"
        )
    }

    @Test func aLongColleagueLineFillsItsClausesAndRoles() throws {
        let roles = (1...4).map { "ScreenRole\($0)" }.joined(separator: ", ")
        let text =
            "mediator M {\n"
            + "    weak colleague any SearchResultsPresenting? as presenter outbox box called directly: "
            + roles + "\n"
            + (1...4).map { "    role ScreenRole\($0)\n" }.joined() + "}\n"
        let result = try formatted(text)
        #expect(
            result.hasPrefix(
                """
                mediator M {
                    weak colleague any SearchResultsPresenting? as presenter outbox box called directly:
                        ScreenRole1, ScreenRole2, ScreenRole3, ScreenRole4

                """), "\(result)")
        #expect(result.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(result)")
    }

    @Test func aLongKeyedSetBreaksBeforeTheClauseThatDoesNotFit() throws {
        let key = "Handle" + String(repeating: "x", count: 50)
        try expectFormat(
            "mediator M {\n    colleague [BufferMediatorColleague] keyed by \(key) as buffers "
                + "called directly\n}\n",
            "mediator M {\n    colleague [BufferMediatorColleague]\n"
                + "        keyed by \(key) as buffers called directly\n}\n")
    }

    @Test func aCommentAfterTheOpeningBraceBreaksNothing() throws {
        let text =
            "mediator M: NSObject(), P {  // the delegate\n    colleague A called directly\n}\n"
        try expectFormat(text, text)
        try expectFormat(
            "mediator M: NSObject(), P { /* c */\n    colleague A called directly\n}\n",
            "mediator M: NSObject(), P { /* c */\n    colleague A called directly\n}\n")
    }

    @Test func aColleagueLineThatFitsStaysAsWritten() throws {
        let text =
            "mediator M {\n    colleague [Buffer] keyed by Handle as buffers called directly\n}\n"
        try expectFormat(text, text)
    }
}
