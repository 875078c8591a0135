// What the samples of subclasses and initializers of your own, in docs/Language.md, use without
// showing it.

final class Bell {
    func ring(times: Int) {}
}

final class Door {
    let mediator = Shop.DoorOutbox()
}
