import Foundation
import TestSupport
import Testing

/// Builds the Examples package, whose mediators the build-tool plugin generates, and checks that
/// each example prints exactly its expected output.
extension EndToEnd {
    @Suite struct ExamplesTests {
        static let examples = TestPaths.packageRoot.appendingPathComponent("Examples")

        @Test(arguments: [
            "conceptual", "screens", "security-staff", "colleagues", "search-history",
        ])
        func examplePrintsItsExpectedOutput(product: String) throws {
            let build = try ProcessRunner.swift(
                ["build", "--package-path", Self.examples.path, "--product", product])
            try #require(build.status == 0, "\(build.output)\(build.error)")
            #expect(!build.output.contains("warning:"), "\(build.output)")

            let binPath = try ProcessRunner.swift(
                ["build", "--package-path", Self.examples.path, "--show-bin-path"])
            let binary = URL(
                fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines)
            )
            .appendingPathComponent(product)
            let run = try ProcessRunner.run(binary, [])
            #expect(run.status == 0)
            let expected = try String(
                contentsOf: Self.examples.appendingPathComponent("Expected/\(product).txt"),
                encoding: .utf8)
            #expect(run.output == expected)
        }
    }
}
