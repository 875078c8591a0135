import Testing

@testable import MediatorGenCore

/// `mediatorgen format` keeps every comment where it is: on a line of its own, or at the end of
/// the code it follows.
@Suite struct SpecFormatterCommentTests {
    @Test func commentsAroundDeclarations() throws {
        try expectFormat(
            """
            // Header.

            import Foundation   // for Date\u{20}\u{20}
            /* between */
            import Darwin
            mediator M { // opens
              // the first member's comment


              colleague A  /* after A */
              /// Documents B.
              colleague B


              // after the last member

              // just before the brace
            } // closes


            // end of file
            /* and a block */
            """,
            """
            // Header.

            import Foundation  // for Date
            /* between */
            import Darwin
            mediator M {  // opens
                // the first member's comment

                colleague A /* after A */
                /// Documents B.
                colleague B

                // after the last member

                // just before the brace
            }  // closes

            // end of file
            /* and a block */

            """)
    }

    @Test func commentsInsideDeclarations() throws {
        try expectFormat(
            """
            mediator /* name: */ M {
                colleague A /* plays */ : R
                role R
                event e(/* none */) from A /* sender */ to R
                event f(x: Int /* count */, y: [ /* inner */ Int]) from A to A
            }
            """,
            """
            mediator /* name: */ M {
                colleague A /* plays */: R
                role R
                event e( /* none */) from A /* sender */ to R
                event f(x: Int /* count */, y: [ /* inner */ Int]) from A to A
            }

            """)
    }

    @Test func aLineCommentInsideAnEventBreaksItLikeALongOne() throws {
        try expectFormat(
            """
            mediator M {
                colleague A
                colleague B
                event g(x: Int, // the x
                    y: Int) from A to /* first */ A, // the a
                        B
                event h() from A
                    // receivers:
                    to B
                event i(_ pair: (Int, // left
                  Int)) from A to B
            }
            """,
            """
            mediator M {
                colleague A
                colleague B
                event g(
                    x: Int,  // the x
                    y: Int
                ) from A
                    to /* first */ A,  // the a
                        B
                event h() from A
                    // receivers:
                    to B
                event i(
                    _ pair: (Int,  // left
                    Int)
                ) from A
                    to B
            }

            """)
    }

    @Test func blockCommentsKeepTheirText() throws {
        try expectFormat(
            """
            mediator M {
            /* Several
               lines,   kept */
                /* one */ colleague A
                colleague B  /* spans
              two lines */ colleague C
            }
            """,
            """
            mediator M {
                /* Several
               lines,   kept */
                /* one */ colleague A
                colleague B /* spans
              two lines */
                colleague C
            }

            """)
    }

    @Test func documentationStaysWithTheDeclarationAfterIt() throws {
        let text = """
            mediator M {
                colleague A /// Documents B.
                colleague B
                ///Documents e.
                event e() from A to B
            }
            """
        let result = try formatted(text)
        #expect(
            result == """
                mediator M {
                    colleague A  /// Documents B.
                    colleague B
                    ///Documents e.
                    event e() from A to B
                }

                """)
        let (before, _) = parse(text)
        let (after, _) = parse(result)
        #expect(
            after.mediators.map { $0.colleagues.map(\.documentation) } == [[[], ["Documents B."]]])
        #expect(after.mediators.map { $0.events.map(\.documentation) } == [[["Documents e."]]])
        #expect(
            before.mediators.map { $0.colleagues.map(\.documentation) } == [[[], ["Documents B."]]])
    }
}
