import Foundation
import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Superclass and protocols": a mediator that subclasses NSObject and is a
// component's delegate; its delegate method sends a typed event, which the recorder, the observer
// and behaviors see like any other. In each isolation mode; CI runs these under ThreadSanitizer.

@Suite struct DelegateTests {
    @Test func aDelegateCallbackBecomesATypedEvent() {
        let field = SearchField()
        let list = ResultList()
        let screen = SearchScreen(searchField: field, resultList: list)
        let recorder = MediatorRecorder<SearchScreen.Event>()
        screen.observer = recorder
        field.delegate = screen

        field.type("swift")
        list.pick("Swift.org")

        #expect(list.queries == ["swift"])
        #expect(field.shown == "Swift.org")
        #expect(recorder.events == [.queryChanged("swift"), .picked("Swift.org")])
        #expect(recorder.records.map(\.sender) == ["mediator", "ResultList"])
        #expect(screen.isKind(of: NSObject.self))
    }

    @Test func theDelegateIsNotKeptAliveByTheComponent() {
        let field = SearchField()
        weak var released: SearchScreen?
        do {
            let screen = SearchScreen(searchField: field, resultList: ResultList())
            field.delegate = screen
            released = screen
        }
        #expect(released == nil)
        field.type("ignored")
    }

    @MainActor @Test func onTheMainActor() {
        let field = MainSearchField()
        let list = MainResultList()
        let screen = MainSearchScreen(mainSearchField: field, mainResultList: list)
        let recorder = MediatorRecorder<MainSearchScreen.Event>()
        screen.observer = recorder
        field.delegate = screen

        field.type("swift")

        #expect(list.queries == ["swift"])
        #expect(recorder.events == [.queryChanged("swift")])
    }

    @GameActor @Test func onAnotherGlobalActorABehaviorSeesTheCallback() {
        let field = ActorSearchField()
        let list = ActorResultList()
        let screen = ActorSearchScreen(actorSearchField: field, actorResultList: list)
        field.delegate = screen

        field.type("swift")

        #expect(list.queries == ["swift"])
        #expect(field.log == ["queryChanged(_:) → ActorResultList"])
    }

    @Test func nonisolatedFromManyThreads() {
        let field = SharedSearchField()
        let list = SharedResultList()
        let screen = SharedSearchScreen(sharedSearchField: field, sharedResultList: list)
        let recorder = MediatorRecorder<SharedSearchScreen.Event>()
        screen.observer = recorder
        field.delegate = screen

        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<50 {
                field.type("\(worker)-\(round)")
            }
        }

        #expect(list.queries.count == 200)
        #expect(Set(list.queries).count == 200)
        #expect(recorder.events.count == 200)
    }
}
