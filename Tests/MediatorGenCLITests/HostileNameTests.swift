import Foundation
import TestSupport
import Testing

/// Names and documentation that look like Swift syntax stay where they are rendered: the output
/// keeps their text and still type-checks in Swift 6 mode without warnings.
@Suite struct HostileNameTests {
    /// Doc comments with comment delimiters, directives, string quotes and backslashes.
    static let hostileDocumentation = [
        "Ends a block comment */ and opens one /* that never closes.",
        #"#sourceLocation(file: "elsewhere.swift", line: 1) and \(interpolation) \"quoted\""#,
        "} func injected() { fatalError() } // not code",
    ]

    static let spec = """
        /// \(hostileDocumentation[0])
        mediator Hostile {
            /// \(hostileDocumentation[1])
            colleague Émetteur
            colleague Récepteur
            colleague \(longName)

            /// \(hostileDocumentation[2])
            event `default`(`in` value: Int, 名前 name: String) from Émetteur to Récepteur, \(longName)
            event `return`() -> Int from Émetteur to Récepteur
        }

        """

    /// A colleague type name of 300 characters.
    static let longName = "Colleague" + String(repeating: "Long", count: 73)

    static let colleagues = """
        final class Émetteur {
            let mediator = Hostile.ÉmetteurOutbox()
        }

        final class Récepteur {
            func `default`(`in` value: Int, 名前 name: String) {}
            func `return`() -> Int { 1 }
        }

        final class \(longName) {
            func `default`(`in` value: Int, 名前 name: String) {}
        }

        """

    @Test func hostileNamesAndDocumentationRenderVerbatimAndCompile() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Hostile.mediator", Self.spec)
        try fixture.writeSpec("Colleagues.swift", Self.colleagues)
        let generate = try fixture.run("generate", "Hostile.mediator", "--output", "out")
        try #require(generate.status == 0, "\(generate.error)")
        let text = try String(
            contentsOf: fixture.url("out/Hostile.mediator.swift"), encoding: .utf8)
        for line in Self.hostileDocumentation {
            #expect(text.contains("/// " + line), "documentation line missing: \(line)")
        }
        // Documentation only ever appears in `///` lines.
        for line in text.split(separator: "\n") where line.contains("injected()") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("///"), "\(line)")
        }
        let compile = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                "out/Hostile.mediator.swift", "Colleagues.swift",
            ] + (try TestPaths.runtimeSearchPaths),
            in: fixture.folder)
        #expect(compile.status == 0, "\(compile.error)")
    }
}
