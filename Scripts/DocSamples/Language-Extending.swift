// What the sample of docs/Language.md, "Extending generated types", uses without showing it: the
// colleagues and the reaction of the `Pair` spec of "Who sent it".

final class Left {
    let mediator = Pair.LeftOutbox()
    func heard(_ words: String) {}
}

final class Right {
    let mediator = Pair.RightOutbox()
    func heard(_ words: String) {}
}

extension Pair {
    func handleSaid(_ words: String, from sender: SaidSender) {
        switch sender {
        case .left: right.heard(words)
        case .right: left.heard(words)
        }
    }
}
