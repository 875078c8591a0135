import Testing

/// The code generated for each kind of event: how it is sent, received and answered, and the
/// names generated code gives its locals. A small spec and the exact lines it must produce,
/// generated with the templates in `Templates/`.
@Suite struct EventSnippetTests {
    @Test func anEventIsAnOutboxMethodAndARequirementOfItsReceiversMappedToTheSpec() throws {
        // An event with a payload or a result maps its declarations to its line in the spec, and
        // its documentation to the lines above; a receiver's requirement is always mapped.
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    colleague Listener

                    /// The speaker said something.
                    /// Said out loud.
                    event said(_ text: String, loudly: Bool) from Speaker to Listener
                    event paused() from Speaker to Listener
                }
                """,
            toContain: """
                        #sourceLocation(file:"t.mediator",line:5)
                        /// The speaker said something.
                        /// Said out loud.
                        func said(_ text: String, loudly: Bool) {
                            #sourceLocation()
                            connection.send { $0.dispatchSaid(text, loudly: loudly, from: connection.sender) }
                        }

                        func paused() {
                            connection.send { $0.dispatchPaused(from: connection.sender) }
                        }
                """,
            """
                /// What `Listener`, a colleague of `Relay`, receives.
                protocol ListenerColleague: AnyObject {
                    #sourceLocation(file:"t.mediator",line:5)
                    /// The speaker said something.
                    /// Said out loud.
                    func said(_ text: String, loudly: Bool)
                    func paused()
                }
            """,
            """
                #sourceLocation(file:"t.mediator",line:7)
                private func dispatchSaid(_ text: String, loudly: Bool, from sender: MediatorSender) {
            """)
    }

    @Test func documentationTooLongForALineKeepsTheDeclarationAtItsSpecLine() throws {
        // One spec line becomes two comment lines: the directive maps one line earlier, so that
        // the declaration after them is still the event's line, 5.
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    colleague Listener
                    /// Something the speaker said, which the listener hears in the order it was said, one line at a time.
                    event said(_ text: String) from Speaker to Listener
                }
                """,
            toContain: """
                    protocol ListenerColleague: AnyObject {
                        #sourceLocation(file:"t.mediator",line:3)
                        /// Something the speaker said, which the listener hears in the order it was said, one line
                        /// at a time.
                        func said(_ text: String)
                """)
    }

    @Test func aRequestToAStrongColleagueIsAnsweredByItsHandler() throws {
        try expectGenerated(
            from: """
                mediator Shop {
                    colleague Cart
                    colleague Till
                    event total() -> Int from Cart to Till
                }
                """,
            toContain: """
                        #sourceLocation(file:"t.mediator",line:4)
                        func total() -> Int? {
                            #sourceLocation()
                            return connection.request { $0.dispatchTotal(from: connection.sender) }
                        }
                """,
            """
                    #sourceLocation(file:"t.mediator",line:4)
                    func total() -> Int
            """,
            """
                private func dispatchTotal(from sender: MediatorSender) -> Int {
                    #sourceLocation()
                    let handler = self.till
                    link.show(Event.total, "total()", sender, "Till")
                    return (handler as any TillColleague).total()
                }
            """)
    }

    @Test func aRequestToAWeakColleagueAnswersNilOnceItIsGone() throws {
        try expectGenerated(
            from: """
                mediator Shop {
                    colleague Cart
                    weak colleague Stock
                    event count(of item: String) -> Int from Cart to Stock
                }
                """,
            toContain: """
                        func count(of item: String) -> Int? {
                            #sourceLocation()
                            let result = connection.request { $0.dispatchCount(of: item, from: connection.sender) }
                            #sourceLocation(file:"t.mediator",line:4)
                            return result ?? nil
                        }
                """,
            """
                    func count(of item: String) -> Int
            """,
            """
                private func dispatchCount(of item: String, from sender: MediatorSender) -> Int? {
                    #sourceLocation()
                    let handler = self.stock
                    link.show(Event.count(of: item), "count(of:)", sender, "Stock")
                    return (handler as (any StockColleague)?)?.count(of: item)
                }
            """)
    }

    @Test func anAsyncThrowingEventIsAwaitedWhileTheOutboxKeepsTheMediator() throws {
        try expectGenerated(
            from: """
                mediator Shop {
                    colleague Cart
                    colleague Till
                    event pay(amount: Int) async throws from Cart to Till
                }
                """,
            toContain: """
                        func pay(amount: Int) async throws {
                            #sourceLocation()
                            try await connection.mediator?.dispatchPay(amount: amount, from: connection.sender)
                        }
                """,
            """
                    func pay(amount: Int) async throws
            """,
            """
                private func dispatchPay(amount: Int, from sender: MediatorSender) async throws {
                    #sourceLocation()
                    link.show(Event.pay(amount: amount), "pay(amount:)", sender, "Till")
                    try await (self.till as any TillColleague).pay(amount: amount)
                }
            """)
    }

    @Test func parametersNamedLikeTheSenderOrTheScopeRenameThoseLocals() throws {
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    colleague Listener
                    event said(sender: String, scope: Int) from Speaker to Listener
                }
                """,
            toContain: """
                    private func dispatchSaid(sender: String, scope: Int, from sender2: MediatorSender) {
                        #sourceLocation()
                        let scope2 = link.show(
                            Event.said(sender: sender, scope: scope), "said(sender:scope:)", sender2, "Listener"
                        )
                        if scope2.isMediatorAlive {
                            (self.listener as any ListenerColleague).said(sender: sender, scope: scope)
                        }
                    }
                """)
    }

    @Test func parametersNamedLikeTheHandlerOrTheReceiverRenameThoseLocals() throws {
        try expectGenerated(
            from: """
                mediator Shop {
                    colleague Cart
                    colleague Till
                    colleague [Screen]
                    event total(handler: Int) -> Int from Cart to Till
                    event shown(receiver: Int) from Cart to Screen
                }
                """,
            toContain: """
                        let handler2 = self.till
                        link.show(Event.total(handler: handler), "total(handler:)", sender, "Till")
                        return (handler2 as any TillColleague).total(handler: handler)
                """,
            """
                        for receiver2 in self.screens {
                            (receiver2 as any ScreenColleague).shown(receiver: receiver)
                        }
            """)
    }
}
