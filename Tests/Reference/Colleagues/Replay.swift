import Foundation
@_spi(Generated) import MediatorRuntime

// Colleagues and reactions of Specs/Replay.mediator. Each colleague keeps what it received as
// text, so that a test can compare a session with its replay.

/// What goes into a cart.
struct Item: Codable, Equatable, Sendable {
    let name: String
    let price: Double
}

/// The total price of `items`.
func total(of items: [Item]) -> Double {
    items.reduce(0) { $0 + $1.price }
}

final class Catalog {
    let mediator = Cart.CatalogOutbox()
}

final class Summary {
    let mediator = Cart.SummaryOutbox()
    private(set) var received: [String] = []

    func changed(total: Double, note: String?) {
        received.append("\(total) \(note ?? "-")")
    }

    func couponApplied(_ coupon: Cart.Coupon) {
        received.append("coupon \(coupon.code)")
    }
}

extension Cart {
    /// A type of the mediator's own, which its events may carry.
    struct Coupon: Codable, Equatable {
        let code: String
    }
}

final class Shelf {
    let mediator = Cart.ShelfOutbox()
    let name: String
    private(set) var received: [String] = []

    init(_ name: String) {
        self.name = name
    }

    func checkedOut(at time: Date, codes: [String]) {
        received.append("checked out \(codes.joined(separator: ","))")
    }
}

extension Cart {
    func handleAdded(_ item: Item, count: Int, from sender: AddedSender) {
        items += Array(repeating: item, count: count)
        let note: String? =
            switch sender {
            case .shelf(let shelf): "from \(shelf.name)"
            case .catalog: nil
            }
        changed(total: total(of: items), note: note)
    }

    func handleItemCount() -> Int {
        items.count
    }
}

@MainActor final class MainCatalog {
    let mediator = MainCart.MainCatalogOutbox()
}

@MainActor final class MainSummary {
    let mediator = MainCart.MainSummaryOutbox()
    private(set) var received: [String] = []

    func changed(total: Double) {
        received.append("\(total)")
    }
}

/// The store refuses to verify an empty list of codes.
struct NothingToVerify: Error, Equatable {}

extension MainCart {
    func handleAdded(_ item: Item, count: Int, from sender: AddedSender) {
        items += Array(repeating: item, count: count)
        changed(total: total(of: items))
    }

    func handleVerify(_ codes: [String]) async throws -> Bool {
        await Task.yield()
        if codes.isEmpty { throw NothingToVerify() }
        return codes.allSatisfy { code in items.contains { $0.name == code } }
    }
}

@GameActor final class ActorShelf {
    let mediator = ActorCart.ActorShelfOutbox()
}

@GameActor final class ActorSummary {
    private(set) var received: [String] = []

    func added(_ item: Item, count: Int) {
        received.append("\(count) \(item.name)")
    }
}

final class SharedCatalog: Sendable {
    private let receivedTotals = Locked<[Double]>([])

    var received: [Double] { receivedTotals.withLock { $0 } }

    func changed(total: Double) {
        receivedTotals.withLock { $0.append(total) }
    }
}

final class SharedShelf: Sendable {
    let mediator = SharedCart.SharedShelfOutbox()
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

extension SharedCart {
    func handleAdded(_ item: Item, count: Int, from sender: AddedSender) {
        let items = self.items.withLock {
            $0 += Array(repeating: item, count: count)
            return $0
        }
        changed(total: total(of: items))
    }
}
