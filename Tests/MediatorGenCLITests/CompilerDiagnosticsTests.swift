import Foundation
import TestSupport
import Testing

/// Mistakes only the compiler can see must still point at the spec: generated declarations carry
/// `#sourceLocation` directives that map them to their event's line.
@Suite struct CompilerDiagnosticsTests {
    static let spec = """
        /// A shop.
        mediator Shop {
            colleague Cart
            colleague Till

            /// An item was added.
            event added(item: Itme, count: Int) from Cart to Till
        }

        """

    static let colleagues = """
        struct Item {}

        final class Cart {
            var mediator = Shop.CartOutbox()
        }

        final class Till {
            func added(item: Item, count: Int) {}
        }

        """

    /// Generates `spec` and type-checks it with the colleagues, returning the compiler's result.
    static func compile(spec: String, colleagues: String, in fixture: CLIFixture) throws
        -> ProcessResult
    {
        try fixture.writeSpec("Shop.mediator", spec)
        try fixture.writeSpec("Colleagues.swift", colleagues)
        let generate = try fixture.run("generate", "Shop.mediator", "--output", "out")
        try #require(generate.status == 0, "\(generate.error)")
        return try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                "-I", try TestPaths.modules.path, "out/Shop.mediator.swift", "Colleagues.swift",
            ],
            in: fixture.folder)
    }

    @Test func aMisspelledPayloadTypeIsReportedAtTheEventsLineInTheSpec() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let result = try Self.compile(spec: Self.spec, colleagues: Self.colleagues, in: fixture)
        #expect(result.status != 0)
        let errors = result.error.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty, "\(result.error)")
        for error in errors {
            #expect(error.hasPrefix("Shop.mediator:7:"), "\(error)")
            #expect(error.hasSuffix("error: cannot find type 'Itme' in scope"), "\(error)")
        }
    }

    @Test func theSameSpecSpelledRightCompilesWithoutWarnings() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let fixed = Self.spec.replacingOccurrences(of: "Itme", with: "Item")
        let result = try Self.compile(spec: fixed, colleagues: Self.colleagues, in: fixture)
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("warning:"), "\(result.error)")
    }
}
