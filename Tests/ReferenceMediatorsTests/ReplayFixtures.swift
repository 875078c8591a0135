import Foundation
@_spi(Generated) import MediatorRuntime

@testable import ReferenceMediators

// What the tests of Specs/Replay.mediator share: items, a date, and a cart with its colleagues.

let apple = Item(name: "apple", price: 0.5)
let pear = Item(name: "pear", price: 2)
let checkout = Date(timeIntervalSinceReferenceDate: 800_000_000)

/// `log` written as JSON and read back.
func roundTrip<Event>(_ log: MediatorLog<Event>) throws -> MediatorLog<Event> {
    try JSONDecoder().decode(MediatorLog<Event>.self, from: JSONEncoder().encode(log))
}

/// A cart with a catalog, a summary and one shelf, recording what it dispatches.
struct CartSession {
    let catalog = Catalog()
    let summary = Summary()
    let shelf = Shelf("fruit")
    let cart: Cart
    let recorder = MediatorRecorder<Cart.Event>()

    init() {
        cart = Cart(catalog: catalog, summary: summary)
        cart.join(shelf)
        cart.observer = recorder
    }
}
