/// The first colleague: it sends news and receives what the other one sends.
final class Colleague1 {
    let mediator = ChatMediator.Colleague1Outbox()

    func send(_ message: String) {
        print("Colleague1 sends: \(message)")
        mediator.notify(message)
    }

    func receive(_ message: String) {
        print("Colleague1 receives: \(message)")
    }
}

/// The second colleague, which works the same way.
final class Colleague2 {
    let mediator = ChatMediator.Colleague2Outbox()

    func send(_ message: String) {
        print("Colleague2 sends: \(message)")
        mediator.notify(message)
    }

    func receive(_ message: String) {
        print("Colleague2 receives: \(message)")
    }
}

/// A colleague that joins later and only listens.
final class Newcomer {
    let name: String

    init(name: String) {
        self.name = name
    }

    func welcome(_ message: String) {
        print("\(name) hears: \(message)")
    }
}

/// The reaction: the sender type tells which colleague has news, so the other one gets it.
extension ChatMediator {
    func handleNotify(_ message: String, from sender: NotifySender) {
        switch sender {
        case .colleague1:
            colleague2.receive(message)
            welcome("Colleague1 said: \(message)")
        case .colleague2:
            colleague1.receive(message)
            welcome("Colleague2 said: \(message)")
        }
    }
}
