import Foundation
import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Colleagues attached later": a `colleague Name?` is `nil` until one is
// attached; sends to it do nothing and requests answer `nil`, but are traced; attaching connects
// its outbox, and detaching it or attaching another disconnects the one before and lets it go; a
// dispatch under way finishes with the colleague it read. The same story in each isolation mode;
// CI runs these under ThreadSanitizer too.

@Suite struct AttachTests {
    @Test func colleaguesComeAndGo() {
        let transcript = Transcript()
        let dialer = Dialer(transcript: transcript)
        let call = Call(dialer: dialer)
        let recorder = MediatorRecorder<Call.Event>()
        call.observer = recorder

        // Nobody is attached: the send reaches no one, the request answers nil, both traced.
        dialer.mediator.placed("1")
        #expect(dialer.mediator.count() == nil)
        #expect(transcript.lines.isEmpty)
        #expect(recorder.events == [.placed("1"), .count])

        // Attaching connects the outbox: the reaction learns who reported.
        let first = Coordinator("first", transcript: transcript)
        let log = CallLog(transcript: transcript)
        let speaker = Loudspeaker(transcript: transcript)
        call.coordinator = first
        call.callLog = log
        call.speaker = speaker
        dialer.mediator.placed("2")
        first.mediator.reported("ringing")
        speaker.mediator.reported("loud")
        #expect(dialer.mediator.count() == 1)

        // Replacing disconnects the colleague before; detaching disconnects it too.
        let second = Coordinator("second", transcript: transcript)
        call.coordinator = second
        first.mediator.reported("ignored")
        second.mediator.reported("answered")
        call.coordinator = nil
        second.mediator.reported("ignored")
        dialer.mediator.placed("3")
        #expect(
            transcript.lines == [
                "first: placed 2", "first: done", "log: placed 2", "speaker: placed 2",
                "first reported ringing", "speaker reported loud", "second reported answered",
                "log: placed 3", "speaker: placed 3",
            ])
        withExtendedLifetime((log, speaker)) {}
    }

    @Test func aDetachedColleagueIsNotKeptAlive() {
        let transcript = Transcript()
        let dialer = Dialer(transcript: transcript)
        let call = Call(dialer: dialer)
        weak var weakCoordinator: Coordinator?
        weak var weakLog: CallLog?
        do {
            let coordinator = Coordinator("first", transcript: transcript)
            let log = CallLog(transcript: transcript)
            weakCoordinator = coordinator
            weakLog = log
            call.coordinator = coordinator
            call.callLog = log
            call.coordinator = nil
        }
        // The strong slot let go when detached; the weak one never held its colleague.
        #expect(weakCoordinator == nil)
        #expect(weakLog == nil)
        #expect(call.callLog == nil)
        #expect(dialer.mediator.count() == nil)
    }

    @Test func aDispatchUnderWayFinishesWithTheColleagueItRead() {
        let transcript = Transcript()
        let dialer = Dialer(transcript: transcript)
        let log = CallLog(transcript: transcript)
        let call = Call(dialer: dialer)
        call.callLog = log
        do {
            let first = Coordinator("first", transcript: transcript)
            call.coordinator = first
            // While it hears `placed`, the coordinator is detached and its last owner goes.
            first.hook = { [unowned call] in
                call.coordinator = Coordinator("second", transcript: transcript)
            }
        }
        dialer.mediator.placed("1")
        dialer.mediator.placed("2")
        #expect(
            transcript.lines == [
                "first: placed 1", "first: done", "log: placed 1",
                "second: placed 2", "second: done", "log: placed 2",
            ])
    }

    @Test func theOutboxOfAnAttachedColleagueStopsWithTheMediator() {
        let transcript = Transcript()
        let coordinator = Coordinator("first", transcript: transcript)
        do {
            let call = Call(dialer: Dialer(transcript: transcript), coordinator: coordinator)
            coordinator.mediator.reported("connected by init")
            withExtendedLifetime(call) {}
        }
        coordinator.mediator.reported("ignored")
        #expect(transcript.lines == ["first reported connected by init"])
    }

    @MainActor @Test func onTheMainActor() {
        let transcript = Transcript()
        let dialer = MainDialer(transcript: transcript)
        let call = MainCall(mainDialer: dialer)
        dialer.mediator.placed("1")
        #expect(dialer.mediator.count() == nil)

        let first = MainCoordinator("first", transcript: transcript)
        let log = MainCallLog(transcript: transcript)
        let speaker = MainLoudspeaker(transcript: transcript)
        call.mainCoordinator = first
        call.mainCallLog = log
        call.mainSpeaker = speaker
        first.hook = { [unowned call] in
            call.mainCoordinator = MainCoordinator("second", transcript: transcript)
        }
        dialer.mediator.placed("2")
        first.mediator.reported("ignored")
        call.mainCoordinator?.mediator.reported("answered")
        speaker.mediator.reported("loud")
        #expect(dialer.mediator.count() == 1)
        call.mainSpeaker = nil
        speaker.mediator.reported("ignored")
        dialer.mediator.placed("3")

        #expect(
            transcript.lines == [
                "first: placed 2", "first: done", "log: placed 2", "speaker: placed 2",
                "second reported answered", "speaker reported loud",
                "second: placed 3", "second: done", "log: placed 3",
            ])
    }

    @GameActor @Test func onAnotherGlobalActor() async {
        let transcript = Transcript()
        let dialer = ActorDialer(transcript: transcript)
        let call = ActorCall(actorDialer: dialer)
        dialer.mediator.placed("1")
        #expect(await dialer.mediator.count() == nil)

        let first = ActorCoordinator("first", transcript: transcript)
        let log = ActorLogBook(transcript: transcript)
        call.actorCoordinator = first
        call.actorCallLog = log
        first.hook = { [unowned call] in
            call.actorCoordinator = ActorCoordinator("second", transcript: transcript)
        }
        dialer.mediator.placed("2")
        first.mediator.reported("ignored")
        call.actorCoordinator?.mediator.reported("answered")
        #expect(await dialer.mediator.count() == 1)
        call.actorCallLog = nil
        #expect(await dialer.mediator.count() == nil)

        #expect(
            transcript.lines == [
                "first: placed 2", "first: done", "log: placed 2", "second reported answered",
            ])
        withExtendedLifetime(log) {}
    }

    @Test func nonisolatedOnOneThread() {
        let transcript = SharedTranscript()
        let dialer = SharedDialer(transcript: transcript)
        let call = SharedCall(sharedDialer: dialer)
        dialer.mediator.placed("1")
        #expect(dialer.mediator.count() == nil)

        let first = SharedCoordinator("first", transcript: transcript)
        let log = SharedCallLog(transcript: transcript)
        let speaker = SharedLoudspeaker(transcript: transcript)
        let screen = SharedScreen(transcript: transcript)
        call.sharedCoordinator = first
        call.sharedCallLog = log
        call.sharedSpeaker = speaker
        call.sharedMonitor = screen
        first.onNextCall { [unowned call] in
            call.sharedCoordinator = SharedCoordinator("second", transcript: transcript)
        }
        dialer.mediator.placed("2")
        first.mediator.reported("ignored")
        call.sharedCoordinator?.mediator.reported("answered")
        speaker.mediator.reported("loud")
        screen.mediator.reported("bright")
        #expect(dialer.mediator.count() == 1)
        call.sharedMonitor = nil
        screen.mediator.reported("ignored")

        #expect(
            transcript.lines == [
                "first: placed 2", "first: done", "log: placed 2", "speaker: placed 2",
                "monitor: placed 2", "second reported answered", "speaker reported loud",
                "monitor reported bright",
            ])
    }

    /// Threads attach, replace and detach colleagues while others send: every send reaches the
    /// colleague attached at that moment or none, and the one attached last is connected.
    @Test func nonisolatedAcrossThreads() {
        let transcript = SharedTranscript()
        let dialer = SharedDialer(transcript: transcript)
        let call = SharedCall(sharedDialer: dialer)
        let coordinators = (0..<4).map { SharedCoordinator("c\($0)", transcript: transcript) }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<200 {
                if worker % 2 == 0 {
                    call.sharedCoordinator =
                        round % 5 == 0 ? nil : coordinators[(worker + round) % coordinators.count]
                } else {
                    dialer.mediator.placed("\(round)")
                    coordinators[round % coordinators.count].mediator.reported("\(round)")
                }
            }
        }
        let last = SharedCoordinator("last", transcript: transcript)
        call.sharedCoordinator = last
        last.mediator.reported("final")
        #expect(transcript.lines.last == "last reported final")
        // Only the coordinator attached reaches the reaction.
        let attached = coordinators.filter { $0 !== call.sharedCoordinator }
        for coordinator in attached {
            coordinator.mediator.reported("ignored")
        }
        #expect(transcript.lines.last == "last reported final")
    }
}
