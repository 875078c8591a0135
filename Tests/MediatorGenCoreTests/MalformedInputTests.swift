import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Malformed specs of every kind end in located errors and no output, never in a crash or hang.
@Suite struct MalformedInputTests {
    static let valid = """
        import Foundation

        /// Relays messages.
        public mediator Relay {
            colleague Speaker
            weak colleague Listener
            colleague [Member]

            /// Something was said.
            event said(_ text: String, at time: Date) from Speaker, Member to others
            event ask(_ question: String) async throws -> [String: Int] from Member to mediator
        }

        """

    /// Generates `bytes` as `bad.mediator`.
    static func generate(_ bytes: [UInt8]) throws -> GeneratorPipeline.Generated {
        try GeneratorPipeline().generate(SourceFile(path: "bad.mediator", bytes: bytes))
    }

    /// Expects errors, each located inside the file, and no generated source.
    static func expectLocatedErrors(
        _ output: GeneratorPipeline.Generated, lineCount: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(output.file == nil, sourceLocation: sourceLocation)
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty, sourceLocation: sourceLocation)
        for diagnostic in output.diagnostics {
            #expect(diagnostic.path == "bad.mediator", sourceLocation: sourceLocation)
            #expect(
                (1...lineCount + 1).contains(diagnostic.location.line), "\(diagnostic)",
                sourceLocation: sourceLocation)
            #expect(diagnostic.location.column >= 1, sourceLocation: sourceLocation)
        }
    }

    @Test func theValidSpecGenerates() throws {
        let output = try Self.generate(Array(Self.valid.utf8))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.file?.source != nil)
    }

    @Test func everyTruncationIsReported() throws {
        let bytes = Array(Self.valid.utf8)
        let lineCount = Self.valid.count { $0 == "\n" } + 1
        // Cut inside the mediator's body (before its closing brace) at every byte.
        let bodyStart = try #require(Self.valid.utf8.firstIndex(of: UInt8(ascii: "{")))
        let closing = try #require(Self.valid.utf8.lastIndex(of: UInt8(ascii: "}")))
        let start = Self.valid.utf8.distance(from: Self.valid.utf8.startIndex, to: bodyStart)
        let end = Self.valid.utf8.distance(from: Self.valid.utf8.startIndex, to: closing)
        for length in start..<end {
            Self.expectLocatedErrors(
                try Self.generate(Array(bytes[..<length])), lineCount: lineCount)
        }
    }

    @Test func anEmptyFileDeclaresNoMediator() throws {
        for text in ["", "   \n\n", "// only a comment\n", "import Foundation\n"] {
            let output = try Self.generate(Array(text.utf8))
            #expect(output.file == nil)
            #expect(
                output.diagnostics.map(\.description) == [
                    "bad.mediator:1:1: error: the spec declares no mediator; declare one with "
                        + "'mediator Name { ... }'"
                ])
        }
    }

    @Test func randomBytesAreReported() throws {
        var generator = SeededRandom(seed: 2026)
        for length in [1, 7, 64, 1000, 100_000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let output = try Self.generate(bytes)
            #expect(output.file == nil)
            #expect(output.diagnostics.count <= DiagnosticCollector.limit + 1)
            #expect(output.diagnostics.contains { $0.severity == .error })
        }
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let bytes = Array("mediator M {\n    colleague A".utf8) + [0xC3, 0x28] + Array(" }\n".utf8)
        let output = try Self.generate(bytes)
        #expect(output.file == nil)
        #expect(
            output.diagnostics.first?.description.hasPrefix(
                "bad.mediator:2:16: error: invalid UTF-8 byte 0xC3") == true,
            "\(output.diagnostics)")
    }

    @Test func aBinaryFileIsReported() throws {
        let binary = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[0]))
        let output = try Self.generate(Array(binary.prefix(2_000_000)))
        #expect(output.file == nil)
        #expect(output.diagnostics.count <= DiagnosticCollector.limit + 1)
    }

    @Test func deeplyNestedTypesNeitherOverflowNorPass() throws {
        let depth = 100_000
        let type =
            String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let balanced = "mediator M {\n colleague A\n event e(x: \(type)) from A to A\n}\n"
        let output = try Self.generate(Array(balanced.utf8))
        #expect(output.diagnostics.isEmpty, "a deep but balanced type passes through")
        let unbalanced =
            "mediator M {\n colleague A\n event e(x: \(type.dropLast())) from A to A\n}\n"
        Self.expectLocatedErrors(try Self.generate(Array(unbalanced.utf8)), lineCount: 4)
    }

    @Test func veryLongNamesAndManyMembersArePassedOrReported() throws {
        let name = String(repeating: "A", count: 100_000)
        let spec = "mediator M {\n colleague \(name)\n event e() from \(name) to \(name)\n}\n"
        let output = try Self.generate(Array(spec.utf8))
        #expect(output.diagnostics.isEmpty)
        #expect(output.file?.source.contains("extension \(name): M.\(name)Colleague {}") == true)
        let misspelled = spec.replacingOccurrences(of: "to \(name)", with: "to \(name)B")
        Self.expectLocatedErrors(try Self.generate(Array(misspelled.utf8)), lineCount: 4)
    }

    @Test func anErrorAtTheEndOfALargeSpecIsFound() throws {
        // About 2 MB of valid events, then one mistake on the last line.
        var spec = "mediator Big {\n    colleague A\n    colleague B\n"
        for index in 0..<40_000 {
            spec += "    event e\(index)(value: Int) from A to B\n"
        }
        spec += "    event last() from A to C\n}\n"
        let lineCount = spec.count { $0 == "\n" }
        let output = try Self.generate(Array(spec.utf8))
        #expect(output.file == nil)
        #expect(
            output.diagnostics.map(\.description) == [
                "bad.mediator:\(lineCount - 1):28: error: unknown colleague 'C' as receiver; "
                    + "did you mean 'A'?"
            ])
    }
}
