/// The text formats event graphs are printed in.
package enum GraphFormat: String, CaseIterable, Sendable {
    /// Markdown with a Mermaid flowchart per mediator, which code-hosting pages show as pictures.
    case mermaid
    /// Graphviz's DOT: one graph, a cluster per mediator.
    case dot

    /// The extension of files in this format, without the dot: `md` or `dot`.
    package var fileExtension: String {
        switch self {
        case .mermaid: return "md"
        case .dot: return "dot"
        }
    }

    /// The colour of edges on a cycle of reactions, in every format.
    static let cycleColor = "#d62728"

    /// The graphs of every mediator of `specs`, in order, as one document of this format.
    package func document(of specs: [SpecModel]) -> String {
        let graphs = specs.flatMap(\.mediators).map(MediatorGraph.init(drawing:))
        switch self {
        case .mermaid: return MermaidPrinter.document(graphs)
        case .dot: return DOTPrinter.document(graphs)
        }
    }
}
