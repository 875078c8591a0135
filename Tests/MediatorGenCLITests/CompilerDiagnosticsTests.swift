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
            let mediator = Shop.CartOutbox()
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
                "-diagnostic-style", "llvm", "out/Shop.mediator.swift", "Colleagues.swift",
            ] + (try TestPaths.runtimeSearchPaths),
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

    @Test func aLongEventWrittenOneParameterALineIsReportedAtTheParametersLine() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let spec = """
            mediator Shop {
                colleague Cart
                colleague Till

                /// An item was added, with everything the till needs to know about it.
                event addedToTheShoppingCartOfTheCustomer(
                    item: Item,
                    quantityOfTheItem count: Itme,
                    noteForTheTill note: String
                ) from Cart to Till
            }

            """
        let colleagues = """
            struct Item {}

            final class Cart {
                let mediator = Shop.CartOutbox()
            }

            final class Till {
                func addedToTheShoppingCartOfTheCustomer(
                    item: Item, quantityOfTheItem count: Item, noteForTheTill note: String
                ) {}
            }

            """
        let result = try Self.compile(spec: spec, colleagues: colleagues, in: fixture)
        #expect(result.status != 0)
        let errors = result.error.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty, "\(result.error)")
        for error in errors {
            #expect(error.hasPrefix("Shop.mediator:8:"), "\(error)")
            #expect(error.hasSuffix("error: cannot find type 'Itme' in scope"), "\(error)")
        }
    }

    @Test func aMissingReceiverMethodIsReportedAtTheColleaguesLineInTheSpec() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let fixed = Self.spec.replacingOccurrences(of: "Itme", with: "Item")
        let result = try Self.compile(
            spec: fixed,
            colleagues: Self.colleagues.replacingOccurrences(of: "func added(", with: "func add("),
            in: fixture)
        #expect(result.status != 0)
        #expect(
            result.error.contains(
                "Shop.mediator:4:1: error: type 'Till' does not conform to protocol "
                    + "'Shop.TillColleague'"),
            "\(result.error)")
        #expect(
            result.error.contains(
                "Shop.mediator:7:14: note: protocol requires function 'added(item:count:)'"),
            "\(result.error)")
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

/// File names end up in comments and `#sourceLocation` string literals; none can break out.
@Suite struct HostileFileNameTests {
    @Test(arguments: [#"we"ird\name"#, "two\nlines", "tab\tand #sourceLocation()", "ünïcødé 名前"])
    func generatedCodeCompilesWhateverTheSpecIsCalled(baseName: String) throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let spec = CompilerDiagnosticsTests.spec.replacingOccurrences(of: "Itme", with: "Item")
        try fixture.writeSpec(baseName + ".mediator", spec)
        try fixture.writeSpec("Colleagues.swift", CompilerDiagnosticsTests.colleagues)
        let generate = try fixture.run("generate", baseName + ".mediator", "--output", "out")
        try #require(generate.status == 0, "\(generate.error)")
        let output = "out/" + baseName + ".mediator.swift"
        let text = try String(contentsOf: fixture.url(output), encoding: .utf8)
        #expect(text.split(separator: "\n").first?.hasPrefix("// Generated by mediatorgen") == true)
        #expect(
            text.split(separator: "\n")[1] == "// DO NOT EDIT: change the spec and generate again.")
        let compile = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                output, "Colleagues.swift",
            ] + (try TestPaths.runtimeSearchPaths),
            in: fixture.folder)
        #expect(compile.status == 0, "\(compile.error)")
    }
}
