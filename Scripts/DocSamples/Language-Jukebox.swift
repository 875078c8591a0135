// What the sample of default values and discardable results, in docs/Language.md, uses without
// showing it.

final class Deck {
    let mediator = Jukebox.DeckOutbox()
}

final class Turntable {
    func play(_ track: String, from start: Double, volume: Int) {}
    func skip(by count: Int) -> Bool { true }
}

@MainActor let deck = Deck()
