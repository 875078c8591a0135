// The mediator's reactions: to its events, and to colleagues as they come and go.

extension Checkout {
    func handleAdded(_ item: String, cents: Int) {
        total += cents
        items.append(item)
        show("\(item) added, total \(total) cents")
    }

    func handlePay() {
        let receipt = payments.charge(cents: total)
        orders.save(items, receipt: receipt)
        reporter.paid(receipt)
        show("paid \(total) cents, receipt \(receipt)")
        self.receipt(receipt)
        total = 0
        items = []
    }

    func handleStepDone() {
        switch step {
        case .shipping: step = .payment
        case .payment, .review: step = .review
        }
        hint("now at \(step)")
    }

    func handleSummaryChange(from oldValue: Summary?, to newValue: Summary?) {
        newValue?.show("total \(total) cents")
    }

    func handleCheckoutDelegateChange(
        from oldValue: CheckoutDelegate?, to newValue: CheckoutDelegate?
    ) {
        reporter.delegate = newValue
    }
}
