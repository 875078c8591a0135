// What the sample of several slots of one type, in docs/Language.md, uses without showing it.

protocol Page: Reader.PageColleague {}

final class TextPage: Page {
    let mediator = Reader.PageOutbox()

    func reload() {}
    func showTitle(_ text: String) {}
    func scroll(by offset: Double) {}
    func turned(to number: Int) {}
}

@MainActor let cover = TextPage()
@MainActor let contents = TextPage()
