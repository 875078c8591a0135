import Foundation
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

// A mediator on a custom global actor, whose `deinit` runs on whichever thread lets go of it
// last: several threads each hold it and let go at a random moment while the actor sends through
// it, round after round. Under ThreadSanitizer and AddressSanitizer (CI runs both), this is what
// checks that such a `deinit` races with no send.

@Suite struct StressActorRelease {
    /// Round after round, for the stress time budget: the mediator ends once, wherever the last
    /// owner let go of it, with its strong colleagues and its observer; once the actor has seen
    /// it gone, its sends reach nobody and its requests answer `nil`.
    @Test func lettingGoOnSeveralThreadsWhileTheActorSendsEndsTheMediatorOnce() async {
        let deadline = Deadline()
        var rounds = 0
        var problems: [String] = []
        repeat {
            rounds += 1
            problems += await Self.round(owners: 3)
        } while !deadline.hasPassed && problems.isEmpty
        #expect(problems.isEmpty, "round \(rounds): \(problems.prefix(10))")
    }

    /// One round: `owners` threads each hold the mediator and let go of it within the first two
    /// milliseconds, while the actor sends every event until a hundred sends after it saw the
    /// mediator gone. Returns what went wrong.
    @GameActor static func round(owners: Int) -> [String] {
        let scene = ActorLifetimeScene()
        weak var observer: MediatorRecorder<ActorLifetime.Event>?
        do {
            let recorder = MediatorRecorder<ActorLifetime.Event>()
            scene.mediator?.observer = recorder
            observer = recorder
        }
        let holders = (0..<owners).map { _ in Locked(scene.owner.mediator) }
        scene.owner.mediator = nil
        // Threads of their own, not tasks: a task could wait for a thread of the concurrency
        // runtime's pool, which this loop and other tests may keep busy.
        let released = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            onThreads(owners) { index in
                usleep(UInt32.random(in: 0..<2_000))
                holders[index].withLock { $0 = nil }
            }
            released.signal()
        }

        var problems: [String] = []
        var heardAtEnd: [Int]?
        var sendsAfterEnd = 0
        let giveUp = Deadline(after: .seconds(20))
        while sendsAfterEnd < 100 {
            let ended = scene.mediator == nil
            let answer = scene.sendEveryEvent(sendsAfterEnd)
            if ended {
                let heard = [scene.witness.heard] + scene.listeners.map(\.heard)
                if heardAtEnd == nil { heardAtEnd = heard }
                if heard != heardAtEnd {
                    problems.append("a send reached a colleague after the end")
                }
                if let answer { problems.append("a request answered \(answer) after the end") }
                sendsAfterEnd += 1
            }
            // Holding no reference for a moment, so that the last owner lets go on its own
            // thread in some rounds and during a send of the actor's in others.
            if Bool.random() { usleep(UInt32.random(in: 0..<20)) }
            if giveUp.hasPassed {
                problems.append("the mediator was not released within 20 seconds")
                break
            }
        }
        released.wait()
        if !scene.mediatorAndStrongColleaguesAreGone {
            problems.append("the mediator or a colleague it held outlived the last owner")
        }
        if observer != nil { problems.append("the observer outlived the mediator") }
        return problems
    }
}
