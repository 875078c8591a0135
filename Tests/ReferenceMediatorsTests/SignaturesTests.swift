import Testing

@testable import ReferenceMediators

// docs/Language.md, "Default values and discardable results": the methods that send an event
// take the default values the spec gives, and a request `@discardableResult` may be sent without
// reading its answer: this file builds without warnings, which CI checks. In each isolation mode.

@Suite struct SignaturesTests {
    @Test func sendsTakeTheDefaultValuesOfTheOutboxAndOfTheEntryPoint() {
        let (deck, turntable) = (Deck(), Turntable())
        let jukebox = Jukebox(deck: deck, turntable: turntable)
        deck.mediator.play("Intro")
        jukebox.play("Outro", volume: 2)
        jukebox.play("Bridge", from: 30)
        #expect(
            turntable.log == [
                "Intro from 0.0 at 7", "Outro from 0.0 at 2", "Bridge from 30.0 at 7",
            ])
    }

    @Test func aDiscardableRequestMayBeSentWithoutReadingItsAnswer() {
        let (deck, turntable) = (Deck(), Turntable())
        let jukebox = Jukebox(deck: deck, turntable: turntable)
        deck.mediator.skip()
        jukebox.skip(by: 2)
        #expect(deck.mediator.skip() == false)
        #expect(deck.mediator.queued() == -1)
        #expect(turntable.log == ["skip 1", "skip 2", "skip 1"])
    }

    @MainActor @Test func onTheMainActorAnAsyncRequestToo() async throws {
        let (deck, turntable) = (MainDeck(), MainTurntable())
        let jukebox = MainJukebox(mainDeck: deck, mainTurntable: turntable)
        try await jukebox.load("Blue")
        try await deck.mediator.load("Red", cached: false)
        #expect(try await jukebox.load("Green") == 5)
        await #expect(throws: MainTurntable.Scratched.self) { try await jukebox.load("scratched") }
        #expect(turntable.loaded == ["Blue cached", "Red", "Green cached"])
    }

    @GameActor @Test func onAGlobalActor() {
        let (deck, turntable) = (ActorDeck(), ActorTurntable())
        let jukebox = ActorJukebox(actorDeck: deck, actorTurntable: turntable)
        deck.mediator.play("Intro")
        jukebox.play("Outro", volume: 9)
        #expect(turntable.log == ["Intro at 5", "Outro at 9"])
    }

    @Test func fromAnyThread() async {
        let (deck, turntable) = (SharedDeck(), SharedTurntable())
        let jukebox = SharedJukebox(sharedDeck: deck, sharedTurntable: turntable)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask { deck.mediator.skip() }
                group.addTask { jukebox.skip(by: 2) }
            }
        }
        #expect(turntable.total == 60)
    }
}
