/// A picture of one mediator's events, drawn from its validated model: its colleagues, roles,
/// `outside` and the mediator as nodes, and as edges who sends which event to whom, which
/// events handling an event may send in turn (`then`), and who plays which role.
///
/// Printers turn graphs into text: ``GraphFormat/mermaid`` and ``GraphFormat/dot``.
package struct MediatorGraph: Sendable, Equatable {
    /// The mediator as its spec declares it: `@MainActor mediator Screens`.
    package var title: String
    /// The nodes: the colleagues, roles and dependencies in spec order, then the mediator when it
    /// sends, receives or uses a dependency, and `outside` when it sends.
    package var nodes: [Node]
    /// The edges: who plays which role, then each event from each sender to each receiver, then
    /// the follow-ups, then what the mediator uses and the slots its hooks watch, each group in
    /// spec order.
    package var edges: [Edge]

    /// What a node stands for.
    package enum NodeID: Hashable, Sendable {
        /// The colleague at this index of the mediator's colleagues.
        case colleague(Int)
        /// The role at this index of the mediator's roles.
        case role(Int)
        /// The dependency at this index of the mediator's dependencies.
        case dependency(Int)
        /// The mediator's own code: its reactions, and what it sends.
        case mediator
        /// Code outside every colleague, calling the mediator's entry points.
        case outside

        /// The node's identifier in printed graphs: `c1`, `r1`, `d1`, `mediator`, `outside`; numbered
        /// from 1, and never a keyword of Mermaid or DOT.
        package var identifier: String {
            switch self {
            case .colleague(let index): return "c\(index + 1)"
            case .role(let index): return "r\(index + 1)"
            case .dependency(let index): return "d\(index + 1)"
            case .mediator: return "mediator"
            case .outside: return "outside"
            }
        }
    }

    /// How a node is drawn.
    package enum Shape: Sendable, Equatable {
        /// One colleague instance.
        case colleague
        /// A dynamic set of colleague instances.
        case colleagueSet
        /// A receiver role.
        case role
        /// What the mediator uses without taking part in events.
        case dependency
        /// The mediator.
        case mediator
        /// Code outside every colleague.
        case outside
    }

    /// One node.
    package struct Node: Sendable, Equatable {
        /// What the node stands for; printers make their identifiers from it.
        package var id: NodeID
        /// The text in the node, as the spec writes it: `weak Logger`, `[Member]`, `role Screen`.
        package var label: String
        /// The shape.
        package var shape: Shape
        /// Whether the mediator holds the colleague (or the members of the set) weakly.
        package var isWeak: Bool
    }

    /// What an edge stands for.
    package enum EdgeKind: Sendable, Equatable {
        /// The sender sends the event in the label to the receiver.
        case event
        /// Handling an event at the start of the edge may make its end send another one: a
        /// `then` follow-up.
        case followUp
        /// The colleague at the end of the edge plays the role at its start.
        case plays
        /// The mediator at the start of the edge uses the dependency at its end.
        case uses
        /// A hook of the mediator, at the end of the edge, watches the slot at its start as
        /// colleagues come and go: `changes`, `joins`, `leaves`.
        case watches
    }

    /// One edge.
    package struct Edge: Sendable, Equatable {
        /// Where the edge starts.
        package var from: NodeID
        /// Where the edge ends.
        package var to: NodeID
        /// The text on the edge, empty for none.
        package var label: String
        /// What the edge stands for.
        package var kind: EdgeKind
        /// Whether the edge is part of a cycle of reactions: an event of the cycle, or a
        /// follow-up from one of its events to another.
        package var isOnCycle: Bool
    }
}
