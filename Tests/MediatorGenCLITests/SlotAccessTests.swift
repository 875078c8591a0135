import Foundation
import TestSupport
import Testing

/// docs/Language.md, "Access": a `public` mediator keeps a slot (`internal colleague`) or a
/// dependency (`uses`, internal unless written `public`) from the modules that use it. The spec
/// compiles as a module of its own; a consumer that reaches a kept member fails to compile, at
/// each member, and one that keeps to the public API compiles.
@Suite struct SlotAccessTests {
    static let spec = """
        public mediator Till {
            colleague Scanner
            internal colleague Drawer called directly
            internal colleague [Clerk]
            internal colleague Printer?
            uses ledger: Ledger
            public uses currency: String = "EUR"

            event scanned(_ code: String) from Scanner to Clerk, Printer
        }

        """

    static let colleagues = """
        public final class Scanner {
            public let mediator = Till.ScannerOutbox()
            public init() {}
        }

        public final class Drawer {
            public init() {}
        }

        public final class Clerk {
            public init() {}
            public func scanned(_ code: String) {}
        }

        public final class Printer {
            public init() {}
            public func scanned(_ code: String) {}
        }

        public final class Ledger {
            public init() {}
        }

        """

    /// Builds the spec's module and type-checks `consumer` against it.
    static func consume(_ consumer: String) throws -> ProcessResult {
        let folder = try TestPaths.makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try spec.write(
            to: folder.appendingPathComponent("Till.mediator"), atomically: true, encoding: .utf8)
        try colleagues.write(
            to: folder.appendingPathComponent("Colleagues.swift"), atomically: true, encoding: .utf8
        )
        try consumer.write(
            to: folder.appendingPathComponent("Consumer.swift"), atomically: true, encoding: .utf8)
        let generate = try ProcessRunner.run(
            TestPaths.mediatorgen, ["generate", "Till.mediator", "--output", "out"], in: folder)
        try #require(generate.status == 0, "\(generate.error)")
        let module = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "Shop",
                "-swift-version", "6", "-warnings-as-errors", "-o", "Shop.swiftmodule",
                "out/Till.mediator.swift", "Colleagues.swift",
            ] + (try TestPaths.runtimeSearchPaths), in: folder)
        try #require(module.status == 0, "\(module.error)")
        return try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", ".", "Consumer.swift"]
                + (try TestPaths.runtimeSearchPaths), in: folder)
    }

    @Test func aConsumerOfThePublicAPICompiles() throws {
        let result = try Self.consume(
            """
            import Shop

            let till = Till(scanner: Scanner(), drawer: Drawer(), ledger: Ledger())
            print(till.scanner, till.currency)
            till.scanner.mediator.scanned("4006381333931")

            """)
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func aConsumerCannotReachTheSlotsAndDependenciesTheMediatorKeeps() throws {
        let result = try Self.consume(
            """
            import Shop

            let till = Till(scanner: Scanner(), drawer: Drawer(), ledger: Ledger())
            print(till.drawer)
            till.join(Clerk())
            till.printer = Printer()
            print(till.ledger)

            """)
        #expect(result.status != 0)
        for member in ["drawer", "join", "printer", "ledger"] {
            #expect(
                result.error.contains(
                    "'\(member)' is inaccessible due to 'internal' protection level"),
                "\(result.error)")
        }
    }
}
