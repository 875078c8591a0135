// The little the lexer knows of where it is: Swift text that it takes whole, as one expression
// token, where the tokens before it say that Swift follows.

extension Lexer {
    /// Where the lexer is in an attribute's name: `@Name`, `@Module.Name`.
    enum AttributeName {
        /// Not in one.
        case none
        /// After `@`, or after a `.` of the name.
        case afterAt
        /// After a part of the name.
        case afterName
    }

    /// Whether a `{` at the current offset opens a stored property's observers: it follows a
    /// `let` or `var` on the line the token before it ended, with no `=`, `;` or `}` between.
    var opensObservers: Bool {
        propertyLine != nil && lastTokenLine == line
    }

    /// Notes the token just made, of `kind` and `text`: whether it starts a stored property, or
    /// names an attribute whose arguments (`(` right after the name) follow.
    mutating func noteContext(of kind: Token.Kind, _ text: String, isEscaped: Bool) {
        lastTokenLine = line
        switch kind {
        case .identifier where !isEscaped && (text == "let" || text == "var"):
            propertyLine = line
            attributeName = .none
        case .identifier:
            attributeName = attributeName == .afterAt ? .afterName : .none
            if attributeName == .afterName, peek() == UInt8(ascii: "(") {
                expectsAttributeArguments = true
                attributeName = .none
            }
        case .punctuation:
            if text == "@" {
                attributeName = .afterAt
            } else if text == ".", attributeName == .afterName {
                attributeName = .afterAt
            } else {
                attributeName = .none
            }
            if text == "=" || text == ";" || text == "}" { propertyLine = nil }
        case .number, .expression, .endOfFile:
            attributeName = .none
        }
    }
}
