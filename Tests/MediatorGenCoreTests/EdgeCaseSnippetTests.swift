import Testing

/// Valid specs at the edges of the language: characters a doc comment may hold, results that are
/// optional already, closures that do not escape, labels that are keywords or repeated.
@Suite struct EdgeCaseSnippetTests {
    @Test func controlCharactersInADocCommentBecomeSpaces() throws {
        // A bell, a tab and a line separator would end or corrupt the generated comment.
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    colleague Listener
                    /// Rings\u{7} the\tbell\u{2028}twice.
                    event rang() from Speaker to Listener
                }
                """,
            toContain: """
                    protocol ListenerColleague: AnyObject {
                        #sourceLocation(file:"t.mediator",line:4)
                        /// Rings  the bell twice.
                        func rang()
                """)
    }

    @Test func theSendableCheckNamesParameterTypesWithoutTheirSpecifiers() throws {
        // `borrowing` and `@escaping` may only qualify a parameter; the check names the types
        // bare. Both checks together would not fit on one line, so each part has its own, on
        // the event's line.
        try expectGenerated(
            from: """
                nonisolated mediator Relay {
                    colleague Speaker
                    colleague Listener
                    event said(text: borrowing String, done: @escaping @Sendable (Int) -> Void) from Speaker to Listener
                }
                """,
            toContain: """
                    #sourceLocation(file:"t.mediator",line:2)
                    private typealias SpeakerIsSendable = RequireSendable<Speaker>
                    private typealias ListenerIsSendable = RequireSendable<Listener>
                    private typealias SaidTextIsSendable = RequireSendable<String>
                    #sourceLocation(file:"t.mediator",line:4)
                    private typealias SaidDoneIsSendable = RequireSendable<@Sendable (Int) -> Void>
                """)
    }

    @Test func anOptionalResultStaysSinglyOptional() throws {
        // `request` answers `nil` when the mediator is gone; `?? nil` folds that into the
        // handler's own `nil`, so the sender sees `String?`, never `String??`.
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    weak colleague Listener
                    event lastWord() -> String? from Speaker to Listener
                }
                """,
            toContain: """
                        func lastWord() -> String? {
                            #sourceLocation()
                            let result = connection.request { $0.dispatchLastWord(from: connection.sender) }
                            #sourceLocation(file:"t.mediator",line:4)
                            return result ?? nil
                        }
                """,
            """
                private func dispatchLastWord(from sender: MediatorSender) -> String? {
                    #sourceLocation()
                    let handler = self.listener
                    link.show(Event.lastWord, "lastWord()", sender, "Listener")
                    return (handler as (any ListenerColleague)?)?.lastWord()
                }
            """)
    }

    @Test func aClosureThatDoesNotEscapeIsTracedByKindAndLabelsKeepTheirBackticks() throws {
        // A trace or an event outlives the call, so a non-escaping closure cannot be part of it.
        // `inout` is the one label that needs backticks at a call site, `inout`, `var` and `let`
        // those that need them in a declaration; the trace's name needs none.
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    colleague Listener
                    event rang(inout count: Int, var: Int, then: (Int) -> Void) from Speaker to Listener
                }
                """,
            toContain: """
                    enum Event: MediatorEvent {
                        #sourceLocation(file:"t.mediator",line:4)
                        case rang(`inout`: Int, `var`: Int, then: String)

                        #sourceLocation()
                        /// The arguments of each event as its trace shows them, without reading them with
                        /// `Mirror`.
                        var traceArguments: [String]? {
                            if case .rang(let count, let `var`, let then) = self {
                                return [
                                    String(describing: count),
                                    String(describing: `var`),
                                    String(describing: then),
                                ]
                            }
                            return []
                        }
                    }
                """,
            """
                private func dispatchRang(
                    `inout` count: Int, `var`: Int, then: (Int) -> Void, from sender: MediatorSender
                ) {
                    #sourceLocation()
                    let scope = link.show(
                        Event.rang(`inout`: count, var: `var`, then: "(Function)"), "rang(inout:var:then:)",
                        sender, "Listener"
                    )
                    if scope.isMediatorAlive {
                        (self.listener as any ListenerColleague).rang(`inout`: count, var: `var`, then: then)
                    }
                }
            """)
    }

    @Test func anEventCaseKeepsEveryParameterAsAStoredValueUnderADistinctLabel() throws {
        // A tuple cannot repeat a label, so a repeated label stays on its first parameter only;
        // an opaque type is kept as an existential, and a parameter that may not be consumed
        // more than once is copied into the event.
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    colleague Listener
                    event moved(by x: Int, by y: Int, _ shape: some Shape, title: borrowing String, done: @escaping () -> Void) from Speaker to Listener
                    event `default`() from Speaker to Listener
                }
                """,
            toContain: """
                        case moved(by: Int, Int, any Shape, title: String, done: () -> Void)
                        case `default`
                """,
            """
                    let scope = link.show(
                        Event.moved(by: x, y, shape, title: copy title, done: done),
                        "moved(by:by:_:title:done:)", sender, "Listener"
                    )
            """,
            """
                    let scope = link.show(Event.default, "default()", sender, "Listener")
            """)
    }

    @Test func theSendableCheckOfARequestNamesItsResultApartFromAParameterCalledResult() throws {
        try expectGenerated(
            from: """
                nonisolated mediator Relay {
                    colleague Speaker
                    colleague Listener
                    event sum(result: Int, next: Int) -> Int from Speaker to Listener
                }
                """,
            toContain: """
                    #sourceLocation(file:"t.mediator",line:2)
                    private typealias SpeakerIsSendable = RequireSendable<Speaker>
                    private typealias ListenerIsSendable = RequireSendable<Listener>
                    private typealias SumResultIsSendable = RequireSendable<Int>
                    #sourceLocation(file:"t.mediator",line:4)
                    private typealias SumNextIsSendable = RequireSendable<Int>
                    #sourceLocation(file:"t.mediator",line:4)
                    private typealias SumResult2IsSendable = RequireSendable<Int>
                """)
    }

    @Test func eachSendableCheckIsNamedForWhatItChecks() throws {
        try expectGenerated(
            from: """
                @MainActor mediator Sync {
                    colleague Source
                    colleague [Device]
                    event refresh(_ v: Int) async from Source to Device concurrently
                    event verify() async from Source to Device concurrently
                }
                nonisolated mediator Shared {
                    colleague Speaker
                    colleague Listener
                    event said(_ text: String) from Speaker to Listener
                    event total() -> Int from Speaker to Listener
                }
                """,
            toContain: """
                    #sourceLocation(file:"t.mediator",line:3)
                    private typealias DeviceIsSendable = RequireSendable<Device>
                    private typealias RefreshPayloadIsSendable = RequireSendable<Int>
                """,
            """
                #sourceLocation(file:"t.mediator",line:8)
                private typealias SpeakerIsSendable = RequireSendable<Speaker>
                private typealias ListenerIsSendable = RequireSendable<Listener>
                private typealias SaidPayloadIsSendable = RequireSendable<String>
                private typealias TotalResultIsSendable = RequireSendable<Int>
            """)
    }

    @Test func aLabelNamedUnderscoreInBackticksStaysOneEverywhere() throws {
        // Unescaped, `_` means no label; in backticks it is a label named `_`, which every
        // declaration, call and case keeps in backticks.
        try expectGenerated(
            from: """
                mediator U {
                    colleague A
                    colleague B
                    event e(`_` y: Int, _ z: Int) from A to B
                }
                """,
            toContain: """
                        func e(`_` y: Int, _ z: Int) {
                            #sourceLocation()
                            connection.send { $0.dispatchE(`_`: y, z, from: connection.sender) }
                        }
                """,
            """
                    case e(`_`: Int, Int)
            """)
    }
}
