// Runs a checkout as an app would: the mediator is made with the app's services, the cart is
// filled before the summary exists, then the summary and the delegate are attached; the user
// goes through the steps, whose panels hear the hints of their step only.

let cart = Cart()
let panels = ["shipping", "payment", "review"].map { PrintedPanel(name: $0) }
let checkout = Checkout(
    cart: cart, shipping: panels[0], payment: panels[1], review: panels[2],
    payments: TestGateway(), orders: MemoryOrders())
cart.mediator.added("tea", cents: 450)
cart.mediator.added("cake", cents: 300)

let summary = Summary(name: "summary")
checkout.summary = summary
let delegate = CheckoutDelegate()
checkout.checkoutDelegate = delegate
panels[0].mediator.stepDone()
panels[1].mediator.stepDone()
cart.mediator.pay()
