// Runs the conceptual example: the client triggers operations on the components, and the
// generated mediator routes what they report to the reactions.

let component1 = Component1()
let component2 = Component2()
let mediator = ConcreteMediator(component1: component1, component2: component2)

print("Client triggers operation A.")
component1.doA()

print("Client triggers operation D.")
component2.doD()
