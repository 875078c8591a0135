import Testing

@testable import MediatorGenCore

/// A name that holds a character that changes how text is displayed, or is not displayed at all,
/// reads as another name in every editor and review (the "Trojan Source" attack). Swift accepts
/// such names, so the spec is accepted too, with one warning per name, at the character.
@Suite struct HiddenCharacterTests {
    /// The warnings of lexing `text`.
    static func warnings(_ text: String) -> [String] {
        let file = SourceFile(path: testSpecPath, bytes: Array(text.utf8))
        var diagnostics = DiagnosticCollector(path: file.path)
        _ = Lexer.tokens(of: file, diagnostics: &diagnostics)
        return diagnostics.diagnostics.map(\.description)
    }

    @Test(arguments: [
        ("\u{202E}", "U+202E (RIGHT-TO-LEFT OVERRIDE)"),
        ("\u{2066}", "U+2066 (LEFT-TO-RIGHT ISOLATE)"),
        ("\u{061C}", "U+061C (ARABIC LETTER MARK)"),
        ("\u{200B}", "U+200B (ZERO WIDTH SPACE)"),
        ("\u{2060}", "U+2060 (WORD JOINER)"),
        ("\u{FEFF}", "U+FEFF (ZERO WIDTH NO-BREAK SPACE)"),
    ])
    func aNameWithAHiddenCharacterIsWarnedOfAtIt(character: String, named: String) {
        let warning =
            "warning: this name holds \(named), an invisible character that makes it read as "
            + "another name; remove it unless it is meant"
        #expect(
            Self.warnings("colleague Fe\(character)ed Fe\(character)e\(character)d")
                == [
                    "\(testSpecPath):1:13: \(warning)",
                    "\(testSpecPath):1:\(18 + character.utf8.count): \(warning)",
                ])
    }

    @Test func aNameInBackticksIsWarnedOfAtTheCharacter() {
        #expect(
            Self.warnings("colleague `Fe\u{202E}ed`").map { $0.prefix { $0 != "w" } }
                == ["\(testSpecPath):1:14: "])
    }

    @Test func joinersThatScriptsAndEmojiNeedPassSilently() {
        // A zero-width non-joiner in Persian, a zero-width joiner in an emoji sequence.
        #expect(Self.warnings("colleague می\u{200C}خواهم خانواده👨\u{200D}👩").isEmpty)
    }

    @Test func theGeneratedCodeKeepsTheNameAsWritten() throws {
        let spec =
            "mediator M {\n    colleague Fe\u{202E}ed\n    event e() from Fe\u{202E}ed to Fe\u{202E}ed\n}\n"
        let generated = try GeneratorPipeline().generate(SourceFile(path: testSpecPath, text: spec))
        #expect(generated.diagnostics.count == 3)
        let source = try #require(generated.file?.source)
        #expect(source.contains("let fe\u{202E}ed: Fe\u{202E}ed\n"))
    }
}
