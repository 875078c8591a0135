import Foundation
import Testing

@testable import ReferenceMediators

// docs/Language.md, "State": properties declared in the spec are stored properties of the
// mediator, which its reactions read and change, with the default values the spec gives. In each
// isolation mode; CI runs these under ThreadSanitizer too.

@Suite struct StateTests {
    @Test func reactionsReadAndChangeTheMediatorsState() {
        let control = PageControl()
        let view = PageView()
        let pager = Pager(pageControl: control, pageView: view)
        #expect(pager.currentPage == 1)
        #expect(pager.titles == nil)

        control.mediator.next()
        control.mediator.next()
        control.mediator.next()
        pager.titles = ["one", "two", "three"]

        #expect(view.shown == [2, 3, 1])
        #expect(pager.history == [2, 3, 1])
        #expect(control.mediator.progress() == "pager // {pages}: 1 of 3, one")
    }

    @MainActor @Test func onTheMainActor() {
        let view = MainPageView()
        let control = MainPageControl()
        let pager = MainPager(mainPageControl: control, mainPageView: view)
        control.mediator.next()
        control.mediator.next()
        #expect(view.shown == [2, 3])
        withExtendedLifetime(pager) {}
    }

    @GameActor @Test func onAnotherGlobalActor() {
        let view = ActorPageView()
        let control = ActorPageControl()
        let pager = ActorPager(actorPageControl: control, actorPageView: view)
        control.mediator.next()
        #expect(pager.currentPage == 2)
        #expect(view.shown == [2])
    }

    @Test func nonisolatedFromManyThreads() {
        let view = SharedPageView()
        let control = SharedPageControl()
        let pager = SharedPager(sharedPageControl: control, sharedPageView: view)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<25 { control.mediator.next() }
        }
        #expect(view.shown.sorted() == Array(2...101))
        #expect(pager.titles[2] == "second")
    }
}
