import Foundation
import TestSupport

/// Where the editor support lives in the repository.
enum EditorFiles {
    /// The VS Code extension, `Editors/vscode-mediator`.
    static let extensionFolder = TestPaths.packageRoot.appendingPathComponent(
        "Editors/vscode-mediator")

    /// The TextMate grammar that the extension and other editors read.
    static let grammar = extensionFolder.appendingPathComponent(
        "syntaxes/mediator.tmLanguage.json")

    /// Reads and compiles the grammar.
    static func loadGrammar() throws -> Grammar {
        try Grammar(contentsOf: grammar)
    }
}
