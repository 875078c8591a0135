import Foundation
import TestSupport
import Testing

/// `mediatorgen graph`: the event graph of specs, on standard output or in a file, never drawn
/// from a spec with errors.
@Suite struct GraphCommandTests {
    /// The `dot` program of Graphviz, when it is installed.
    static let dot: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
            .map { $0.appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test func mermaidGoesToStandardOutputAndNothingIsWritten() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", CLIFixture.validSpec)
        let result = try fixture.run("graph", "Relay.mediator")
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.hasPrefix("```mermaid\nflowchart LR\n"), "\(result.output)")
        #expect(result.output.contains("    c1 -->|\"said(_:)\"| c2\n"), "\(result.output)")
        #expect(result.output.hasSuffix("```\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path) == [
                "Relay.mediator"
            ])
    }

    @Test func theOutputFileIsWrittenOnlyWhenItsContentChanges() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", CLIFixture.validSpec)
        let printed = try fixture.run("graph", "--format", "dot", "Relay.mediator")
        let written = try fixture.run(
            "graph", "Relay.mediator", "--format", "dot", "--output", "pictures/relay.dot")
        #expect(written.status == 0, "\(written.error)")
        #expect(written.output.isEmpty && written.error.isEmpty)
        let file = try String(contentsOf: fixture.url("pictures/relay.dot"), encoding: .utf8)
        #expect(file == printed.output)
        #expect(file.hasPrefix("digraph mediators {\n"))

        try fixture.backdate("pictures/relay.dot")
        #expect(
            try fixture.run(
                "graph", "Relay.mediator", "-o", "pictures/relay.dot", "--format", "dot"
            ).status == 0)
        #expect(try fixture.modificationDate(of: "pictures/relay.dot") == CLIFixture.past)

        try fixture.writeSpec(
            "Relay.mediator", CLIFixture.validSpec.replacingOccurrences(of: "said", with: "told"))
        #expect(
            try fixture.run(
                "graph", "Relay.mediator", "-o", "pictures/relay.dot", "--format", "dot"
            ).status == 0)
        #expect(try fixture.modificationDate(of: "pictures/relay.dot") != CLIFixture.past)
        #expect(
            try String(contentsOf: fixture.url("pictures/relay.dot"), encoding: .utf8)
                .contains("label=\"told(_:)\""))
    }

    @Test func specErrorsAreReportedAsCheckReportsThemAndNothingIsDrawn() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", CLIFixture.validSpec)
        try fixture.writeSpec(
            "Broken.mediator",
            CLIFixture.validSpec.replacingOccurrences(of: "to Listener", with: "to Listner"))
        try fixture.writeSpec("old.md", "an earlier picture\n")
        let check = try fixture.run("check", "Relay.mediator", "Broken.mediator")
        #expect(check.status == 1)
        #expect(
            check.error.contains(
                "Broken.mediator:7:48: error: unknown colleague 'Listner' as receiver; did you "
                    + "mean 'Listener'?\n"), "\(check.error)")

        for output in [[], ["--output", "old.md"], ["--output", "new/graph.md"]] {
            let result = try ProcessRunner.run(
                TestPaths.mediatorgen, ["graph", "Relay.mediator", "Broken.mediator"] + output,
                in: fixture.folder)
            #expect(result.status == 1)
            #expect(
                result.error == check.error
                    + "error: nothing was drawn because of the errors above\n")
            #expect(result.output.isEmpty, "nothing is drawn on standard output")
        }
        #expect(
            try String(contentsOf: fixture.url("old.md"), encoding: .utf8)
                == "an earlier picture\n")
        #expect(!fixture.exists("new"))
    }

    @Test func warningsArePrintedAndACycleIsDrawnInRed() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec(
            "Relay.mediator",
            CLIFixture.validSpec.replacingOccurrences(
                of: "to Listener", with: "to Listener then said"))
        let result = try fixture.run("graph", "Relay.mediator")
        #expect(result.status == 0)
        #expect(
            result.error
                == "Relay.mediator:7:62: warning: reactions may form a cycle: said -> said; "
                + "handling 'said' could send it again without end\n")
        #expect(result.output.contains("    c2 -.->|\"said(_:) then said(_:)\"| c1\n"))
        #expect(result.output.contains("    linkStyle 0,1 stroke:#d62728,stroke-width:3px\n"))
    }

    @Test(arguments: [
        (["graph"], "no spec file given"),
        (
            ["graph", "--format", "svg", "Relay.mediator"],
            "unknown format 'svg'; use 'mermaid' or 'dot'"
        ),
        (["graph", "Relay.mediator", "--format"], "'--format' needs 'mermaid' or 'dot' after it"),
        (["graph", "Relay.mediator", "--output"], "'--output' needs a file after it"),
        (["graph", "Relay.mediator", "-o", "a.md", "-o", "b.md"], "'--output' is given twice"),
        (["graph", "--frobnicate", "Relay.mediator"], "unknown option '--frobnicate'"),
        (["graph", "Missing.mediator"], "no such spec file: 'Missing.mediator'"),
        (
            ["graph", "Relay.mediator", "--output", "."],
            "'.' is a folder; give '--output' the path of a file"
        ),
    ])
    func usageErrorsExitWithTwo(arguments: [String], message: String) throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", CLIFixture.validSpec)
        let result = try ProcessRunner.run(TestPaths.mediatorgen, arguments, in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: \(message)\n"), "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path) == [
                "Relay.mediator"
            ])
    }

    @Test func helpExplainsTheCommand() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let overview = try fixture.run("--help")
        #expect(overview.output.contains("mediatorgen graph SPEC..."))
        for arguments in [["graph", "--help"], ["help", "graph"]] {
            let result = try ProcessRunner.run(TestPaths.mediatorgen, arguments)
            #expect(result.status == 0)
            for option in ["--format", "mermaid", "dot -Tsvg", "--output FILE"] {
                #expect(result.output.contains(option), "\(arguments) mentions \(option)")
            }
        }
    }

    /// Specs from several corners of the repository, one in a folder whose name has spaces, and
    /// the title of a mediator of each in the picture.
    static let landmarks = [
        ("Tests/Reference/Specs/Chat.mediator", "public mediator ChatRoom"),
        (
            "Examples/Sources/SearchHistory/SearchHistory.mediator",
            "@MainActor mediator SearchHistory"
        ),
        ("Editors/vscode-mediator/samples/Showcase.mediator", "nonisolated mediator Café"),
        (
            "IntegrationTests/Plugin Consumer/Sources/Chat Demo/Moderation.mediator",
            "mediator Moderation"
        ),
    ]

    @Test func everySpecInTheRepositoryIsDrawnInBothFormats() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let paths = RepositorySpecs.paths()
        let specs = paths.map {
            TestPaths.packageRoot.appendingPathComponent($0).path
        }
        let mermaid = try ProcessRunner.run(TestPaths.mediatorgen, ["graph"] + specs)
        #expect(mermaid.status == 0, "\(mermaid.error)")
        let dot = try ProcessRunner.run(
            TestPaths.mediatorgen,
            ["graph", "--format", "dot", "--output", fixture.url("all.dot").path] + specs)
        #expect(dot.status == 0, "\(dot.error)")
        let dotText = try String(contentsOf: fixture.url("all.dot"), encoding: .utf8)
        for (path, title) in Self.landmarks {
            #expect(paths.contains(path))
            #expect(mermaid.output.contains("subgraph box [\"\(title)\"]"), "\(title)")
            #expect(dotText.contains("label=\"\(title)\";"), "\(title)")
        }
        guard let graphviz = Self.dot else { return }
        let svg = try ProcessRunner.run(
            graphviz, ["-Tsvg", "all.dot", "-o", "all.svg"], in: fixture.folder)
        #expect(svg.status == 0 && svg.error.isEmpty, "\(svg.error)")
        let picture = try String(contentsOf: fixture.url("all.svg"), encoding: .utf8)
        for (_, title) in Self.landmarks {
            #expect(picture.contains(">\(title)</text>"), "\(title)")
        }
    }
}
