extension MediatorGraph {
    /// The edges of what the mediator holds besides its events: a line to each dependency it
    /// uses, and one from each slot a hook watches, labelled with what the hook watches for.
    static func memberEdges(of mediator: MediatorModel) -> [Edge] {
        var edges: [Edge] = []
        for index in mediator.dependencies.indices {
            edges.append(
                Edge(
                    from: .mediator, to: .dependency(index), label: "", kind: .uses,
                    isOnCycle: false))
        }
        for hook in mediator.hooks {
            let (colleague, label): (Int, String)
            switch hook.kind {
            case .change(let index): (colleague, label) = (index, "changes")
            case .join(let index): (colleague, label) = (index, "joins")
            case .leave(let index): (colleague, label) = (index, "leaves")
            case .released: continue
            }
            edges.append(
                Edge(
                    from: .colleague(colleague), to: .mediator, label: label, kind: .watches,
                    isOnCycle: false))
        }
        return edges
    }
}
