// Who sends and who receives what in a scene: what the user's code must implement.

extension Scene {
    /// The colleague types a route reaches: a role's players, every colleague for `all` and
    /// `others` (the scenes send to `others` only from a set or from outside, so every type
    /// hears the event).
    func receivers(of route: SceneRoute) -> [String] {
        switch route {
        case .to(let name), .exceptSender(let name), .keyed(let name, _, _):
            if roles.contains(name) {
                return colleagues.filter { $0.roles.contains(name) }.map(\.type)
            }
            return [name]
        case .all, .others: return colleagues.filter { !$0.calledDirectly }.map(\.type)
        case .mediator: return []
        }
    }

    /// The events a colleague of type `type` receives, in declaration order.
    func events(receivedBy type: String) -> [SceneEvent] {
        events.filter { event in event.routes.contains { receivers(of: $0).contains(type) } }
    }

    /// Whether a colleague of type `type` sends an event, and so keeps an outbox.
    func sends(_ type: String) -> Bool {
        events.contains { $0.senders.contains(type) }
    }

    /// The events routed to the mediator's own reaction.
    var reactions: [SceneEvent] {
        events.filter { event in
            event.routes.contains {
                if case .mediator = $0 { return true }
                return false
            }
        }
    }

    /// The lines of the events that a colleague of type `type` receives `concurrently`: where
    /// a receiver that is not `Sendable` is reported.
    func concurrentEvents(receivedBy type: String) -> [SceneEvent] {
        events(receivedBy: type).filter(\.concurrently)
    }
}
