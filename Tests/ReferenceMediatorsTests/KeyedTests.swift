import Foundation
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Delivery by key": an event routed to `Set[parameter]` reaches the members
// that joined with the key the parameter holds, in joining order, or the first of them; members
// that left or are gone are skipped; the whole set still hears events routed to it. In each
// isolation mode; CI runs these under ThreadSanitizer too.

@Suite struct KeyedTests {
    @Test func anEventReachesTheMembersOfItsKey() {
        let transcript = Transcript()
        let router = AdRouter()
        let demand = Demand(adRouter: router)
        let (banner, video, native) = (
            Provider("banner", transcript: transcript), Provider("video", transcript: transcript),
            Provider("native", transcript: transcript)
        )
        demand.join(banner, key: "home")
        demand.join(video, key: "feed")
        demand.join(native, key: "home")
        demand.join(native, key: "feed")  // joining twice changes nothing, its key included

        router.mediator.load("home", size: 1)
        router.mediator.load("settings", size: 2)  // no provider: nobody hears
        router.mediator.refresh(for: "home")
        demand.leave(banner)
        router.mediator.refresh(for: "home")
        router.mediator.reset()

        #expect(
            transcript.lines == [
                "banner: load home 1", "native: load home 1", "banner: refresh home",
                "native: refresh home", "video: reset", "native: reset",
            ])
        #expect(demand.providers.key(of: native) == "home")
        #expect(demand.providers.key(of: banner) == nil)
    }

    @Test func aMemberThatIsGoneIsSkippedAndPruned() {
        let transcript = Transcript()
        let router = AdRouter()
        let demand = Demand(adRouter: router)
        let kept = Provider("kept", transcript: transcript)
        demand.join(kept, key: "home")
        for round in 0..<20 {
            // Joined and dropped without leaving: the set holds members weakly.
            demand.join(Provider("gone \(round)", transcript: transcript), key: "home")
        }
        router.mediator.load("home", size: 3)
        #expect(transcript.lines == ["kept: load home 3"])
        #expect(demand.providers.count == 1)
    }

    @MainActor @Test func onTheMainActorThroughAProtocol() {
        let transcript = Transcript()
        let router = MainPageRouter()
        let pages = MainPages(mainPageRouter: router)
        let (first, second) = (
            MainListPage("first", transcript: transcript),
            MainListPage("second", transcript: transcript)
        )
        pages.join(first, key: 1)
        pages.join(second, key: 2)
        router.mediator.show(page: 2)
        router.mediator.show(page: 1)
        #expect(transcript.lines == ["second: show 2", "first: show 1"])
    }

    @GameActor @Test func onAnotherGlobalActorTheFirstOfAKey() {
        let transcript = Transcript()
        let router = ActorPageRouter()
        let pages = ActorPages(actorPageRouter: router)
        let (first, second) = (
            ActorPage("first", transcript: transcript), ActorPage("second", transcript: transcript)
        )
        pages.join(first, key: 7)
        pages.join(second, key: 7)
        router.mediator.show(page: 7)
        pages.leave(first)
        router.mediator.show(page: 7)
        #expect(transcript.lines == ["first: show 7", "second: show 7"])
    }

    @Test func nonisolatedAcrossThreads() {
        let transcript = SharedTranscript()
        let router = SharedAdRouter()
        let demand = SharedDemand(sharedAdRouter: router)
        let providers = (0..<4).map { SharedProvider("p\($0)", transcript: transcript) }
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            let provider = providers[worker]
            for round in 0..<50 {
                demand.join(provider, key: "slot\(worker % 2)")
                router.mediator.load("slot\(round % 2)")
                demand.leave(provider)
            }
        }
        for (number, provider) in providers.enumerated() {
            demand.join(provider, key: "slot\(number % 2)")
        }
        let before = transcript.lines.count
        // The set holds its members weakly: an optimized build may release the providers, and
        // the mediator, after their last use, which would be before the send.
        withExtendedLifetime((demand, providers)) { router.mediator.load("slot1") }
        #expect(Set(transcript.lines.dropFirst(before)) == ["p1: load slot1", "p3: load slot1"])
    }
}
