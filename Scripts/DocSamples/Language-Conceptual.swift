// The reactions of Examples/Sources/Conceptual/Conceptual.mediator that the reaction sample of
// docs/Language.md does not show.

extension ConcreteMediator {
    func handleDidB() {}
    func handleDidC() {}
    func handleDidD() {}
}
