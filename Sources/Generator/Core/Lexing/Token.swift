/// One lexical unit of a spec file.
package struct Token: Sendable, Equatable {
    /// What kind of unit a token is.
    package enum Kind: Sendable, Equatable {
        /// A name, possibly written in backticks; keywords of the spec language are identifiers
        /// too, recognised by the parser where they are expected.
        case identifier
        /// A run of digits, as in a generic value argument.
        case number
        /// A punctuation mark or operator: `{`, `(`, `->`, `...`, `?` and so on.
        case punctuation
        /// A Swift expression passed through as written: a state property's default value, the
        /// text after `=` (see ``Lexer/lexExpression()``).
        case expression
        /// The end of the file.
        case endOfFile
    }

    /// The kind of the token.
    package var kind: Kind
    /// The token's text; for an identifier in backticks, the name without the backticks.
    package var text: String
    /// Whether the identifier was written in backticks.
    package var isEscaped: Bool
    /// Where the token starts.
    package var location: SourceLocation
    /// The byte offsets of the token in the file, from its first byte up to its end.
    package var range: Range<Int>
    /// The `///` documentation comment lines written just before the token, without the slashes.
    package var documentation: [String]

    /// Makes a token.
    package init(
        _ kind: Kind,
        _ text: String,
        at location: SourceLocation,
        range: Range<Int>,
        isEscaped: Bool = false,
        documentation: [String] = []
    ) {
        self.kind = kind
        self.text = text
        self.location = location
        self.range = range
        self.isEscaped = isEscaped
        self.documentation = documentation
    }

    /// Whether the token is the identifier `word`, written without backticks.
    package func isKeyword(_ word: String) -> Bool {
        kind == .identifier && !isEscaped && text == word
    }

    /// Whether the token is the punctuation `mark`.
    package func isPunctuation(_ mark: String) -> Bool {
        kind == .punctuation && text == mark
    }

    /// The token as the user wrote it: identifiers in backticks keep them.
    package var spelling: String {
        isEscaped ? "`\(text)`" : text
    }
}
