/// What the mediator does when a component reports. The spec routes every event `to mediator`, so
/// the generated code requires one method per event here; leaving one out does not compile.
extension ConcreteMediator {
    func handleDidA() {
        print("Mediator reacts on A and triggers following operations:")
        component2.doC()
    }

    /// B needs no follow-up.
    func handleDidB() {}

    /// C needs no follow-up.
    func handleDidC() {}

    func handleDidD() {
        print("Mediator reacts on D and triggers following operations:")
        component1.doB()
        component2.doC()
    }
}
