// What the mediator uses without taking part in events: `[access] [weak] uses name: Type [= value]`.

extension Parser {
    /// Whether the token at `index` starts a dependency: `uses`, after an access level, `weak`,
    /// or both.
    func startsDependency(at index: Int) -> Bool {
        var index = index
        if Self.stateAccessLevels.contains(tokens[index].text), !tokens[index].isEscaped,
            index + 1 < tokens.count
        {
            index += 1
        }
        if tokens[index].isKeyword("weak"), index + 1 < tokens.count { index += 1 }
        return tokens[index].isKeyword("uses")
    }

    /// Parses `[access] [weak] uses name: Type [= expression]`.
    mutating func parseDependency() -> DependencySyntax? {
        let documentation = current.documentation
        let start = current.location
        var accessLevel: String?
        if !current.isKeyword("weak"), !current.isKeyword("uses") {
            accessLevel = advance().text
        }
        var weak: SourceLocation?
        if current.isKeyword("weak") { weak = advance().location }
        advance()
        guard let name = parseName("a property name after 'uses', as in 'uses store: Store'") else {
            return nil
        }
        var type: TypeSyntax?
        if current.isPunctuation(":") {
            advance()
            guard
                let parsed = parseType(
                    endingAt: .declarationEnd, what: "a type after '\(name.text):'")
            else { return nil }
            type = parsed
        }
        var defaultValue: String?
        var defaultValueLocation: SourceLocation?
        if current.isPunctuation("=") {
            advance()
            guard current.kind == .expression, !current.text.isEmpty else {
                error("expected a default value after '='")
                return nil
            }
            defaultValueLocation = current.location
            defaultValue = advance().text
        }
        if type == nil {
            diagnostics.error(
                "'uses \(name.text)' needs a type, which the mediator's initializer takes: "
                    + "write 'uses \(name.text): Type'", at: name.location)
        }
        return DependencySyntax(
            start: start, accessLevel: accessLevel, weak: weak, name: name, type: type,
            defaultValue: defaultValue, defaultValueLocation: defaultValueLocation,
            documentation: documentation)
    }
}
