import Testing

@testable import MediatorGenCore

/// The Mermaid and DOT printers of event graphs: shapes, edge styles, quoting and documents of
/// several mediators.
@Suite struct GraphPrinterTests {
    /// A mediator with a role, a weak colleague, a set, `outside`, a request and a cycle of
    /// reactions.
    static let hub = """
        @MainActor mediator Hub {
            role Screen
            colleague Feed: Screen
            weak colleague Log
            colleague [Member]

            event liked(_ id: Int) from Feed, outside to Screen, Log
            event asked() -> String from Member to mediator then told
            event told(_ text: String) from mediator to Member then asked
        }
        """

    /// The models of `specs`, each read as its own file, warnings allowed.
    static func models(_ specs: String...) throws -> [SpecModel] {
        try specs.map { spec in
            let (model, diagnostics) = validate(spec)
            try #require(errors(diagnostics).isEmpty, "\(diagnostics)")
            return model
        }
    }

    @Test func mermaidDrawsEachKindOfNodeAndEdge() throws {
        let document = GraphFormat.mermaid.document(of: try Self.models(Self.hub))
        #expect(
            document == """
                ```mermaid
                flowchart LR
                    subgraph box ["@MainActor mediator Hub"]
                        c1["Feed"]
                        c2["weak Log"]
                        c3[["[Member]"]]
                        r1{{"role Screen"}}
                        mediator(("mediator"))
                    end
                    outside(["outside"])
                    r1 --- c1
                    c1 -->|"liked(_:)"| r1
                    c1 -->|"liked(_:)"| c2
                    outside -->|"liked(_:)"| r1
                    outside -->|"liked(_:)"| c2
                    c3 -->|"asked() -#gt; String"| mediator
                    mediator -->|"told(_:)"| c3
                    mediator -.->|"asked() then told(_:)"| mediator
                    c3 -.->|"told(_:) then asked()"| c3
                    classDef weak stroke-dasharray: 5 5
                    class c2,c3 weak
                    linkStyle 5,6,7,8 stroke:#d62728,stroke-width:3px
                ```

                """)
    }

    @Test func dotDrawsEachKindOfNodeAndEdge() throws {
        let document = GraphFormat.dot.document(of: try Self.models(Self.hub))
        #expect(
            document == """
                digraph mediators {
                    rankdir=LR;
                    fontname="Helvetica";
                    node [fontname="Helvetica", shape=box];
                    edge [fontname="Helvetica", fontsize=10];

                    subgraph cluster_m1 {
                        label="@MainActor mediator Hub";
                        m1_c1 [label="Feed"];
                        m1_c2 [label="weak Log", style=dashed];
                        m1_c3 [label="[Member]", peripheries=2, style=dashed];
                        m1_r1 [label="role Screen", shape=hexagon];
                        m1_mediator [label="mediator", shape=circle];
                    }
                    m1_outside [label="outside", style=rounded];
                    m1_r1 -> m1_c1 [dir=none];
                    m1_c1 -> m1_r1 [label="liked(_:)"];
                    m1_c1 -> m1_c2 [label="liked(_:)"];
                    m1_outside -> m1_r1 [label="liked(_:)"];
                    m1_outside -> m1_c2 [label="liked(_:)"];
                    m1_c3 -> m1_mediator [label="asked() -> String", color="#d62728", fontcolor="#d62728", penwidth=2];
                    m1_mediator -> m1_c3 [label="told(_:)", color="#d62728", fontcolor="#d62728", penwidth=2];
                    m1_mediator -> m1_mediator [label="asked() then told(_:)", style=dashed, color="#d62728", fontcolor="#d62728", penwidth=2];
                    m1_c3 -> m1_c3 [label="told(_:) then asked()", style=dashed, color="#d62728", fontcolor="#d62728", penwidth=2];
                }

                """)
    }

    @Test func severalMediatorsMakeOneDocument() throws {
        let models = try Self.models(
            "mediator A {\n colleague X\n event e() from outside to X\n}\n"
                + "mediator B {\n colleague X\n event e() from outside to X\n}",
            "mediator C {\n colleague X\n event e() from X to X\n}")
        let mermaid = GraphFormat.mermaid.document(of: models)
        #expect(mermaid.components(separatedBy: "```mermaid\n").count == 4, "a block each")
        #expect(mermaid.contains("```\n\n```mermaid\n"), "blocks apart by a blank line")

        let dot = GraphFormat.dot.document(of: models)
        #expect(dot.components(separatedBy: "digraph").count == 2, "one graph for Graphviz")
        for (index, name) in ["A", "B", "C"].enumerated() {
            #expect(
                dot.contains(
                    "    subgraph cluster_m\(index + 1) {\n        label=\"mediator \(name)\";\n"
                        + "        m\(index + 1)_c1 [label=\"X\"];\n    }\n"))
        }
        #expect(dot.contains("\n    m2_outside [label=\"outside\", style=rounded];\n"))
        #expect(dot.contains("    m3_c1 -> m3_c1 [label=\"e()\"];\n"))
    }

    @Test func mermaidQuotesWhatItWouldReadAsMarkup() {
        #expect(
            MermaidPrinter.quoted(#"a"b#c<d>e&f (g: h) 名前 🚀"#)
                == #""a#quot;b#35;c#lt;d#gt;e#amp;f (g: h) 名前 🚀""#)
    }

    @Test func dotEscapesQuotesAndBackslashes() {
        #expect(DOTPrinter.quoted(#"a"b\c (d: e) -> [f] 名前"#) == #""a\"b\\c (d: e) -> [f] 名前""#)
    }

    @Test func namesBeyondAsciiAndTypesWithMarkupReachBothFormats() throws {
        let models = try Self.models(
            """
            mediator Café {
                colleague 名前
                event 送る(_ value: [String: Int]) -> (a: Int, b: Dictionary<String, Int>) from outside to 名前
            }
            """)
        let mermaid = GraphFormat.mermaid.document(of: models)
        #expect(mermaid.contains(#"subgraph box ["mediator Café"]"#))
        #expect(mermaid.contains(#"c1["名前"]"#))
        #expect(
            mermaid.contains(
                #"outside -->|"送る(_:) -#gt; (a: Int, b: Dictionary#lt;String, Int#gt;)"| c1"#))
        let dot = GraphFormat.dot.document(of: models)
        #expect(dot.contains(#"m1_c1 [label="名前"];"#))
        #expect(
            dot.contains(
                #"m1_outside -> m1_c1 [label="送る(_:) -> (a: Int, b: Dictionary<String, Int>)"];"#))
    }
}
