// What the dependencies sample of docs/Language.md uses without showing it: the app's own
// services, which conform to nothing generated.

protocol PaymentService {
    func charge(_ amount: Int) -> Int
}

final class CardPayments: PaymentService {
    func charge(_ amount: Int) -> Int { 1 }
}

struct AmountFormatter {
    let currency: String

    func text(_ amount: Int) -> String { "\(amount) \(currency)" }
}

final class Analytics {
    @MainActor static let shared = Analytics()

    func track(_ name: String) {}
}

final class Cart {
    let mediator = Checkout.CartOutbox()
}

final class Receipt {
    func show(_ text: String) {}
}
