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
        guard let (type, value) = parseTypeAndValue(of: name) else { return nil }
        if type == nil {
            diagnostics.error(
                "'uses \(name.text)' needs a type, which the mediator's initializer takes: "
                    + "write 'uses \(name.text): Type'", at: name.location)
        }
        return DependencySyntax(
            start: start, accessLevel: accessLevel, weak: weak, name: name, type: type,
            defaultValue: value?.text, defaultValueLocation: value?.location,
            documentation: documentation)
    }
}
