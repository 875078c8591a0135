import TestSupport
import Testing

@testable import MediatorGenCore

/// Formats `text`, read as the file ``testSpecPath``, expecting no errors.
func formatted(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> String {
    let output = SpecFormatter.format(SourceFile(path: testSpecPath, text: text))
    #expect(
        errors(output.diagnostics).isEmpty, "\(output.diagnostics)", sourceLocation: sourceLocation)
    return try #require(output.text, sourceLocation: sourceLocation)
}

/// Expects `text` to format as `expected`, and `expected` to be formatted already.
func expectFormat(
    _ text: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let result = try formatted(text, sourceLocation: sourceLocation)
    #expect(result == expected, sourceLocation: sourceLocation)
    #expect(
        try formatted(expected, sourceLocation: sourceLocation) == expected,
        "formatting the expected text changes it", sourceLocation: sourceLocation)
}

/// Formats `file`, expecting no errors, checks what formatting keeps, and returns the formatted
/// text: formatting it again changes nothing; its tokens are those of `file` (but `;`) and its
/// comments too (but the spaces at the end of `//` comments); the code generated from it is the
/// code generated from `file`, but for its `#sourceLocation` directives and its layout.
@discardableResult
func expectFormattingKeepsMeaning(
    of file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> String {
    let output = SpecFormatter.format(file)
    let text = try #require(output.text, "\(output.diagnostics)", sourceLocation: sourceLocation)
    let formattedFile = SourceFile(path: file.path, text: text)
    #expect(
        SpecFormatter.format(formattedFile).text == text, "formatting again changes the text",
        sourceLocation: sourceLocation)

    var diagnostics = DiagnosticCollector(path: file.path)
    let written = Lexer.lex(file, diagnostics: &diagnostics)
    let rewritten = Lexer.lex(formattedFile, diagnostics: &diagnostics)
    #expect(
        rewritten.tokens.map(\.spelling)
            == written.tokens.filter { !$0.isPunctuation(";") }.map(\.spelling),
        sourceLocation: sourceLocation)
    #expect(
        rewritten.comments.map(\.text)
            == written.comments.map { $0.isBlock ? $0.text : trimmingTrailingSpaces($0.text) },
        sourceLocation: sourceLocation)

    let pipeline = try builtInPipeline.get()
    let before = try #require(pipeline.generate(file).file, sourceLocation: sourceLocation)
    let after = try #require(pipeline.generate(formattedFile).file, sourceLocation: sourceLocation)
    #expect(
        withoutSpecLayout(after.source) == withoutSpecLayout(before.source),
        "formatting changes the generated code", sourceLocation: sourceLocation)
    return text
}

/// The pipeline with the built-in templates, made once.
private let builtInPipeline = Result { try GeneratorPipeline() }

private func trimmingTrailingSpaces(_ text: String) -> String {
    var text = Substring(text)
    while text.last == " " || text.last == "\t" { text.removeLast() }
    return String(text)
}
