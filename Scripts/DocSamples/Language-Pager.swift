// What the reaction of the state sample of docs/Language.md uses without showing it.

final class PageControl {
    let mediator = Pager.PageControlOutbox()
}

final class PageView {
    func show(_ page: Int) {}
}
