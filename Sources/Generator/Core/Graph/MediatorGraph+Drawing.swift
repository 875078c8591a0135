extension MediatorGraph {
    /// Draws `mediator`, a mediator of a valid model: receivers, role players, follow-ups and
    /// cycles of reactions are the ones validation resolved.
    package init(drawing mediator: MediatorModel) {
        let drawing = Drawing(mediator)
        title = Self.title(of: mediator)
        nodes = drawing.nodes()
        edges = drawing.edges()
    }

    /// The mediator's declaration: `public @MainActor mediator Feed`, `nonisolated codable mediator
    /// Hub`.
    static func title(of mediator: MediatorModel) -> String {
        var words: [String] = []
        if mediator.accessLevel != .internal { words.append(mediator.accessLevel.rawValue) }
        if let actor = mediator.globalActor { words.append("@" + actor) }
        if mediator.isNonisolated { words.append("nonisolated") }
        if mediator.isCodable { words.append("codable") }
        return (words + ["mediator", mediator.name]).joined(separator: " ")
    }

    /// The text on an event's edges: its name as traces show it, with its effects and result,
    /// as Swift declares them: `profile(for:) async throws -> Profile`.
    static func label(of event: EventModel) -> String {
        event.selector + (event.isAsync ? " async" : "") + (event.isThrowing ? " throws" : "")
            + (event.resultType.map { " -> " + $0 } ?? "")
    }

    /// The text in a colleague's node, as its declaration writes it: `weak any Store`,
    /// `Coordinator?`, `[Member]`, `strong [Widget]`; and one of several slots of a type with its
    /// name, `Player as home`.
    static func label(of colleague: ColleagueModel) -> String {
        if colleague.isSet {
            return (colleague.isWeak ? "" : "strong ") + "[\(colleague.swiftType)]"
        }
        return (colleague.isWeak ? "weak " : "") + colleague.swiftType
            + (colleague.isOptional ? "?" : "")
            + (colleague.isOneOfSeveral ? " as \(colleague.propertyName)" : "")
    }
}

/// The work of drawing one mediator.
private struct Drawing {
    let mediator: MediatorModel
    /// For each colleague, the events it receives other than through a role, as validation
    /// found them.
    let directlyReceived: [Set<Int>]

    init(_ mediator: MediatorModel) {
        self.mediator = mediator
        directlyReceived = mediator.participation.receivedEvents.map(Set.init)
    }

    typealias NodeID = MediatorGraph.NodeID
    typealias Edge = MediatorGraph.Edge

    func nodes() -> [MediatorGraph.Node] {
        var nodes = mediator.colleagues.enumerated().map { index, colleague in
            MediatorGraph.Node(
                id: .colleague(index), label: MediatorGraph.label(of: colleague),
                shape: colleague.isSet ? .colleagueSet : .colleague, isWeak: colleague.isWeak)
        }
        nodes += mediator.roles.enumerated().map { index, role in
            MediatorGraph.Node(
                id: .role(index), label: "role \(role.name)", shape: .role, isWeak: false)
        }
        nodes += mediator.dependencies.enumerated().map { index, dependency in
            MediatorGraph.Node(
                id: .dependency(index),
                label: (dependency.isWeak ? "weak " : "")
                    + "uses \(dependency.name): \(dependency.type)",
                shape: .dependency, isWeak: dependency.isWeak)
        }
        let mediatorTakesPart =
            mediator.whenConnected != nil || !mediator.dependencies.isEmpty
            || !mediator.hooks.isEmpty
            || mediator.events.contains { $0.isSentByMediator || $0.receivers.contains(.mediator) }
        if mediatorTakesPart {
            nodes.append(
                MediatorGraph.Node(
                    id: .mediator, label: "mediator", shape: .mediator, isWeak: false))
        }
        if mediator.events.contains(where: \.isSentFromOutside) {
            nodes.append(
                MediatorGraph.Node(id: .outside, label: "outside", shape: .outside, isWeak: false))
        }
        return nodes
    }

    func edges() -> [Edge] {
        var edges: [Edge] = []
        for (role, players) in mediator.participation.rolePlayers.enumerated() {
            for player in players {
                edges.append(
                    Edge(
                        from: .role(role), to: .colleague(player), label: "", kind: .plays,
                        isOnCycle: false))
            }
        }
        let targets = mediator.events.indices.map(targets(of:))
        for (index, event) in mediator.events.enumerated() {
            edges += eventEdges(of: event, to: targets[index])
        }
        if let whenConnected = mediator.whenConnected {
            edges += followUpEdges(
                from: [.mediator], cause: "when connected", whenConnected.followUps, cycle: nil)
        }
        for (index, event) in mediator.events.enumerated() {
            edges += followUpEdges(
                from: targets[index], cause: event.selector, event.followUps,
                cycle: event.reactionCycle)
        }
        edges += MediatorGraph.memberEdges(of: mediator)
        return edges
    }

    /// Where the edges of event `index` end, in delivery order: each colleague it reaches other
    /// than through a role, each role it is routed to, and the mediator.
    func targets(of index: Int) -> [NodeID] {
        let event = mediator.events[index]
        var targets: [NodeID] = []
        func add(_ node: NodeID) {
            if !targets.contains(node) { targets.append(node) }
        }
        for receiver in event.receivers {
            switch receiver {
            case .mediator:
                add(.mediator)
            case .colleague(let colleague, _) where directlyReceived[colleague].contains(index):
                add(.colleague(colleague))
            case .colleague(let colleague, _):
                for role in mediator.colleagues[colleague].roles
                where event.roleReceivers.contains(role) {
                    add(.role(role))
                }
            }
        }
        // A role nobody plays, or whose only player is the sender left out, still receives.
        for role in event.roleReceivers { add(.role(role)) }
        return targets
    }

    /// Who sends `event`: its colleagues, then `outside` and the mediator.
    func senders(of event: EventModel) -> [NodeID] {
        event.senders.map(NodeID.colleague) + (event.isSentFromOutside ? [.outside] : [])
            + (event.isSentByMediator ? [.mediator] : [])
    }

    /// An edge from each sender of `event` to each of `targets`. Where the sender itself is
    /// left out of a target (`others`, `except sender`), a set's edge to itself says so, as does
    /// an edge to a role the sender plays, and a single colleague has no edge to itself.
    func eventEdges(of event: EventModel, to targets: [NodeID]) -> [Edge] {
        let label = MediatorGraph.label(of: event)
        // For each colleague that receives the event, whether it is left out when it sends it.
        var excludesSender: [Int: Bool] = [:]
        for case .colleague(let colleague, let excluding) in event.receivers {
            excludesSender[colleague] = excluding
        }
        var edges: [Edge] = []
        for sender in senders(of: event) {
            for target in targets {
                var edgeLabel = label
                // A slot that a value picks when the event is sent: `[shown]`, as the route says.
                if case .colleague(let receiver) = target, let pick = event.pickedSlots[receiver] {
                    edgeLabel += " [\(pick.key)]"
                }
                if case .colleague(let colleague) = sender {
                    let reach = reach(
                        from: colleague, to: target, excludingSender: excludesSender[colleague])
                    switch reach {
                    case .everyone: break
                    case .allButSender: edgeLabel += " except sender"
                    case .nobody: continue
                    }
                }
                edges.append(
                    Edge(
                        from: sender, to: target, label: edgeLabel, kind: .event,
                        isOnCycle: event.reactionCycle != nil))
            }
        }
        return edges
    }

    /// Whom `event` reaches behind `target` when `colleague` sends it.
    enum Reach {
        /// Everyone behind the target.
        case everyone
        /// Everyone behind the target but the sending instance.
        case allButSender
        /// Nobody: the target is the sender alone.
        case nobody
    }

    /// `excludesSender` tells whether `colleague` is left out where it receives the event, and
    /// is `nil` when it does not receive it.
    func reach(from colleague: Int, to target: NodeID, excludingSender excludesSender: Bool?)
        -> Reach
    {
        switch target {
        case .colleague(colleague) where excludesSender == true:
            return mediator.colleagues[colleague].isSet ? .allButSender : .nobody
        case .role(let role) where mediator.colleagues[colleague].roles.contains(role):
            return excludesSender == false ? .everyone : .allButSender
        default:
            return .everyone
        }
    }

    /// The dashed edges from each node that handles an event (`handlers`, the event named
    /// `cause`) to each sender of its `followUps`: handling the one may make it send the others.
    /// One edge to a sender lists every follow-up it sends, as `then` does, except that those on
    /// the cause's `cycle` of reactions get an edge of their own.
    func followUpEdges(from handlers: [NodeID], cause: String, _ followUps: [Int], cycle: Int?)
        -> [Edge]
    {
        var lists: [(sender: NodeID, isOnCycle: Bool, events: [String])] = []
        for followUp in followUps {
            let event = mediator.events[followUp]
            let isOnCycle = cycle != nil && cycle == event.reactionCycle
            for sender in senders(of: event) {
                if let list = lists.firstIndex(where: {
                    $0.sender == sender && $0.isOnCycle == isOnCycle
                }) {
                    lists[list].events.append(event.selector)
                } else {
                    lists.append((sender, isOnCycle, [event.selector]))
                }
            }
        }
        return handlers.flatMap { handler in
            lists.map { list in
                Edge(
                    from: handler, to: list.sender,
                    label: "\(cause) then " + list.events.joined(separator: ", "),
                    kind: .followUp, isOnCycle: list.isOnCycle)
            }
        }
    }
}
