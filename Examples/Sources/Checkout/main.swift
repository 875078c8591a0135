// Runs a checkout as an app would: the mediator is made with the app's services, the cart is
// filled before the summary exists, then the summary and the delegate are attached.

let cart = Cart()
let checkout = Checkout(cart: cart, payments: TestGateway(), orders: MemoryOrders())
cart.mediator.added("tea", cents: 450)
cart.mediator.added("cake", cents: 300)

let summary = Summary(name: "summary")
checkout.summary = summary
let delegate = CheckoutDelegate()
checkout.checkoutDelegate = delegate
cart.mediator.pay()
