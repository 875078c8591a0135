// What the sample of delivery by key, in docs/Language.md, uses without showing it.

final class AdRouter {
    let mediator = Demand.AdRouterOutbox()
}

final class Provider {
    func load(_ placement: String, size: Int) {}
    func refresh(for placement: String) {}
    func reset() {}
}

@MainActor let banner = Provider()
@MainActor let video = Provider()
