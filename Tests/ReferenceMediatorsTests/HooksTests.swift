import Foundation
import Testing

@testable import ReferenceMediators

// docs/Language.md, "When colleagues come and go": the mediator's own code runs when an optional
// colleague is attached, replaced or detached, when a member joins or leaves a set, and when the
// mediator is released. In each isolation mode; CI runs these under ThreadSanitizer too.

@Suite struct HooksTests {
    @Test func aDisplayAttachedLaterGetsTheScoreAtOnce() {
        let keeper = ScoreKeeper()
        let relay = ScoreRelay()
        let arena = Arena(scoreKeeper: keeper, relay: relay)
        keeper.mediator.scored(2)
        let display = ScoreDisplay()
        arena.scoreDisplay = display
        #expect(display.shown == [2])
        keeper.mediator.scored(3)
        #expect(display.shown == [2, 5])

        // Attaching the same one again is no change; another replaces it, nil detaches it.
        arena.scoreDisplay = display
        let other = ScoreDisplay()
        arena.scoreDisplay = other
        arena.scoreDisplay = nil
        keeper.mediator.scored(1)
        #expect(other.shown == [5])
        #expect(display.shown == [2, 5])
        #expect(
            relay.notes == ["display none to one", "display one to one", "display one to none"])
    }

    @Test func aColleaguePassedToInitRunsNoHook() {
        let relay = ScoreRelay()
        let display = ScoreDisplay()
        let arena = Arena(scoreKeeper: ScoreKeeper(), scoreDisplay: display, relay: relay)
        #expect(relay.notes.isEmpty)
        #expect(display.shown.isEmpty)
        withExtendedLifetime(arena) {}
    }

    @Test func aDelegateIsHandedOnToTheRelayWhenSet() {
        let relay = ScoreRelay()
        let arena = Arena(scoreKeeper: ScoreKeeper(), relay: relay)
        let delegate = ScoreDelegate()
        arena.scoreDelegate = delegate
        #expect(relay.delegate === delegate)
        arena.scoreDelegate = nil
        #expect(relay.delegate == nil)
        #expect(relay.notes == ["delegate set", "delegate cleared"])
    }

    @Test func aWeakColleagueThatGoesAwayRunsNoHook() {
        let relay = ScoreRelay()
        let arena = Arena(scoreKeeper: ScoreKeeper(), relay: relay)
        var delegate: ScoreDelegate? = ScoreDelegate()
        arena.scoreDelegate = delegate
        delegate = nil
        #expect(arena.scoreDelegate == nil)
        // Swift gives no notice of a weak reference that becomes nil: the hook ran once, when
        // the delegate was set, and not when it went away.
        #expect(relay.delegate == nil)
        #expect(relay.notes == ["delegate set"])
    }

    @Test func fansAreGreetedWhenTheyJoinAndCountedWhenTheyLeaveOnce() {
        let keeper = ScoreKeeper()
        let relay = ScoreRelay()
        let arena = Arena(scoreKeeper: keeper, relay: relay)
        keeper.mediator.scored(4)
        let fan = Fan()
        arena.join(fan)
        arena.join(fan)
        #expect(fan.shown == [4])
        arena.leave(fan)
        arena.leave(fan)
        #expect(relay.notes == ["joined", "left"])
    }

    @Test func theReleaseRunsItsHook() {
        let relay = ScoreRelay()
        var arena: Arena? = Arena(scoreKeeper: ScoreKeeper(), relay: relay)
        arena = nil
        #expect(arena == nil)
        #expect(relay.notes == ["released"])
    }

    @MainActor @Test func onTheMainActor() {
        let keeper = MainScoreKeeper()
        let log = ReleaseLog()
        var arena: MainArena? = MainArena(mainScoreKeeper: keeper, log: log)
        keeper.mediator.scored(3)
        let display = MainScoreDisplay()
        arena?.mainScoreDisplay = display
        let fan = MainFan()
        arena?.join(fan)
        #expect(display.shown == [3])
        #expect(fan.shown == [3])
        arena = nil
        #expect(log.entries == ["main released"])
    }

    @GameActor @Test func onAnotherGlobalActor() {
        let keeper = ActorScoreKeeper()
        let log = ReleaseLog()
        var arena: ActorArena? = ActorArena(actorScoreKeeper: keeper, log: log)
        keeper.mediator.scored(6)
        let display = ActorBoardDisplay()
        arena?.actorScoreDisplay = display
        let fan = ActorFan()
        arena?.join(fan, key: "A1")
        arena?.leave(fan)
        #expect(display.shown == [6])
        #expect(fan.shown == [6])
        arena = nil
        #expect(log.entries == ["seat A1", "left", "actor released"])
    }

    @Test func nonisolatedHooksSeeEachChangeOnceFromManyThreads() {
        let keeper = SharedScoreKeeper()
        let tally = HookTally()
        let log = ReleaseLog()
        do {
            let arena = SharedArena(sharedScoreKeeper: keeper, tally: tally, log: log)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<25 {
                    let number = thread * 25 + index
                    arena.sharedScoreDisplay = SharedScoreDisplay(number: number)
                    let fan = SharedFan()
                    arena.join(fan, key: number)
                    arena.leave(fan)
                    keeper.mediator.scored(1)
                }
            }
            // Each attach was seen once, with the display it replaced: the changes make one
            // chain from none to the display attached last, whatever order the threads ran in.
            let changes = tally.changes
            #expect(changes.count == 100)
            var replaced: [Int?: Int?] = [:]
            for change in changes { replaced[change.from] = change.to }
            #expect(replaced.count == 100)
            var current: Int? = nil
            for _ in 0..<100 { current = replaced[current] ?? nil }
            #expect(current == arena.sharedScoreDisplay?.number)
            #expect(tally.joined == 100 && tally.left == 100)
            #expect(tally.score == 100)
            #expect(log.entries.isEmpty)
        }
        #expect(log.entries == ["shared released"])
    }
}
