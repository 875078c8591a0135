import Testing

/// The code generated for each kind of isolation: a small spec and the exact lines it must
/// produce, generated with the templates in `Templates/`.
@Suite struct IsolationSnippetTests {
    @Test func aMainActorMediatorIsolatesItsTypesAndItsDeinit() throws {
        try expectGenerated(
            from: """
                @MainActor mediator Relay {
                    colleague Speaker
                    colleague Listener
                    event said(_ text: String) from Speaker to Listener
                }
                """,
            toContain: """
                @MainActor final class Relay {
                """,
            """
                isolated deinit {
                    link.detach(keepingAlive: [self.speaker, self.listener])
                }
            """,
            """
                @MainActor protocol SpeakerColleague: AnyObject {
            """,
            """
                @MainActor final class SpeakerOutbox {
            """)
    }

    @Test func anotherGlobalActorsMediatorEndsOnAnyThreadAndEverySendRetainsIt() throws {
        try expectGenerated(
            from: """
                @GameActor mediator Relay {
                    colleague Speaker
                    colleague Listener
                    event said(_ text: String) from Speaker to Listener
                }
                """,
            toContain: """
                @GameActor final class Relay {
                """,
            """
                // Runs on the thread that lets go of the mediator last. No send is under way then: each
                // keeps the mediator alive (an isolated deinit would need macOS 15.4 and iOS 18.4).
                deinit {
                    link.detachFromAnyThread()
                }
            """,
            """
                    func said(_ text: String) {
                        #sourceLocation()
                        connection.mediator?.dispatchSaid(text, from: connection.sender)
                    }
            """,
            """
                private func dispatchSaid(_ text: String, from sender: MediatorSender) {
                    #sourceLocation()
                    link.show(Event.said(text), "said(_:)", sender, "Listener")
                    (self.listener as any ListenerColleague).said(text)
                }
            """)
    }
}
