@_spi(Generated) import MediatorRuntime

// Colleagues, services and reactions of Specs/Services.mediator. The services are the app's own
// types, written as an app has them: none conforms to or refines anything generated. One group
// per isolation mode.

/// Writes amounts in one currency: a value the mediator keeps.
struct AmountFormatter: Sendable {
    let currency: String

    func text(_ amount: Int) -> String {
        "\(amount) \(currency)"
    }
}

// MARK: - Checkout

/// Charges cards: a protocol of the app's.
protocol PaymentService {
    /// Charges `amount` and returns the receipt's number.
    func charge(_ amount: Int) -> Int
}

/// Counts charges.
final class CardPayments: PaymentService {
    private(set) var charged: [Int] = []

    func charge(_ amount: Int) -> Int {
        charged.append(amount)
        return charged.count
    }
}

/// Keeps receipts.
final class ReceiptStore {
    private(set) var receipts: [String] = []

    func keep(_ receipt: String) {
        receipts.append(receipt)
    }
}

/// Counts what happened; the app owns it.
final class CheckoutAnalytics {
    private(set) var tracked: [String] = []

    func track(_ name: String) {
        tracked.append(name)
    }
}

/// Asks to pay.
final class CheckoutCart {
    let mediator = Checkout.CheckoutCartOutbox()
}

/// Shows lines.
final class CheckoutScreen {
    private(set) var shown: [String] = []

    func show(_ text: String) {
        shown.append(text)
    }
}

extension Checkout {
    func handlePay(amount: Int) {
        let number = payments.charge(amount)
        let receipt = "#\(number): \(formatter.text(amount))"
        receipts.keep(receipt)
        analytics?.track("pay")
        show(receipt)
    }
}

// MARK: - MainCheckout

/// Charges cards on the main actor.
@MainActor protocol MainPaymentService {
    func charge(_ amount: Int) -> Int
}

/// Counts charges on the main actor.
@MainActor final class MainCardPayments: MainPaymentService {
    private(set) var charged: [Int] = []

    func charge(_ amount: Int) -> Int {
        charged.append(amount)
        return charged.count
    }
}

/// Counts what happened on the main actor.
@MainActor final class MainAnalytics {
    private(set) var tracked: [String] = []

    func track(_ name: String) {
        tracked.append(name)
    }
}

/// Asks to pay on the main actor.
@MainActor final class MainCheckoutCart {
    let mediator = MainCheckout.MainCheckoutCartOutbox()
}

/// Shows lines on the main actor.
@MainActor final class MainCheckoutScreen {
    private(set) var shown: [String] = []

    func show(_ text: String) {
        shown.append(text)
    }
}

extension MainCheckout {
    func handlePay(amount: Int) {
        let number = payments.charge(amount)
        analytics?.track("pay")
        show("#\(number): \(formatter.text(amount))")
    }
}

// MARK: - ActorCheckout

/// Charges cards on the game actor.
@GameActor protocol ActorPaymentService {
    func charge(_ amount: Int) -> Int
}

/// Counts charges on the game actor.
@GameActor final class ActorCardPayments: ActorPaymentService {
    private(set) var charged: [Int] = []

    func charge(_ amount: Int) -> Int {
        charged.append(amount)
        return charged.count
    }
}

/// Counts what happened on the game actor.
@GameActor final class ActorAnalytics {
    private(set) var tracked: [String] = []

    func track(_ name: String) {
        tracked.append(name)
    }
}

/// Asks to pay on the game actor.
@GameActor final class ActorCheckoutCart {
    let mediator = ActorCheckout.ActorCheckoutCartOutbox()
}

/// Shows lines on the game actor.
@GameActor final class ActorCheckoutScreen {
    private(set) var shown: [String] = []

    func show(_ text: String) {
        shown.append(text)
    }
}

extension ActorCheckout {
    func handlePay(amount: Int) {
        let number = payments.charge(amount)
        analytics?.track("pay")
        show("#\(number): \(amount)")
    }
}

// MARK: - SharedCheckout

/// Charges cards from any thread.
protocol SharedPaymentService: Sendable {
    func charge(_ amount: Int) -> Int
}

/// Counts charges under a lock.
final class SharedCardPayments: SharedPaymentService {
    private let count = Locked(0)

    func charge(_ amount: Int) -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}

/// Counts what happened, from any thread.
final class SharedAnalytics: Sendable {
    private let names = Locked<[String]>([])

    var tracked: [String] { names.withLock { $0 } }

    func track(_ name: String) {
        names.withLock { $0.append(name) }
    }
}

/// Asks to pay from any thread.
final class SharedCheckoutCart: Sendable {
    let mediator = SharedCheckout.SharedCheckoutCartOutbox()
}

/// Shows lines from any thread.
final class SharedCheckoutScreen: Sendable {
    private let lines = Locked<[String]>([])

    var shown: [String] { lines.withLock { $0 } }

    func show(_ text: String) {
        lines.withLock { $0.append(text) }
    }
}

extension SharedCheckout {
    func handlePay(amount: Int) {
        _ = payments.charge(amount)
        analytics?.track("pay")
        show(formatter.text(amount))
    }
}
