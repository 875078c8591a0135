// The app's own services and components, as they were before the mediator: none conforms to or
// refines anything generated but for the outbox and the method its events need.

/// Charges customers.
@MainActor protocol PaymentGateway {
    func charge(cents: Int) -> String
}

/// Keeps orders.
@MainActor protocol OrderRepository {
    func save(_ order: [String], receipt: String)
}

/// Tells the app's delegate about payments.
@MainActor final class PaymentReporter {
    weak var delegate: CheckoutDelegate?

    func paid(_ receipt: String) {
        delegate?.checkoutDidPay(receipt: receipt)
    }
}

/// What the app sets to hear about payments.
@MainActor final class CheckoutDelegate {
    func checkoutDidPay(receipt: String) {
        print("delegate: paid, receipt \(receipt)")
    }
}

/// The cart the user fills.
@MainActor final class Cart {
    let mediator = Checkout.CartOutbox()
}

/// The summary on screen.
@MainActor final class Summary {
    let name: String

    init(name: String) {
        self.name = name
    }

    func show(_ line: String) {
        print("\(name): \(line)")
    }
}

/// A gateway that approves every charge.
@MainActor final class TestGateway: PaymentGateway {
    private var count = 0

    func charge(cents: Int) -> String {
        count += 1
        return "R\(count)"
    }
}

/// Orders kept in memory.
@MainActor final class MemoryOrders: OrderRepository {
    func save(_ order: [String], receipt: String) {
        print("orders: saved \(order.joined(separator: ", ")) as \(receipt)")
    }
}

/// A panel of one step of the checkout: the app's protocol, which refines the generated one.
@MainActor protocol StepPanel: Checkout.StepPanelColleague {}

/// A step panel that prints what it shows.
@MainActor final class PrintedPanel: StepPanel {
    let mediator = Checkout.StepPanelOutbox()
    let name: String

    init(name: String) {
        self.name = name
    }

    func hint(_ text: String) {
        print("\(name): \(text)")
    }

    func receipt(_ number: String) {
        print("\(name): receipt \(number)")
    }
}
