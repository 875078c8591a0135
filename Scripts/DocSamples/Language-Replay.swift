// What the replayable-logs sample of docs/Language.md uses without showing it.
import Foundation

final class CartView {
    let mediator = Checkout.CartViewOutbox()
}

final class Receipt {
    private(set) var totals: [Double] = []

    func changed(total: Double) {
        totals.append(total)
    }

    func paid(at time: Date) {}
}

final class Shelf {
    let mediator = Checkout.ShelfOutbox()
}

extension Checkout {
    func handleAdded(_ item: String, price: Double, from sender: AddedSender) {
        prices.append(price)
        changed(total: prices.reduce(0, +))
    }
}
