import Testing

/// The code generated for each kind of route: who hears an event, in which order, and who sends
/// it. A small spec and the exact lines it must produce, generated with the templates in
/// `Templates/`.
@Suite struct RoutingSnippetTests {
    @Test func aDispatchDeliversToEachReceiverInTheOrderWrittenWhileTheMediatorLives() throws {
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    colleague Listener
                    weak colleague Recorder
                    colleague [Member]
                    event said(_ text: String) from Speaker to Listener, Recorder, Member
                }
                """,
            toContain: """
                    #sourceLocation(file:"t.mediator",line:6)
                    private func dispatchSaid(_ text: String, from sender: MediatorSender) {
                        #sourceLocation()
                        let members = self.members
                        let scope = link.show(Event.said(text), "said(_:)", sender, "Listener, Recorder, [Member]")
                        if scope.isMediatorAlive { (self.listener as any ListenerColleague).said(text) }
                        if scope.isMediatorAlive { (self.recorder as (any RecorderColleague)?)?.said(text) }
                        if scope.isMediatorAlive {
                            for receiver in members {
                                (receiver as any MemberColleague).said(text)
                            }
                        }
                    }
                """)
    }

    @Test func othersLeavesTheSenderOutOfASetAndOutOfASingleColleague() throws {
        try expectGenerated(
            from: """
                mediator Room {
                    colleague Host
                    colleague [Member]
                    event said(_ text: String) from Host, Member to others
                }
                """,
            toContain: """
                        let members = self.members
                        let scope = link.show(Event.said(text), "said(_:)", sender, "Host, [Member]")
                        if scope.isMediatorAlive, sender.isNot(self.host) {
                            (self.host as any HostColleague).said(text)
                        }
                        if scope.isMediatorAlive {
                            for receiver in members.excluding(sender) {
                                (receiver as any MemberColleague).said(text)
                            }
                        }
                """)
    }

    @Test func exceptSenderLeavesTheSenderOutOfASetAndOutOfAWeakColleague() throws {
        try expectGenerated(
            from: """
                mediator Room {
                    weak colleague Host
                    colleague [Member]
                    event said(_ text: String) from Host, Member to Member except sender, Host except sender
                }
                """,
            toContain: """
                        #sourceLocation()
                        let scope = link.show(Event.said(text), "said(_:)", sender, "[Member], Host")
                        if scope.isMediatorAlive {
                            for receiver in self.members.excluding(sender) {
                                (receiver as any MemberColleague).said(text)
                            }
                        }
                        if scope.isMediatorAlive, let receiver = self.host, sender.isNot(receiver) {
                            (receiver as any HostColleague).said(text)
                        }
                """)
    }

    @Test func exceptSenderLeavesTheSenderOutOfAStrongColleague() throws {
        try expectGenerated(
            from: """
                mediator Room {
                    colleague Host
                    colleague Guest
                    event said(_ text: String) from Host, Guest to Guest except sender, Host except sender
                }
                """,
            toContain: """
                        if scope.isMediatorAlive, sender.isNot(self.guest) {
                            (self.guest as any GuestColleague).said(text)
                        }
                        if scope.isMediatorAlive, sender.isNot(self.host) {
                            (self.host as any HostColleague).said(text)
                        }
                """)
    }

    @Test func anEventFromOutsideIsAnEntryPointOfTheMediator() throws {
        // Its caller holds the mediator until the dispatch returns, so the dispatch checks
        // nothing before each receiver.
        try expectGenerated(
            from: """
                mediator Shop {
                    colleague Till
                    /// A customer came in.
                    event opened(at hour: Int) from outside to Till
                }
                """,
            toContain: """
                    #sourceLocation(file:"t.mediator",line:3)
                    /// A customer came in.
                    func opened(at hour: Int) {
                        #sourceLocation()
                        dispatchOpened(at: hour, from: MediatorSender.outside)
                    }
                }
                """,
            """
                #sourceLocation(file:"t.mediator",line:4)
                private func dispatchOpened(at hour: Int, from sender: MediatorSender) {
                    #sourceLocation()
                    link.show(Event.opened(at: hour), "opened(at:)", sender, "Till")
                    (self.till as any TillColleague).opened(at: hour)
                }
            """)
    }

    @Test func anEventToTheMediatorIsAReactionOfTheMediator() throws {
        // A dispatch that reaches the mediator keeps it alive, so it checks nothing before each
        // receiver.
        try expectGenerated(
            from: """
                mediator Shop {
                    colleague Cart
                    colleague Till
                    event added(item: String) from Cart to mediator, Till
                }
                """,
            toContain: """
                        func added(item: String) {
                            #sourceLocation()
                            connection.mediator?.dispatchAdded(item: item, from: connection.sender)
                        }
                """,
            """
                /// The reactions of `Shop` to the events routed to `mediator`.
                ///
                /// Implement each one in an extension of `Shop`: a missing reaction is a
                /// compile error, not a message lost at run time.
                protocol Reactions: AnyObject {
                    #sourceLocation(file:"t.mediator",line:4)
                    func handleAdded(item: String)
                }
            """,
            """
                private func dispatchAdded(item: String, from sender: MediatorSender) {
                    #sourceLocation()
                    link.show(Event.added(item: item), "added(item:)", sender, "mediator, Till")
                    (self as any Reactions).handleAdded(item: item)
                    (self.till as any TillColleague).added(item: item)
                }
            """,
            """
            #sourceLocation(file:"t.mediator",line:1)
            extension Shop: Shop.Reactions {}
            """)
    }
}
