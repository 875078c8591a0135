import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// The matrix covers the spec language: every word the parser reads as a keyword is written in
/// at least one case, and every case writes its mistake. Quick: it compiles nothing, so it runs
/// with the other tests.
@Suite struct MistakesMatrixCoverageTests {
    /// Words the parser knows only to reject them, with a message: no case can write them.
    static let rejectedWords: Set<String> = ["private", "fileprivate"]

    /// Every word the lexer and parser compare a token with (`isKeyword("...")` in their
    /// sources), and the raw values of the keyword enums they read a token into.
    static func parserKeywords() throws -> Set<String> {
        var words: Set<String> = []
        for folder in ["Parsing", "Lexing"] {
            let url = TestPaths.packageRoot.appendingPathComponent(
                "Sources/Generator/Core/\(folder)")
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path)
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: /isKeyword\("([^"]+)"\)/) {
                    words.insert(String(match.1))
                }
            }
        }
        words.formUnion([AccessLevelSyntax.public, .package, .internal].map(\.rawValue))
        words.formUnion([OwnershipSyntax.strong, .weak].map(\.rawValue))
        words.formUnion(BehaviorKind.allCases.map(\.rawValue))
        words.formUnion(Parser.stateAccessLevels)
        return words
    }

    /// The words of every case's spec, as the lexer reads them, without backticks.
    static func wordsOfTheCases() -> Set<String> {
        var words: Set<String> = []
        for scene in Constructs.scenes {
            let spec = SpecWriter.write(scene, fault: nil).text
            var diagnostics = DiagnosticCollector(path: "Shop.mediator")
            let tokens = Lexer.tokens(
                of: SourceFile(path: "Shop.mediator", text: spec), diagnostics: &diagnostics)
            words.formUnion(tokens.filter { $0.kind == .identifier && !$0.isEscaped }.map(\.text))
        }
        return words
    }

    @Test func theParserReadsKeywordsTheWayThisTestFindsThem() throws {
        let keywords = try Self.parserKeywords()
        // A few words of each kind, so that a change in how the parser is written shows here.
        #expect(
            keywords.isSuperset(of: [
                "mediator", "colleague", "event", "keyed", "concurrently", "weak",
            ]))
        #expect(keywords.isSuperset(of: Self.rejectedWords))
    }

    @Test func everyKeywordOfTheParserIsWrittenInACaseOfTheMatrix() throws {
        let missing = try Self.parserKeywords().subtracting(Self.wordsOfTheCases()).subtracting(
            Self.rejectedWords)
        #expect(missing.isEmpty, "no case of the mistakes matrix writes: \(missing.sorted())")
    }

    @Test func everyIsolationModeOfEveryConstructHasCases() {
        let constructs = Set(Constructs.scenes.map(\.construct))
        for construct in constructs {
            let modes = Set(
                MatrixCase.all.filter { $0.scene.construct == construct }.map(\.scene.isolation))
            let expected = Self.fewerModes[construct] ?? Set(MatrixIsolation.allCases)
            #expect(modes == expected, "\(construct) has cases in \(modes) only")
        }
    }

    /// The constructs that not every isolation mode allows, with the modes that do:
    /// `concurrently` needs an actor or `nonisolated`, and wrapped and observed properties are
    /// `var`s, which a `nonisolated` mediator does not hold.
    static let fewerModes: [String: Set<MatrixIsolation>] = [
        "concurrently": Set(MatrixIsolation.isolated),
        "state in Swift's property syntax": [.none, .mainActor, .otherActor],
    ]

    /// A case that wrote no mistake, or moved a construct to another line, would test nothing.
    @Test func everyCaseWritesItsMistakeAndKeepsEveryConstructOnItsLine() {
        for matrixCase in MatrixCase.all {
            let (spec, colleagues) = matrixCase.corrected
            let mistaken = matrixCase.spec
            #expect(
                mistaken.text != spec.text || matrixCase.colleagues != colleagues,
                "\(matrixCase) writes no mistake")
            #expect(mistaken.lines == spec.lines, "\(matrixCase) moves a construct")
            #expect(
                matrixCase.expectedLines.count == matrixCase.expected.count,
                "\(matrixCase) expects a construct its spec lacks")
        }
    }
}
