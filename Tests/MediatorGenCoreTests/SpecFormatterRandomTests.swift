import TestSupport
import Testing

@testable import MediatorGenCore

/// Random specs with plain names (``RandomSpec``), all valid, format the same whatever whitespace
/// they are written with, and keep every comment put between their tokens and what they mean.
@Suite struct SpecFormatterRandomTests {
    /// The whitespace that may stand between two tokens written apart: no blank line, and a line
    /// break only where it cannot change the layout (after `(` it keeps the parameters one a line).
    static let whitespace = [" ", "  ", "\t", "\n", "\n        ", " \n  "]

    @Test(arguments: Array(UInt64(1)...12))
    func randomSpecsFormatTheSameWhateverTheirLayout(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for index in 0..<8 {
            let spec = RandomSpec(index: index, random: &random)
            let file = SourceFile(path: "Random\(index).mediator", text: spec.text)
            try Self.requireValid(file)
            let text = try expectFormattingKeepsMeaning(of: file)
            let respaced = Self.rewritten(spec.text) { gap, left in
                left.isPunctuation("(") ? gap : random.pick(Self.whitespace)
            }
            #expect(
                SpecFormatter.format(SourceFile(path: file.path, text: respaced)).text == text,
                "\(respaced)")
        }
    }

    @Test(arguments: Array(UInt64(1)...12))
    func commentsAnywhereAreKept(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for index in 0..<8 {
            let spec = RandomSpec(index: index, random: &random)
            var number = 0
            let commented = Self.rewritten(spec.text) { gap, _ in
                number += 1
                switch random.below(6) {
                case 0: return " /* c\(number) */ "
                case 1: return " // c\(number)\n"
                case 2: return "\n/* c\(number)\n   on two lines */\n\n"
                case 3: return "\n\n\n"
                default: return gap
                }
            }
            let file = SourceFile(path: "Random\(index).mediator", text: commented)
            try Self.requireValid(file)
            try expectFormattingKeepsMeaning(of: file)
        }
    }

    /// Stops the test unless `file` has no error: a random spec with plain names has none, and
    /// comments between its tokens change nothing.
    static func requireValid(_ file: SourceFile) throws {
        let errors = GeneratorPipeline.withoutTemplates.check(file).filter { $0.severity == .error }
        try #require(errors.isEmpty, "\(errors)\n\(String(decoding: file.bytes, as: UTF8.self))")
    }

    /// `text` with the whitespace between each two tokens written apart replaced by what
    /// `replacement` returns for it and the token before it; whitespace next to a comment stays,
    /// and so does the whitespace around a state property's value, which is bound to its line,
    /// and before the modifiers and keyword of a state property, which keep a line of their own.
    static func rewritten(_ text: String, _ replacement: (String, Token) -> String) -> String {
        var diagnostics = DiagnosticCollector(path: "")
        let bytes = Array(text.utf8)
        let (tokens, comments) = Lexer.lex(
            SourceFile(path: "", bytes: bytes), diagnostics: &diagnostics)
        var result = ""
        var end = 0
        for (left, right) in zip(tokens, tokens.dropFirst()) {
            let gap = left.range.upperBound..<right.range.lowerBound
            result += String(decoding: bytes[end..<left.range.upperBound], as: UTF8.self)
            let hasComment = comments.contains { gap.contains($0.range.lowerBound) }
            let whitespace = String(decoding: bytes[gap], as: UTF8.self)
            // A state property's value starts on the line of its `=` and ends with its line.
            let isLineBound =
                left.isPunctuation("=") || left.kind == .expression
                || statePieces.contains(right.text)
            result +=
                gap.isEmpty || hasComment || isLineBound
                ? whitespace : replacement(whitespace, left)
            end = gap.upperBound
        }
        return result + String(decoding: bytes[end...], as: UTF8.self)
    }

    /// The words that start a piece of a state property's declaration that random specs write:
    /// a line break before one is kept (`lazy` on a line of its own, then `var`).
    static let statePieces: Set = ["lazy", "internal", "var", "let"]
}
