import Testing

@testable import ReferenceMediators

/// Runs the generated conceptual mediator through the scenario of the pattern's classic example.
@Suite struct ConceptualTests {
    @Test func reactionsTriggerFollowingOperationsInOrder() {
        let transcript = Transcript()
        let component1 = Component1(transcript: transcript)
        let component2 = Component2(transcript: transcript)
        let mediator = ConcreteMediator(component1: component1, component2: component2)

        transcript.record("Client triggers operation A.")
        component1.doA()
        transcript.record("Client triggers operation D.")
        component2.doD()

        #expect(
            transcript.lines == [
                "Client triggers operation A.",
                "Component 1 does A.",
                "Mediator reacts on A and triggers following operations:",
                "Component 2 does C.",
                "Client triggers operation D.",
                "Component 2 does D.",
                "Mediator reacts on D and triggers following operations:",
                "Component 1 does B.",
                "Component 2 does C.",
            ])
        withExtendedLifetime(mediator) {}
    }

    @Test func sendingAfterTheMediatorIsGoneDoesNothing() {
        let transcript = Transcript()
        let component1 = Component1(transcript: transcript)
        let component2 = Component2(transcript: transcript)
        weak var weakMediator: ConcreteMediator?
        do {
            let mediator = ConcreteMediator(component1: component1, component2: component2)
            weakMediator = mediator
        }
        #expect(weakMediator == nil, "colleagues must not keep their mediator alive")
        component1.doA()
        #expect(transcript.lines == ["Component 1 does A."])
    }

    @Test func mediatorAndColleaguesAreReleasedTogether() {
        weak var weakMediator: ConcreteMediator?
        weak var weakComponent: Component1?
        do {
            let transcript = Transcript()
            let component1 = Component1(transcript: transcript)
            let mediator = ConcreteMediator(
                component1: component1, component2: Component2(transcript: transcript))
            weakMediator = mediator
            weakComponent = component1
            component1.doA()
        }
        #expect(weakMediator == nil)
        #expect(weakComponent == nil)
    }
}
