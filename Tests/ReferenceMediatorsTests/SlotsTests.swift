import Foundation
import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Several slots of one type": each slot sends and receives on its own, a route
// names one slot, every slot of the type or the one a value picks when the event is sent, and
// traces, sender types and replayed logs name the slot. In each isolation mode; CI runs these
// under ThreadSanitizer too.

@Suite struct SlotsTests {
    /// A book of three text pages, the third attached later.
    struct Library {
        let first = TextPage()
        let second = TextPage()
        let third = TextPage()
        let spine = Spine()
        let book: Book

        init() {
            book = Book(first: first, second: second, spine: spine)
            book.third = third
        }
    }

    @Test func aRouteReachesEverySlotOfTheTypeOrOneSlotByName() {
        let library = Library()
        library.book.render()
        library.book.title("Slots")
        #expect(library.first.log == ["render", "title Slots"])
        #expect(library.second.log == ["render"])
        #expect(library.third.log == ["render"])
    }

    @Test func theMediatorsStateAtSendTimePicksTheSlot() {
        let library = Library()
        library.book.scroll(by: 1)
        library.book.shown = .third
        library.spine.mediator.scroll(by: 2)
        library.book.shown = .second
        library.book.scroll(by: 3)
        #expect(library.first.log == ["scroll 1.0"])
        #expect(library.second.log == ["scroll 3.0"])
        #expect(library.third.log == ["scroll 2.0"])
    }

    @Test func aParameterPicksTheSlotAndNilPicksNone() {
        let library = Library()
        library.book.mark(.second)
        library.book.mark(nil)
        #expect(library.first.log.isEmpty)
        #expect(library.second.log == ["mark second"])
        #expect(library.third.log.isEmpty)
    }

    @Test func aPickedSlotThatIsEmptyHearsNothing() {
        let first = TextPage()
        let book = Book(first: first, second: TextPage(), spine: Spine())
        book.shown = .third
        book.scroll(by: 1)
        #expect(first.log.isEmpty)
    }

    @Test func aSlotSendsThroughTheSharedOutboxAsItselfAndTracesNameIt() {
        let library = Library()
        let recorder = TraceRecorder()
        library.book.observer = recorder
        library.second.turn(to: 7)
        // Every colleague but the instance that sent it, in slot order.
        #expect(library.first.log == ["turned 7"])
        #expect(library.second.log.isEmpty)
        #expect(library.third.log == ["turned 7"])
        #expect(library.spine.log == ["turned 7"])
        #expect(library.third.mediator.pageCount() == 3)
        #expect(
            recorder.traces == [
                "Book: second sent turned(to:) [7] to first, second, third, Spine",
                "Book: third sent pageCount() to Spine",
            ])
    }

    @Test func aReactionLearnsWhichSlotSentThroughOutboxesOfTheirOwn() {
        let (home, away, judge) = (Fencer(), Fencer(), Judge())
        let bout = Bout(home: home, away: away, judge: judge)
        home.homeBox.scored(1)
        away.awayBox.scored(2)
        home.homeBox.scored(3)
        #expect(judge.shown == ["1:0", "1:2", "4:2"])
        home.homeBox.greeted()
        #expect(away.log == ["greeted"])
        #expect(home.log.isEmpty)
        #expect(bout.tally == (home: 4, away: 2))
    }

    @Test func oneInstanceInTwoSlotsSendsThroughTheOutboxOfEach() {
        let fencer = Fencer()
        let judge = Judge()
        let bout = Bout(home: fencer, away: fencer, judge: judge)
        fencer.awayBox.scored(5)
        fencer.homeBox.scored(1)
        #expect(bout.tally == (home: 1, away: 5))
        #expect(judge.shown == ["0:5", "1:5"])
    }

    @Test func aLogRecordsTheSlotAndReplaysFromIt() throws {
        let (home, away) = (Fencer(), Fencer())
        let bout = Bout(home: home, away: away, judge: Judge())
        let recorder = MediatorRecorder<Bout.Event>()
        bout.observer = recorder
        away.awayBox.scored(2)
        home.homeBox.scored(1)
        bout.serving = .away
        bout.serve()
        bout.salute(.home)
        #expect(
            recorder.records.map(\.sender)
                == ["away", "mediator", "home", "mediator", "outside", "outside"])
        let log = try JSONDecoder().decode(
            MediatorLog<Bout.Event>.self, from: JSONEncoder().encode(recorder.log))

        let (replayedHome, replayedAway, judge) = (Fencer(), Fencer(), Judge())
        let replayed = Bout(home: replayedHome, away: replayedAway, judge: judge)
        replayed.serving = .away
        try replayed.replay(log)
        #expect(replayed.tally == (home: 1, away: 2))
        #expect(judge.shown == ["0:2", "1:2"])
        #expect(replayedAway.log == ["serve"])
        #expect(replayedHome.log == ["salute home"])
    }

    @Test func aSendThroughAnOutboxOfAnotherSlotThanTheColleaguesIsNotConnected() {
        let (home, away, judge) = (Fencer(), Fencer(), Judge())
        let bout = Bout(home: home, away: away, judge: judge)
        // `home` fills the home slot only: its away outbox is connected to nothing.
        home.awayBox.scored(9)
        #expect(judge.shown.isEmpty)
        withExtendedLifetime(bout) {}
    }

    @MainActor @Test func onTheMainActorAnOptionalSlotAndANilPickWork() {
        let (home, away, substitute) = (MainFencer(), MainFencer(), MainFencer())
        let bout = MainBout(home: home, away: away)
        bout.warmUp()
        bout.substitute = substitute
        bout.warmUp()
        substitute.benchBox.scored(1)
        away.awayBox.scored(1)
        bout.serving = nil
        bout.serve()
        bout.serving = .substitute
        bout.serve()
        #expect(substitute.log == ["warm up", "serve", "serve"])
        #expect(away.log == ["serve"])
        #expect(home.log.isEmpty)
    }

    @GameActor @Test func onAGlobalActorAParameterPicksTheLeaf() {
        let (left, right, spine) = (ActorTextLeaf(), ActorTextLeaf(), ActorSpine())
        let book = ActorBook(left: left, right: right, actorSpine: spine)
        book.mark(.right)
        left.mediator.turned(to: 2)
        #expect(left.log.isEmpty)
        #expect(right.log == ["mark right", "turned 2"])
        #expect(spine.log == ["turned 2"])
        #expect(right.mediator.pageCount() == 2)
    }

    @Test func fromAnyThreadEachSlotScoresForItself() async {
        let (home, away) = (SharedFencer(), SharedFencer())
        let bout = SharedBout(home: home, away: away)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        home.homeBox.scored(1)
                    } else {
                        away.awayBox.scored(1)
                    }
                }
            }
        }
        bout.serve(.away)
        home.homeBox.greeted()
        #expect(home.log == Array(repeating: "serve home", count: 20))
        #expect(away.log == Array(repeating: "serve away", count: 20) + ["serve away", "greeted"])
    }
}

/// Keeps each trace as text.
private final class TraceRecorder: MediatorObserver {
    var traces: [String] = []
    func mediatorWillDispatch(_ trace: MediatorTrace) { traces.append(trace.description) }
}
