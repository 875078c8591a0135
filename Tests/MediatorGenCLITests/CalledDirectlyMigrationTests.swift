import Foundation
import Testing

/// A colleague that takes part in no event (`called directly`) conforms to no generated protocol.
/// Code of an earlier release that refined that protocol still compiles, through a deprecated
/// alias, with one warning that says what to write instead; code that refines nothing compiles
/// without a word.
@Suite struct CalledDirectlyMigrationTests {
    static let spec = """
        mediator Screen {
            colleague SearchField called directly
            colleague ResultList

            event queryChanged(_ text: String) from mediator to ResultList
        }

        """

    static func colleagues(refining base: String) -> String {
        """
        protocol SearchFielding: \(base) {}

        final class SearchField: SearchFielding {}

        final class ResultList {
            func queryChanged(_ text: String) {}
        }

        """
    }

    @Test func codeThatRefinedTheProtocolCompilesWithADeprecationWarning() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let (generate, compile) = try GeneratedCodeCompiler.generateAndCompile(
            spec: Self.spec, colleagues: Self.colleagues(refining: "Screen.SearchFieldColleague"),
            in: fixture)
        #expect(generate.status == 0, "\(generate.error)")
        let output = try #require(compile).error
        // The compiler runs with warnings as errors: the warning is the only diagnostic.
        let diagnostics = CompilerDiagnostic.all(in: output)
        #expect(diagnostics.count == 1, "\(output)")
        let warning = try #require(diagnostics.first)
        #expect(warning.file == GeneratedCodeCompiler.colleaguesFile && warning.line == 1)
        #expect(
            warning.message.contains(
                "'SearchFieldColleague' is deprecated: it takes part in no event; refine "
                    + "AnyObject instead"), "\(output)")
    }

    @Test func codeThatRefinesNothingCompilesCleanly() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let (generate, compile) = try GeneratedCodeCompiler.generateAndCompile(
            spec: Self.spec, colleagues: Self.colleagues(refining: "AnyObject"), in: fixture)
        #expect(generate.status == 0, "\(generate.error)")
        let result = try #require(compile)
        #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
    }
}
