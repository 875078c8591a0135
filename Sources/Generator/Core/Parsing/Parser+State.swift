// Stored properties of the mediator's own: `[access] let|var name[: Type] [= expression]`.

extension Parser {
    /// The access levels a stored property may be written with.
    static let stateAccessLevels: Set<String> = [
        "public", "package", "internal", "fileprivate", "private",
    ]

    /// Whether the token at `index` starts a stored property: `let`, `var`, or an access level
    /// followed by one of them.
    func startsState(at index: Int) -> Bool {
        let token = tokens[index]
        if token.isKeyword("let") || token.isKeyword("var") { return true }
        guard Self.stateAccessLevels.contains(token.text), !token.isEscaped,
            index + 1 < tokens.count
        else { return false }
        return tokens[index + 1].isKeyword("let") || tokens[index + 1].isKeyword("var")
    }

    /// Parses `[access] let|var name[: Type] [= expression]`.
    mutating func parseState() -> StateSyntax? {
        let documentation = current.documentation
        let start = current.location
        var accessLevel: String?
        if !current.isKeyword("let"), !current.isKeyword("var") {
            accessLevel = advance().text
        }
        let isVariable = advance().isKeyword("var")
        guard let name = parseName("a property name after '\(isVariable ? "var" : "let")'") else {
            return nil
        }
        guard let (type, value) = parseTypeAndValue(of: name) else { return nil }
        let defaultValue = value?.text
        if type == nil, defaultValue == nil {
            error("expected ': Type' or '= value' after '\(name.text)'")
            return nil
        }
        return StateSyntax(
            start: start, accessLevel: accessLevel, isVariable: isVariable, name: name,
            type: type, defaultValue: defaultValue, documentation: documentation)
    }
}

extension Parser {
    /// Parses what follows a property's name, in state and dependencies alike: `: Type` and
    /// `= expression`, each when written, the expression with where it starts; `nil` after an
    /// error.
    mutating func parseTypeAndValue(of name: NameSyntax)
        -> (type: TypeSyntax?, value: (text: String, location: SourceLocation)?)?
    {
        var type: TypeSyntax?
        if current.isPunctuation(":") {
            advance()
            guard
                let parsed = parseType(
                    endingAt: .declarationEnd, what: "a type after '\(name.text):'")
            else { return nil }
            type = parsed
        }
        var value: (text: String, location: SourceLocation)?
        if current.isPunctuation("=") {
            advance()
            guard current.kind == .expression, !current.text.isEmpty else {
                error("expected a default value after '='")
                return nil
            }
            let location = current.location
            value = (advance().text, location)
        }
        return (type, value)
    }
}
