import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Subclasses and initializers of your own": a `subclassable` mediator's
// subclass overrides its entry points and stands in for it; an app keeps its own initializer in
// an extension. In each isolation mode.

/// A shop that counts the rings it was asked for before it rings.
final class CountingShop: Shop {
    private(set) var asked = 0

    override func ring(times: Int = 1) {
        asked += times
        super.ring(times: times)
    }
}

/// Opens the door of any shop.
private func openDoor(of shop: Shop, _ door: Door) {
    door.mediator.opened()
    withExtendedLifetime(shop) {}
}

@Suite struct SubclassTests {
    @Test func aSubclassOverridesAnEntryPointAndStandsInForTheMediator() {
        let (bell, door) = (Bell(), Door())
        let shop = CountingShop(bell: bell, door: door)
        shop.ring(times: 2)
        openDoor(of: shop, door)
        // The reaction sends `ring()` through the entry point, which the subclass overrides.
        #expect(shop.asked == 3)
        #expect(shop.customers == 1)
        #expect(bell.rings == [2, 1])
    }

    @Test func theAppsOwnInitializerPassesItsArgumentsOn() {
        let door = Door()
        let shop = Shop(door: door)
        let recorder = MediatorRecorder<Shop.Event>()
        shop.observer = recorder
        door.mediator.opened()
        #expect(shop.customers == 1)
        // One method serves `outside` and `mediator`, and traces `outside`.
        #expect(recorder.records.map(\.sender) == ["Door", "outside"])
    }

    @Test func aPublicSubclassableMediatorIsOpen() {
        final class LoudShop: PublicShop {
            override func ring(times: Int) { super.ring(times: times * 2) }
        }
        let bell = PublicBell()
        LoudShop(publicBell: bell).ring(times: 2)
        #expect(bell.rings == [4])
    }

    @MainActor @Test func onTheMainActor() {
        final class QuietShop: MainShop {
            override func ring(times: Int) { super.ring(times: min(times, 1)) }
        }
        let bell = MainBell()
        let shop: MainShop = QuietShop(mainBell: bell)
        shop.ring(times: 3)
        #expect(bell.rings == [1])
    }

    @GameActor @Test func onAGlobalActor() {
        final class QuietShop: ActorShop {
            override func ring(times: Int) { super.ring(times: min(times, 1)) }
        }
        let bell = ActorBell()
        QuietShop(actorBell: bell).ring(times: 3)
        #expect(bell.rings == [1])
    }

    @Test func fromAnyThread() async {
        final class QuietShop: SharedShop, @unchecked Sendable {
            override func ring(times: Int) { super.ring(times: min(times, 1)) }
        }
        let bell = SharedBell()
        let shop: SharedShop = QuietShop(sharedBell: bell)
        await withTaskGroup(of: Void.self) { group in
            for times in 1...10 { group.addTask { shop.ring(times: times) } }
        }
        #expect(bell.rings == Array(repeating: 1, count: 10))
    }
}
