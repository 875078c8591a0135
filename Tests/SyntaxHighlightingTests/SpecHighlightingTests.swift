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
        #expect(references.contains { $0.lastPathComponent == "Chat.mediator" })
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

    /// Layouts that `mediatorgen format` leaves in no spec of the repository: `;` between
    /// declarations, several declarations on a line, a declaration broken anywhere.
    static let unformattedSpecs = [
        "mediator M { colleague A; colleague B; event e() from A to B; }\n",
        "@MainActor\npublic\nmediator M\n{\nweak\ncolleague\n[A]\nas\nall_: R\nrole R\n"
            + "event\ne\n(\n_ x\n:\nInt\n)\nasync\nfrom\nA\nto\nR\nthen\ne\n}\n",
        "mediator M { colleague A /* a */ ; role /* b */ R // c\n colleague B: R; "
            + "event e() from A to R; when connected then e }",
    ]

    @Test(arguments: unformattedSpecs)
    func unformattedLayouts(_ spec: String) throws {
        let check = try Self.check(bytes: Array(spec.utf8), path: "Unformatted.mediator")
        let problems = check.roleProblems() + check.coverageProblems()
        #expect(problems.isEmpty, "\(Self.summary("Unformatted.mediator", problems))")
    }

    /// `as` after `keyed by` ends the key type and names the set, as the parser reads it.
    @Test func asAfterAKeyNamesTheSet() throws {
        let spec =
            "mediator M {\n    colleague A\n    colleague [B] keyed by Handle as bs outbox o\n"
            + "    event e(_ k: Handle) from A, B to B[k]\n}\n"
        let check = try Self.check(bytes: Array(spec.utf8), path: "Keyed.mediator")
        let problems = check.roleProblems() + check.coverageProblems()
        #expect(problems.isEmpty, "\(Self.summary("Keyed.mediator", problems))")
    }

    /// Every modifier and attribute of a stored property, those the validator refuses too, and
    /// observers after a type, scoped as the parser reads them.
    @Test func storedPropertiesModifiersAttributesAndObservers() throws {
        let spec = """
            mediator M {
                colleague A
                @Published public fileprivate(set) var a = 1
                static let b = 2
                dynamic final var c: Int? { willSet { print("{") } }
                @Module.Wrapper(
                    x: "("
                )
                unowned(unsafe) let d: D = D()
                private(set) lazy var e = f()
                event g() from A to mediator
            }

            """
        let check = try Self.check(bytes: Array(spec.utf8), path: "Properties.mediator")
        let problems = check.roleProblems() + check.coverageProblems()
        #expect(problems.isEmpty, "\(Self.summary("Properties.mediator", problems))")
    }

    private static func check(_ path: String) throws -> HighlightingCheck {
        try check(bytes: RepositorySpecs.bytes(of: path), path: path)
    }

    private static func check(bytes: [UInt8], path: String) throws -> HighlightingCheck {
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
