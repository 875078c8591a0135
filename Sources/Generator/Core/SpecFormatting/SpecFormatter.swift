/// Rewrites a spec in one layout, the same whatever layout it was written in, without changing
/// what it means: the rules are in "Formatting" in `docs/Language.md`.
///
/// It works on the tokens and comments of the file, placed by its syntax tree: every token is
/// written again in order (but `;` between declarations), with the whitespace between tokens
/// inside payload and result types as the generator reads it, and every comment in its place.
package enum SpecFormatter {
    /// What formatting one spec gives.
    package struct Formatted: Sendable {
        /// The problems found, as `mediatorgen check` reports them.
        package var diagnostics: [Diagnostic]
        /// The formatted text, or `nil` when the spec has errors.
        package var text: String?
    }

    /// Formats `file`, or reports why it cannot: a spec with errors is not formatted.
    package static func format(_ file: SourceFile) -> Formatted {
        var diagnostics = DiagnosticCollector(path: file.path)
        let (tokens, comments) = Lexer.lex(file, diagnostics: &diagnostics)
        let syntax = Parser.parse(tokens, diagnostics: &diagnostics)
        _ = Validator.validate(syntax, of: file, diagnostics: &diagnostics)
        // The lexer reads comments as bytes; written back as text, bytes that are not UTF-8
        // would be lost.
        for comment in comments
        where String(validating: file.bytes[comment.range], as: UTF8.self) == nil {
            diagnostics.error(
                "this comment holds bytes that are not UTF-8 text; save the spec as UTF-8 to "
                    + "format it", at: comment.location)
        }
        guard !diagnostics.hasErrors else {
            return Formatted(diagnostics: diagnostics.diagnostics, text: nil)
        }
        let layout = SpecLayout.layout(
            of: syntax,
            tokens: FormattedTokens(bytes: file.bytes, tokens: tokens, comments: comments))
        return Formatted(diagnostics: diagnostics.diagnostics, text: LayoutPrinter.print(layout))
    }
}
