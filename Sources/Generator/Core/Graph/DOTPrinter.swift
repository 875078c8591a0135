/// Prints event graphs in Graphviz's DOT language: one `digraph` with a cluster per mediator,
/// for `dot -Tsvg` and other Graphviz tools.
///
/// Graphviz reads one graph per file, so several mediators are clusters of one graph, each
/// titled with its mediator's declaration, with `outside` beyond it. The shapes and edge styles
/// are those of ``MermaidPrinter``.
enum DOTPrinter {
    /// The DOT source of `graphs`.
    static func document(_ graphs: [MediatorGraph]) -> String {
        var lines = [
            "digraph mediators {",
            "    rankdir=LR;",
            "    fontname=\"Helvetica\";",
            "    node [fontname=\"Helvetica\", shape=box];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for (index, graph) in graphs.enumerated() {
            lines.append("")
            lines += cluster(graph, prefix: "m\(index + 1)_")
        }
        lines.append("}")
        return lines.map { $0 + "\n" }.joined()
    }

    /// The lines of one graph: its cluster, `outside`, and its edges; node identifiers begin
    /// with `prefix`, so that the mediators of one file never share a node.
    private static func cluster(_ graph: MediatorGraph, prefix: String) -> [String] {
        func identifier(_ node: MediatorGraph.NodeID) -> String {
            prefix + node.identifier
        }
        var lines = [
            "    subgraph cluster_\(prefix.dropLast()) {",
            "        label=\(quoted(graph.title));",
        ]
        for node in graph.nodes where node.id != .outside {
            lines.append("        \(identifier(node.id)) \(attributes(of: node));")
        }
        lines.append("    }")
        for node in graph.nodes where node.id == .outside {
            lines.append("    \(identifier(node.id)) \(attributes(of: node));")
        }
        for edge in graph.edges {
            lines.append(
                "    \(identifier(edge.from)) -> \(identifier(edge.to)) \(attributes(of: edge));")
        }
        return lines
    }

    private static func attributes(of node: MediatorGraph.Node) -> String {
        var attributes = ["label=\(quoted(node.label))"]
        switch node.shape {
        case .colleague: break
        case .colleagueSet: attributes.append("peripheries=2")
        case .role: attributes.append("shape=hexagon")
        case .dependency: attributes.append("shape=parallelogram")
        case .mediator: attributes.append("shape=circle")
        case .outside: attributes.append("style=rounded")
        }
        if node.isWeak { attributes.append("style=dashed") }
        return "[" + attributes.joined(separator: ", ") + "]"
    }

    private static func attributes(of edge: MediatorGraph.Edge) -> String {
        var attributes: [String] = []
        if !edge.label.isEmpty { attributes.append("label=\(quoted(edge.label))") }
        switch edge.kind {
        case .event: break
        case .followUp: attributes.append("style=dashed")
        case .plays: attributes.append("dir=none")
        case .uses: attributes.append("arrowhead=odot")
        case .watches: attributes += ["style=dotted", "dir=none"]
        }
        if edge.isOnCycle {
            let color = quoted(GraphFormat.cycleColor)
            attributes += ["color=\(color)", "fontcolor=\(color)", "penwidth=2"]
        }
        return "[" + attributes.joined(separator: ", ") + "]"
    }

    /// `text` as a DOT string: in double quotes, with `"` and `\` escaped by a backslash.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
