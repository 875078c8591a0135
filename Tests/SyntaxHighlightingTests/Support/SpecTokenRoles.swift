@testable import MediatorGenCore

/// What each token of a spec is, as the generator's own lexer and parser read it: the truth that
/// the highlighting is checked against.
///
/// The lexer gives the tokens; the parser's syntax tree says which identifiers are names (and of
/// what) and which tokens make up a Swift type. The identifiers left over, written without
/// backticks, are the words of the language: keywords.
struct SpecTokenRoles {
    /// What a token is.
    enum Role: Equatable {
        /// A word of the language: `mediator`, `from`, `weak`, `collecting`, `public`...
        case keyword
        /// A mediator, colleague or role, where declared or named.
        case typeName
        /// An event, where declared or named after `then`.
        case eventName
        /// A parameter's label or name.
        case parameter
        /// A colleague's property name, after `as`, or its outbox's, after `outbox`.
        case property
        /// A module after `import`.
        case module
        /// A global actor attribute, `@` included.
        case attribute
        /// A token of a payload or result type.
        case typeText
        /// Any other punctuation or number.
        case other
    }

    /// The tokens, without the end-of-file token.
    let tokens: [Token]
    /// The role of each token, by its index.
    let roles: [Role]
    /// Each token's byte range with the documentation lines the lexer attached to it, the end
    /// of the file included.
    let documentation: [(token: Range<Int>, lines: [String])]

    /// Reads `file`, which must have no syntax errors.
    init(_ file: SourceFile) throws {
        var diagnostics = DiagnosticCollector(path: file.path)
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        var lexerDiagnostics = DiagnosticCollector(path: file.path)
        let allTokens = Lexer.tokens(of: file, diagnostics: &lexerDiagnostics)
        if let error = diagnostics.diagnostics.first(where: { $0.severity == .error }) {
            throw RoleError("\(file.path) does not parse: \(error.message)")
        }
        tokens = allTokens.filter { $0.kind != .endOfFile }
        documentation = allTokens.map { ($0.range, $0.documentation) }
        var marker = RoleMarker(tokens: tokens)
        try marker.mark(syntax)
        roles = marker.roles
    }
}

/// A role that could not be found for a token the syntax tree names.
struct RoleError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
