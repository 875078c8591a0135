import Foundation
import Testing

@testable import ReferenceMediators

// docs/Language.md, "State": stored properties declared as Swift declares them, passed through
// as written: a lazy property built from the mediator, weak and unowned references, observers
// that send events, an implicitly unwrapped property set in `when connected` and a property
// wrapper of the app's own. In each isolation mode that allows them.

@Suite struct PropertiesTests {
    @Test func observersSendEventsAsTheStateChanges() {
        let input = ScoreInput()
        let board = ScoreBoard()
        let scorer = Scorer(scoreInput: input, scoreBoard: board)
        #expect(scorer.best == nil)
        #expect(scorer.previousBest == nil)

        input.mediator.goal()
        input.mediator.goal()

        #expect(board.shown == [2, 4])
        #expect(board.records == [2, 4])
        #expect(scorer.previousBest == 2)
        scorer.best = 4
        #expect(board.records == [2, 4], "didSet records a new best only")
    }

    @Test func theWrapperAndTheImplicitlyUnwrappedPropertyStartAsDeclared() {
        let scorer = Scorer(scoreInput: ScoreInput(), scoreBoard: ScoreBoard())
        #expect(scorer.kickOff == Kickoff(score: 0), "set in when connected")
        scorer.pointsPerGoal = 10
        #expect(scorer.pointsPerGoal == 3, "the wrapper clamps it")
    }

    @Test func aLazyPropertyIsMadeFromTheMediatorWhenFirstRead() {
        let scorer = Scorer(scoreInput: ScoreInput(), scoreBoard: ScoreBoard())
        #expect(scorer.title == "scorer of the league")
        #expect(scorer.league === League.main)
    }

    @Test func aWeakReferenceLetsGo() {
        let scorer = Scorer(scoreInput: ScoreInput(), scoreBoard: ScoreBoard())
        var umpire: Umpire? = Umpire(name: "Ana")
        scorer.umpire = umpire
        #expect(scorer.umpire?.name == "Ana")
        umpire = nil
        #expect(scorer.umpire == nil)
    }

    @MainActor @Test func onTheMainActor() {
        let input = MainScoreInput()
        let board = MainScoreBoard()
        let scorer = MainScorer(mainScoreInput: input, mainScoreBoard: board)
        #expect(scorer.pointsPerGoal == 3, "the wrapper clamps the default value")
        input.mediator.goal()
        input.mediator.goal()
        #expect(board.shown == [3, 6])
        #expect(scorer.title == "MainScorer")
        #expect(scorer.umpire == nil)
    }

    @GameActor @Test func onAnotherGlobalActor() {
        let input = ActorScoreInput()
        let board = ActorScoreBoard()
        let scorer = ActorScorer(actorScoreInput: input, actorScoreBoard: board)
        input.mediator.goal()
        #expect(scorer.score == 1)
        #expect(board.shown == [0, 1], "when connected sets the score, which didSet announces")
    }

    @Test func nonisolatedWithWeakLets() {
        let input = SharedScoreInput()
        let board = SharedScoreBoard()
        let scorer = SharedScorer(sharedScoreInput: input, sharedScoreBoard: board)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in input.mediator.goal() }
        // A weak reference kept the stand-in umpire for no one: it is gone, and goals announce
        // nobody. (A weak reference to an object that lives for the whole process, a global,
        // gives it a side table that LeakSanitizer cannot trace, and reports as a leak.)
        #expect(scorer.umpire == nil)
        #expect(board.shown == Array(repeating: "nobody", count: 4))
        #expect(scorer.league === League.main)
    }
}
