import Testing

@testable import ReferenceMediators

/// A mediator on a custom global actor: roles, `except sender` on a set, async events.
@Suite struct GameTests {
    @GameActor @Test func eventsReachRolesSetsAndReactionsInOrder() async throws {
        let transcript = Transcript()
        let audio = Audio(transcript: transcript)
        let loop = GameLoop(
            physics: Physics(transcript: transcript), screen: Screen(transcript: transcript),
            overlay: Overlay(transcript: transcript), audio: audio)
        let ann = Player(name: "ann", transcript: transcript)
        let bob = Player(name: "bob", transcript: transcript)
        let cid = Player(name: "cid", transcript: transcript)
        for player in [ann, bob, cid] { loop.join(player) }

        loop.tick(0.5)
        await bob.mediator.acted("jump")
        let score = try await ann.mediator.score(of: "ann")

        #expect(
            transcript.lines == [
                "physics: tick 0.5", "screen: 1 moved", "overlay: 1 moved", "audio: 1 moved",
                "ann: saw jump", "cid: saw jump", "loop: saw jump",
            ])
        #expect(score == 3)
        await #expect(throws: GameError.self) {
            _ = try await ann.mediator.score(of: "")
        }
    }
}
