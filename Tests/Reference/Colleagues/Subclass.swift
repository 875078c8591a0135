@_spi(Generated) import MediatorRuntime

// Colleagues, reactions and the app's own initializers of Specs/Subclass.mediator; the test
// subclasses are in the tests. One group per isolation mode.

// MARK: - Shop

/// Rings; notes each ring.
final class Bell {
    private(set) var rings: [Int] = []

    func ring(times: Int) { rings.append(times) }
}

/// The shop's door.
final class Door {
    let mediator = Shop.DoorOutbox()
}

extension Shop {
    /// The initializer the app had: the shop makes its own bell.
    convenience init(door: Door) {
        self.init(bell: Bell(), door: door)
    }

    func handleOpened() {
        customers += 1
        ring()
    }
}

// MARK: - PublicShop

/// Rings for other modules.
public final class PublicBell {
    /// How many times it rang, each time it was asked.
    public private(set) var rings: [Int] = []

    /// Makes a bell that has not rung.
    public init() {}

    /// Rings `times` times.
    public func ring(times: Int) { rings.append(times) }
}

// MARK: - MainShop

/// Rings on the main actor.
@MainActor final class MainBell {
    private(set) var rings: [Int] = []

    func ring(times: Int) { rings.append(times) }
}

// MARK: - ActorShop

/// Rings on the game's actor.
@GameActor final class ActorBell {
    private(set) var rings: [Int] = []

    func ring(times: Int) { rings.append(times) }
}

// MARK: - SharedShop

/// Rings from any thread.
final class SharedBell: Sendable {
    private let log = Locked<[Int]>([])

    var rings: [Int] { log.withLock { $0 } }

    func ring(times: Int) { log.withLock { $0.append(times) } }
}
