import ChatKit
import Testing

final class Trigger {
    let mediator = Probe.TriggerOutbox()

    func fire() {
        mediator.fired()
    }
}

final class Counter {
    private(set) var count = 0

    func fired() {
        count += 1
    }
}

@Test func theTestTargetsOwnMediatorWorks() {
    let trigger = Trigger()
    let counter = Counter()
    let probe = Probe(trigger: trigger, counter: counter)
    trigger.fire()
    trigger.fire()
    #expect(counter.count == 2)
    withExtendedLifetime(probe) {}
}

@Test func theLibrarysPublicMediatorWorks() {
    let room = ChatRoom()
    let ann = Participant(name: "Ann")
    let bob = Participant(name: "Bob")
    room.join(ann)
    room.join(bob)
    ann.post("hi")
    #expect(bob.inbox == ["Ann: hi"])
    #expect(ann.inbox.isEmpty)
}
