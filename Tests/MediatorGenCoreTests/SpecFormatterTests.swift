import Testing

@testable import MediatorGenCore

/// `mediatorgen format`: each construct of the language in the standard layout, whatever layout
/// it was written in.
@Suite struct SpecFormatterTests {
    @Test func importsAndMediatorHeaders() throws {
        try expectFormat(
            """
            import   Foundation
            import Darwin . C
            public   @MainActor   mediator A{colleague X}
            nonisolated package mediator B { colleague Y }
            @ Game . Actor internal mediator C { colleague Z }
            mediator `D` { colleague W }
            """,
            """
            import Foundation
            import Darwin.C
            public @MainActor mediator A {
                colleague X
            }
            nonisolated package mediator B {
                colleague Y
            }
            @Game.Actor internal mediator C {
                colleague Z
            }
            mediator `D` {
                colleague W
            }

            """)
    }

    @Test func colleaguesInEveryForm() throws {
        try expectFormat(
            """
            mediator M {
              role R role S
              colleague A weak colleague B
                 colleague [ C ] strong colleague [C2]as crowd
              colleague any P:R,S
              weak   colleague any Q colleague [any P2 ] as ps : R
              colleague `Type1` as `default`
            }
            """,
            """
            mediator M {
                role R
                role S
                colleague A
                weak colleague B
                colleague [C]
                strong colleague [C2] as crowd
                colleague any P: R, S
                weak colleague any Q
                colleague [any P2] as ps: R
                colleague `Type1` as `default`
            }

            """)
    }

    @Test func eventsWithEveryClause() throws {
        try expectFormat(
            """
            @MainActor mediator M {
                colleague A colleague B colleague [C]: R role R
                event tick ( ) from A to B
                event moved(from start:Int,to end :Int)async throws from A,outside to mediator with sender,B , C except sender concurrently collecting errors then tick,moved
                event ask ( _ q : String ) -> [ String ] from mediator to B
                event `default`(`in` x: Int) async throws from B to all collecting errors concurrently
                event said(_ words: String) from A to others then ask
            }
            """,
            """
            @MainActor mediator M {
                colleague A
                colleague B
                colleague [C]: R
                role R
                event tick() from A to B
                event moved(from start: Int, to end: Int) async throws from A, outside
                    to mediator with sender, B, C except sender concurrently collecting errors
                    then tick, moved
                event ask(_ q: String) -> [ String ] from mediator to B
                event `default`(`in` x: Int) async throws from B to all collecting errors concurrently
                event said(_ words: String) from A to others then ask
            }

            """)
    }

    @Test func typesKeepTheirSpacingAndLineBreaksBecomeSpaces() throws {
        try expectFormat(
            """
            mediator M {
                colleague A
                event e(a:[String:Int], b: ( Int )->Void, c: @escaping @Sendable (Result<Data, any Error>) -> Void, d: (x: Int,
                    y: String)?, e: Set < Int >) -> (Int,
                        Bool)from A to A
            }
            """,
            """
            mediator M {
                colleague A
                event e(
                    a: [String:Int],
                    b: ( Int )->Void,
                    c: @escaping @Sendable (Result<Data, any Error>) -> Void,
                    d: (x: Int, y: String)?,
                    e: Set < Int >
                ) -> (Int, Bool) from A
                    to A
            }

            """)
    }

    @Test func whenConnectedAndBehaviors() throws {
        try expectFormat(
            """
            @MainActor mediator M { colleague A
            behavior   around delivery behavior around dispatch
            when connected then e , f
            event e() from mediator to A event f() from mediator to A }
            """,
            """
            @MainActor mediator M {
                colleague A
                behavior around delivery
                behavior around dispatch
                when connected then e, f
                event e() from mediator to A
                event f() from mediator to A
            }

            """)
    }

    @Test func aFullNameAfterThenIsWrittenTogether() throws {
        try expectFormat(
            """
            mediator M { colleague A
            when connected then pay ( amount : ) , pay(refund:)
            event pay(amount: Int) from A to A then pay( _ : with :)
            event pay(refund: Int) from A to A then `pay` (amount:)
            event pay(_ x: Int, with y: Int) from A to A }
            """,
            """
            mediator M {
                colleague A
                when connected then pay(amount:), pay(refund:)
                event pay(amount: Int) from A to A then pay(_:with:)
                event pay(refund: Int) from A to A then `pay`(amount:)
                event pay(_ x: Int, with y: Int) from A to A
            }

            """)
    }

    @Test func oneDeclarationALineWithoutSemicolons() throws {
        try expectFormat(
            "mediator M { colleague A; colleague B; event e() from A to B; }\n",
            """
            mediator M {
                colleague A
                colleague B
                event e() from A to B
            }

            """)
    }

    @Test func blankLinesAreKeptOneAtATime() throws {
        try expectFormat(
            "\n\n\nimport Foundation\n\n\n\nmediator M {\n\n\n    colleague A\n\n\n\n"
                + "    colleague B\n    colleague C\n\n\n}\n\n\nmediator N {\n    colleague D\n}\n\n\n",
            """
            import Foundation

            mediator M {
                colleague A

                colleague B
                colleague C
            }

            mediator N {
                colleague D
            }

            """)
    }

    @Test func lineEndingsAndByteOrderMarkAreNormalised() throws {
        let text = "\u{FEFF}mediator M {\r\n    colleague A // a\r\n    colleague B\r}\r\n"
        try expectFormat(text, "mediator M {\n    colleague A  // a\n    colleague B\n}\n")
    }

    @Test func aSpecWithErrorsIsNotFormattedAndReportsWhatCheckReports() throws {
        let file = SourceFile(
            path: testSpecPath,
            text: "mediator M {\n    colleague A\n    event e() from A to Nobody\n}\n")
        let output = SpecFormatter.format(file)
        #expect(output.text == nil)
        #expect(output.diagnostics == GeneratorPipeline.withoutTemplates.check(file))
        #expect(
            errors(output.diagnostics).map(\.description) == [
                "t.mediator:3:25: error: unknown colleague 'Nobody' as receiver"
            ])
    }

    @Test func aCommentThatIsNotUTF8IsAnError() throws {
        let bytes =
            Array("mediator M {\n    colleague A  // caf".utf8) + [0xE9] + Array("\n}\n".utf8)
        let output = SpecFormatter.format(SourceFile(path: testSpecPath, bytes: bytes))
        #expect(output.text == nil)
        #expect(
            errors(output.diagnostics).map(\.description) == [
                "t.mediator:2:18: error: this comment holds bytes that are not UTF-8 text; save "
                    + "the spec as UTF-8 to format it"
            ])
    }

    @Test func warningsDoNotStopFormatting() throws {
        let output = SpecFormatter.format(
            SourceFile(path: testSpecPath, text: "mediator M { colleague A }"))
        #expect(output.text == "mediator M {\n    colleague A\n}\n")
        #expect(warnings(output.diagnostics).count == 1)
    }

    @Test func aValueThatStartsWithAParenthesisKeepsItsSpaceAfterTheEquals() throws {
        try expectFormat(
            """
            mediator M {
                colleague A
                var tally =(home: 0, away: 0)
                @Clamped(1...3)   var level = 2
            }
            """,
            """
            mediator M {
                colleague A
                var tally = (home: 0, away: 0)
                @Clamped(1...3) var level = 2
            }

            """)
    }
}
