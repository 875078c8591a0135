// What the sample of slots with outboxes of their own, in docs/Language.md, uses without showing
// it.

final class Fencer {
    let homeBox = Bout.HomeFencerOutbox()
    let awayBox = Bout.AwayFencerOutbox()

    func greeted() {}
}
