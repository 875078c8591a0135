import Foundation
import TestSupport
import Testing

/// Builds the Examples package, whose mediators the build-tool plugin generates, checks that
/// each example prints exactly its expected output, and runs the package's tests.
extension EndToEnd {
    @Suite struct ExamplesTests {
        static let examples = TestPaths.packageRoot.appendingPathComponent("Examples")

        @Test(arguments: [
            "conceptual", "screens", "security-staff", "colleagues", "search-history",
            "call-screen", "checkout",
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

        @Test func theExamplesTestsPass() throws {
            // Tests as users write them: a recorder of the mediator's events, a test double.
            let test = try ProcessRunner.swift(["test", "--package-path", Self.examples.path])
            #expect(test.status == 0, "\(test.output)\(test.error)")
            #expect(!test.output.contains("warning:"), "\(test.output)")
            #expect(
                test.output.contains("passed") && !test.output.contains("with 0 tests"),
                "\(test.output)")
        }
    }
}
