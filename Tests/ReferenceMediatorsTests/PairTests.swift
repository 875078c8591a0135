import Foundation
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// Reactions that learn who sent an event (Specs/Pair.mediator), in every isolation mode.
@Suite struct PairTests {
    @Test func eachOfThePairHearsWhatTheOtherSays() {
        let (left, right) = (Left(), Right())
        let pair = Pair(left: left, right: right)
        let guest = Guest(name: "Ann")
        pair.join(guest)

        left.say("hello")
        right.say("hi")
        right.say("how are you?")
        guest.mediator.said("welcome")
        pair.said("anyone?")

        #expect(left.heardWords == ["hi", "how are you?", "Ann: welcome", "someone: anyone?"])
        #expect(right.heardWords == ["hello", "Ann: welcome", "someone: anyone?"])
        // The request's reaction learns the sender too.
        #expect(left.mediator.count() == 4)
        #expect(right.mediator.count() == 3)
    }

    @Test func theObserverTracesTheSenderAsBefore() {
        final class Recorder: MediatorObserver {
            var traces: [String] = []
            func mediatorWillDispatch(_ trace: MediatorTrace) { traces.append(trace.description) }
        }
        let (left, right) = (Left(), Right())
        let pair = Pair(left: left, right: right)
        let recorder = Recorder()
        pair.observer = recorder

        left.say("hello")
        pair.said("hi")

        // The reaction tells Right directly, and everyone through `heard` for an outside sender.
        #expect(
            recorder.traces == [
                "Pair: Left sent said(_:) [hello] to mediator",
                "Pair: outside sent said(_:) [hi] to mediator",
                "Pair: mediator sent heard(_:) [someone: hi] to Left, Right",
            ])
    }

    @Test func aSendThroughTheOutboxOfAColleagueThatIsGoneIsDropped() {
        let (left, right) = (Left(), Right())
        let pair = Pair(left: left, right: right)
        var guest: Guest? = Guest(name: "Ann")
        pair.join(guest!)
        let outbox = guest!.mediator
        guest = nil

        // Nobody can be named as the sender, so the reaction is not called.
        outbox.said("boo")

        #expect(left.heardWords.isEmpty && right.heardWords.isEmpty)
    }

    @MainActor @Test func withoutAReactionOthersReachesTheOtherOne() {
        let (left, right) = (MainLeft(), MainRight())
        let pair = MainPair(mainLeft: left, mainRight: right)

        left.mediator.said("ping")
        right.mediator.said("pong")

        #expect(left.heardWords == ["pong"])
        #expect(right.heardWords == ["ping"])
        withExtendedLifetime(pair) {}
    }

    @MainActor @Test func aMainActorReactionGetsTheInstanceThatSent() {
        let (left, right) = (MainLeft(), MainRight())
        let pair = MainPair(mainLeft: left, mainRight: right)

        left.mediator.waved()
        right.mediator.waved()
        right.mediator.waved()

        // The reaction passes on the instance its sender carries, typed as its colleague.
        #expect(right.wavesSeen.count == 1 && right.wavesSeen.allSatisfy { $0 === left })
        #expect(left.wavesSeen.count == 2 && left.wavesSeen.allSatisfy { $0 === right })
        withExtendedLifetime(pair) {}
    }

    @Test func aNonisolatedReactionNamesTheGuestThatSpokeFromAnyThread() async {
        let host = SharedHost()
        let pair = SharedPair(sharedHost: host)
        let guests = (0..<4).map { SharedGuest(name: "g\($0)") }
        guests.forEach(pair.join)

        await withTaskGroup(of: Void.self) { group in
            for guest in guests {
                group.addTask { guest.mediator.spoke("hi") }
            }
            group.addTask { host.mediator.spoke("welcome") }
        }
        pair.spoke("bye")

        let expected = ["g0: hi", "g1: hi", "g2: hi", "g3: hi", "host: welcome", "someone: bye"]
        #expect(host.echoes.sorted() == expected)
        for guest in guests {
            #expect(guest.echoes.sorted() == expected)
        }
    }

    @GameActor @Test func anAsyncThrowingReactionRefusesOneSender() async {
        let (left, right) = (ActorLeft(), ActorRight())
        let pair = ActorPair(actorLeft: left, actorRight: right)

        await #expect(throws: Never.self) { try await left.mediator.checkIn() }
        await #expect(throws: CheckInError.refused) { try await right.mediator.checkIn() }
        withExtendedLifetime(pair) {}
    }
}
