/// Does operations A and B, and reports each one to its mediator.
final class Component1 {
    let mediator = ConcreteMediator.Component1Outbox()

    func doA() {
        print("Component 1 does A.")
        mediator.didA()
    }

    func doB() {
        print("Component 1 does B.")
        mediator.didB()
    }
}

/// Does operations C and D, and reports each one to its mediator.
final class Component2 {
    let mediator = ConcreteMediator.Component2Outbox()

    func doC() {
        print("Component 2 does C.")
        mediator.didC()
    }

    func doD() {
        print("Component 2 does D.")
        mediator.didD()
    }
}
