import Foundation
import MediatorGenCore
import TestSupport
import Testing

/// Runs the `.mediator` grammar over every spec of the repository and checks what it makes of
/// each token against the generator's own lexer and parser.
@Suite struct SpecHighlightingTests {
    @Test func everySpecOfTheRepositoryIsFound() throws {
        let paths = RepositorySpecs.paths()
        let references = try FileManager.default.contentsOfDirectory(
            at: TestPaths.referenceSpecs, includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "mediator" }
        #expect(!references.isEmpty)
        for reference in references {
            #expect(paths.contains("Tests/Reference/Specs/\(reference.lastPathComponent)"))
        }
        #expect(paths.contains("Editors/vscode-mediator/samples/Showcase.mediator"))
        #expect(!paths.contains { $0.hasPrefix(".") || $0.contains("/.") })
    }

    @Test(arguments: RepositorySpecs.paths())
    func namesKeywordsAndTypes(of path: String) throws {
        let check = try Self.check(path)
        let problems = check.roleProblems()
        #expect(problems.isEmpty, "\(Self.summary(path, problems))")
    }

    @Test(arguments: RepositorySpecs.paths())
    func everyCharacterIsScoped(in path: String) throws {
        let check = try Self.check(path)
        let problems = check.coverageProblems()
        #expect(problems.isEmpty, "\(Self.summary(path, problems))")
    }

    @Test(arguments: RepositorySpecs.paths())
    func documentationCommentsAreTheLexers(in path: String) throws {
        let check = try Self.check(path)
        let problems = check.documentationProblems()
        #expect(problems.isEmpty, "\(Self.summary(path, problems))")
    }

    private static func check(_ path: String) throws -> HighlightingCheck {
        let bytes = try RepositorySpecs.bytes(of: path)
        let truth = try SpecTokenRoles(SourceFile(path: path, bytes: bytes))
        let file = try HighlightedFile(bytes: bytes, grammar: EditorFiles.loadGrammar())
        return HighlightingCheck(file: file, truth: truth)
    }

    private static func summary(_ path: String, _ problems: [String]) -> String {
        let shown = problems.prefix(20).map { "\(path):\($0)" }
        let more =
            problems.count > shown.count ? ["... and \(problems.count - shown.count) more"] : []
        return (shown + more).joined(separator: "\n")
    }
}
