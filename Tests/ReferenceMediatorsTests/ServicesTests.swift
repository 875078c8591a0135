import Foundation
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Dependencies": what a mediator `uses` is passed to `init`, required or with
// a default value, and kept as a constant or weakly; its reactions call it. In each isolation
// mode; CI runs these under ThreadSanitizer too.

@Suite struct ServicesTests {
    @Test func reactionsCallTheServicesPassedToInit() {
        let cart = CheckoutCart()
        let screen = CheckoutScreen()
        let payments = CardPayments()
        let receipts = ReceiptStore()
        let analytics = CheckoutAnalytics()
        let checkout = Checkout(
            checkoutCart: cart, checkoutScreen: screen, payments: payments, receipts: receipts,
            analytics: analytics)

        cart.mediator.pay(amount: 12)
        cart.mediator.pay(amount: 30)

        #expect(payments.charged == [12, 30])
        #expect(receipts.receipts == ["#1: 12 EUR", "#2: 30 EUR"])
        #expect(screen.shown == receipts.receipts)
        #expect(analytics.tracked == ["pay", "pay"])
        #expect(checkout.formatter.currency == "EUR")
    }

    @Test func aDefaultValueIsMadeForEachMediatorAndAPassedOneWins() {
        let cart = CheckoutCart()
        let screen = CheckoutScreen()
        let checkout = Checkout(
            checkoutCart: cart, checkoutScreen: screen, payments: CardPayments(),
            receipts: ReceiptStore(), formatter: AmountFormatter(currency: "CHF"),
            analytics: CheckoutAnalytics())
        cart.mediator.pay(amount: 5)
        #expect(screen.shown == ["#1: 5 CHF"])
        withExtendedLifetime(checkout) {}
    }

    @Test func aWeakServiceIsNotKeptAlive() {
        let cart = CheckoutCart()
        let screen = CheckoutScreen()
        var analytics: CheckoutAnalytics? = CheckoutAnalytics()
        weak let released = analytics
        let checkout = Checkout(
            checkoutCart: cart, checkoutScreen: screen, payments: CardPayments(),
            receipts: ReceiptStore(), analytics: analytics!)
        analytics = nil
        #expect(released == nil)
        #expect(checkout.analytics == nil)
        // The reaction finds no analytics and goes on.
        cart.mediator.pay(amount: 1)
        #expect(screen.shown == ["#1: 1 EUR"])
    }

    @MainActor @Test func onTheMainActor() {
        let cart = MainCheckoutCart()
        let screen = MainCheckoutScreen()
        let payments = MainCardPayments()
        let analytics = MainAnalytics()
        let checkout = MainCheckout(
            mainCheckoutCart: cart, mainCheckoutScreen: screen, payments: payments,
            analytics: analytics)
        cart.mediator.pay(amount: 7)
        #expect(screen.shown == ["#1: 7 EUR"])
        #expect(analytics.tracked == ["pay"])
        // A mediator given no analytics runs its reactions without.
        let other = MainCheckout(
            mainCheckoutCart: MainCheckoutCart(), mainCheckoutScreen: screen, payments: payments,
            analytics: nil)
        #expect(other.analytics == nil)
        withExtendedLifetime(checkout) {}
    }

    @GameActor @Test func onAnotherGlobalActor() {
        let cart = ActorCheckoutCart()
        let screen = ActorCheckoutScreen()
        let analytics = ActorAnalytics()
        let checkout = ActorCheckout(
            actorCheckoutCart: cart, actorCheckoutScreen: screen, payments: ActorCardPayments(),
            analytics: analytics)
        cart.mediator.pay(amount: 3)
        #expect(screen.shown == ["#1: 3"])
        #expect(analytics.tracked == ["pay"])
        withExtendedLifetime(checkout) {}
    }

    @Test func nonisolatedFromManyThreads() {
        let cart = SharedCheckoutCart()
        let screen = SharedCheckoutScreen()
        let analytics = SharedAnalytics()
        let checkout = SharedCheckout(
            sharedCheckoutCart: cart, sharedCheckoutScreen: screen,
            payments: SharedCardPayments(), analytics: analytics)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<25 { cart.mediator.pay(amount: 2) }
        }
        #expect(screen.shown.count == 100)
        #expect(Set(screen.shown) == ["2 EUR"])
        #expect(analytics.tracked.count == 100)
        withExtendedLifetime(checkout) {}
    }
}
