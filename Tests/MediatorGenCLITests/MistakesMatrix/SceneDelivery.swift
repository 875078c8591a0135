// Who sends and who receives what in a scene: what the user's code must implement.

extension Scene {
    /// The colleague types a route reaches: a role's players, every colleague for `all` and
    /// `others` (the scenes send to `others` only from a set or from outside, so every type
    /// hears the event).
    func receivers(of route: SceneRoute) -> [String] {
        switch route {
        case .to(let name), .exceptSender(let name), .keyed(let name, _, _):
            if let slot = slot(named: name) { return [slot.type] }
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

    /// Whether a colleague of type `type` sends an event, and so keeps an outbox: by its type,
    /// or by the property of one of its slots.
    func sends(_ type: String) -> Bool {
        events.contains { event in
            event.senders.contains { $0 == type || slot(named: $0)?.type == type }
        }
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

// Several slots of one colleague type, each named with `as`.
extension Scene {
    /// Whether `colleague` is one of several slots of its type.
    func isSlot(_ colleague: SceneColleague) -> Bool {
        colleagues.filter { $0.type == colleague.type }.count > 1
    }

    /// The slot whose property is `name`, if `name` names one of several slots of a type.
    func slot(named name: String) -> SceneColleague? {
        colleagues.first { $0.property == name && isSlot($0) }
    }

    /// The anchor of a colleague's line: its slot's for one of several slots of its type.
    func anchor(of colleague: SceneColleague) -> SpecAnchor {
        isSlot(colleague) ? .slot(colleague.property ?? colleague.type) : .colleague(colleague.type)
    }

    /// The lines of every colleague of type `type`: one, or one for each of its slots.
    func anchors(ofType type: String) -> [SpecAnchor] {
        colleagues.filter { $0.type == type }.map(anchor(of:))
    }

    /// The first colleague of each type: the user writes one class or protocol for its slots.
    var colleagueTypes: [SceneColleague] {
        colleagues.enumerated().filter { index, colleague in
            colleagues.firstIndex { $0.type == colleague.type } == index
        }.map(\.element)
    }

    /// Whether the slots of `type` each keep their outbox in a property of their own, and so
    /// each has a protocol and an outbox of its own.
    func hasOwnOutboxes(_ type: String) -> Bool {
        let slots = colleagues.filter { $0.type == type }
        return slots.count > 1 && Set(slots.map { $0.outbox ?? "mediator" }).count == slots.count
    }

    /// Whether `event` reaches `colleague`: one slot named by its property reaches that slot
    /// only.
    func event(_ event: SceneEvent, reaches colleague: SceneColleague) -> Bool {
        event.routes.contains { route in
            if case .to(let name) = route, slot(named: name) != nil {
                return name == colleague.property
            }
            return receivers(of: route).contains(colleague.type)
        }
    }

    /// The name of the outbox class of `colleague`: `HomeFencerOutbox` for a slot with an outbox
    /// of its own, `FencerOutbox` otherwise.
    func outboxClass(of colleague: SceneColleague) -> String {
        guard hasOwnOutboxes(colleague.type), let property = colleague.property else {
            return colleague.type + "Outbox"
        }
        return property.prefix(1).uppercased() + property.dropFirst() + colleague.type + "Outbox"
    }
}
