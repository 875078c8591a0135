// Colleagues and reactions for Specs/Conceptual.mediator: the structure of the pattern, with two
// components that only ever talk to the mediator.

/// The first component: does A and B.
public final class Component1 {
    let mediator = ConcreteMediator.Component1Outbox()
    let transcript: Transcript

    /// Makes a component that records what it does in `transcript`.
    public init(transcript: Transcript) {
        self.transcript = transcript
    }

    /// Performs A and tells the mediator.
    public func doA() {
        transcript.record("Component 1 does A.")
        mediator.didA()
    }

    /// Performs B and tells the mediator.
    public func doB() {
        transcript.record("Component 1 does B.")
        mediator.didB()
    }
}

/// The second component: does C and D.
public final class Component2 {
    let mediator = ConcreteMediator.Component2Outbox()
    let transcript: Transcript

    /// Makes a component that records what it does in `transcript`.
    public init(transcript: Transcript) {
        self.transcript = transcript
    }

    /// Performs C and tells the mediator.
    public func doC() {
        transcript.record("Component 2 does C.")
        mediator.didC()
    }

    /// Performs D and tells the mediator.
    public func doD() {
        transcript.record("Component 2 does D.")
        mediator.didD()
    }
}

extension ConcreteMediator {
    func handleDidA() {
        component1.transcript.record("Mediator reacts on A and triggers following operations:")
        component2.doC()
    }

    func handleDidB() {}

    func handleDidC() {}

    func handleDidD() {
        component1.transcript.record("Mediator reacts on D and triggers following operations:")
        component1.doB()
        component2.doC()
    }
}
