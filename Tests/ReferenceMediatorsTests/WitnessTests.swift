import Foundation
import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Adopting.md, "Components that report through a delegate", and docs/Language.md,
// "Superclass and protocols": the methods of events sent `from outside` are the witnesses of a
// delegate protocol's requirements, so a component calls the mediator through its delegate and
// the colleagues hear typed events, which the recorder sees as sent from outside. In each
// isolation mode; CI runs these under ThreadSanitizer.

@Suite struct WitnessTests {
    /// What each scrubber hears after a player played three seconds.
    static let threeSeconds = Heard(seconds: [1, 2, 3], finished: true)

    @Test func entryPointsAreTheDelegateMethodsOfAMediatorWithNoIsolation() {
        let scrubber = Scrubber()
        let screen = PlaybackScreen(scrubber: scrubber)
        let recorder = MediatorRecorder<PlaybackScreen.Event>()
        screen.observer = recorder
        let player = MediaPlayer()
        player.delegate = screen

        player.play(3)

        #expect(scrubber.heard == Self.threeSeconds)
        #expect(
            recorder.events == [
                .playbackDidReach(second: 1), .playbackDidReach(second: 2),
                .playbackDidReach(second: 3), .playbackDidFinish,
            ])
        #expect(recorder.records.allSatisfy { $0.sender == "outside" })
    }

    @Test @MainActor func aMainActorNSObjectMediatorIsTheDelegateOfAMainActorProtocol() {
        let scrubber = MainScrubber()
        let screen = MainPlaybackScreen(mainScrubber: scrubber)
        let player = MainMediaPlayer()
        player.delegate = screen

        player.play(3)

        #expect(scrubber.heard == Self.threeSeconds)
        #expect(screen.isKind(of: NSObject.self))
    }

    @Test @MainActor func aConformanceIsolatedToTheMainActorTakesANonisolatedProtocol() {
        let scrubber = IsolatedScrubber()
        let screen = IsolatedPlaybackScreen(isolatedScrubber: scrubber)
        let player = MediaPlayer()
        player.delegate = screen

        player.play(3)

        #expect(scrubber.heard == Self.threeSeconds)
    }

    @Test @GameActor func aConformanceIsolatedToACustomGlobalActor() {
        let scrubber = ActorScrubber()
        let screen = ActorPlaybackScreen(actorScrubber: scrubber)
        let player = MediaPlayer()
        player.delegate = screen

        player.play(3)

        #expect(scrubber.heard == Self.threeSeconds)
    }

    @Test @GameActor func aPreconcurrencyConformanceIsCalledOnTheMediatorsActor() {
        let scrubber = LegacyScrubber()
        let screen = LegacyPlaybackScreen(legacyScrubber: scrubber)
        let recorder = MediatorRecorder<LegacyPlaybackScreen.Event>()
        screen.observer = recorder
        let player = MediaPlayer()
        player.delegate = screen

        player.play(3)

        #expect(scrubber.heard == Self.threeSeconds)
        #expect(recorder.events.last == .playbackDidFinish)
    }

    @Test func aNonisolatedMediatorIsTheDelegateOfPlayersOnAnyThread() async {
        let scrubber = SharedScrubber()
        let screen = SharedPlaybackScreen(sharedScrubber: scrubber)
        let players = (0..<4).map { _ in SharedMediaPlayer() }
        for player in players { player.delegate = screen }

        await withTaskGroup(of: Void.self) { group in
            for (index, player) in players.enumerated() {
                group.addTask { player.reach(index + 1) }
            }
        }
        players[0].finish()

        #expect(scrubber.heard.seconds.sorted() == [1, 2, 3, 4])
        #expect(scrubber.heard.finished)
        #expect(screen.isKind(of: NSObject.self))
    }

    @Test func theDelegateIsNotKeptAliveByTheComponent() {
        let player = MediaPlayer()
        weak var released: PlaybackScreen?
        do {
            let screen = PlaybackScreen(scrubber: Scrubber())
            player.delegate = screen
            released = screen
        }
        #expect(released == nil)
        player.play(1)
    }
}
