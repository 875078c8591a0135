// What the `with sender` sample of docs/Language.md uses without showing it.

final class Left {
    let mediator = Pair.LeftOutbox()
    func heard(_ words: String) {}
}

final class Right {
    let mediator = Pair.RightOutbox()
    func heard(_ words: String) {}
}
