/// Prints event graphs as Mermaid flowcharts in Markdown: one fenced `mermaid` block per
/// mediator, which code-hosting pages show as a picture.
///
/// Each flowchart runs from left to right, with the mediator's nodes in a box titled with its
/// declaration and `outside` beyond it. Colleagues are rectangles, sets have double sides,
/// roles are hexagons, dependencies parallelograms, the mediator is a circle and `outside` a
/// stadium; a node held weakly has a dashed border. Events are solid arrows, follow-ups dotted
/// arrows, lines without arrows join a role to its players, lines that end in a circle join
/// the mediator to what it uses, and dotted lines without arrows join a slot to the mediator's
/// hook that watches it. Edges on a cycle of reactions are drawn thick and red.
enum MermaidPrinter {
    /// The Markdown document: one block per graph, in order.
    static func document(_ graphs: [MediatorGraph]) -> String {
        graphs.map { "```mermaid\n" + flowchart($0) + "```\n" }.joined(separator: "\n")
    }

    /// One graph as a flowchart, without the fence.
    static func flowchart(_ graph: MediatorGraph) -> String {
        var lines = ["flowchart LR", "    subgraph box [\(quoted(graph.title))]"]
        for node in graph.nodes where node.id != .outside {
            lines.append("        " + declaration(of: node))
        }
        lines.append("    end")
        for node in graph.nodes where node.id == .outside {
            lines.append("    " + declaration(of: node))
        }
        for edge in graph.edges {
            lines.append("    " + line(for: edge))
        }
        let weak = graph.nodes.filter(\.isWeak).map { $0.id.identifier }
        if !weak.isEmpty {
            lines.append("    classDef weak stroke-dasharray: 5 5")
            lines.append("    class \(weak.joined(separator: ",")) weak")
        }
        // Mermaid styles links by their position among all links of the chart.
        let onCycle = graph.edges.indices.filter { graph.edges[$0].isOnCycle }
        if !onCycle.isEmpty {
            let positions = onCycle.map(String.init).joined(separator: ",")
            lines.append(
                "    linkStyle \(positions) stroke:\(GraphFormat.cycleColor),stroke-width:3px")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func declaration(of node: MediatorGraph.Node) -> String {
        let (open, close): (String, String)
        switch node.shape {
        case .colleague: (open, close) = ("[", "]")
        case .colleagueSet: (open, close) = ("[[", "]]")
        case .role: (open, close) = ("{{", "}}")
        case .dependency: (open, close) = ("[/", "/]")
        case .mediator: (open, close) = ("((", "))")
        case .outside: (open, close) = ("([", "])")
        }
        return node.id.identifier + open + quoted(node.label) + close
    }

    private static func line(for edge: MediatorGraph.Edge) -> String {
        let arrow: String
        switch edge.kind {
        case .event: arrow = "-->"
        case .followUp: arrow = "-.->"
        case .plays: arrow = "---"
        case .uses: arrow = "--o"
        case .watches: arrow = "-.-"
        }
        let label = edge.label.isEmpty ? "" : "|\(quoted(edge.label))|"
        return "\(edge.from.identifier) \(arrow)\(label) \(edge.to.identifier)"
    }

    /// `text` in double quotes, with the characters Mermaid would read as markup written as its
    /// entity codes: `#quot;`, `#35;`, `#lt;`, `#gt;`, `#amp;`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
