// Stored properties of the mediator's own, as Swift declares them in a class:
// `[attributes] [modifiers] let|var name[: Type] [= expression] [{ observers }]`.

extension Parser {
    /// The access levels a stored property may be written with.
    static let stateAccessLevels: Set<String> = [
        "public", "package", "internal", "fileprivate", "private",
    ]

    /// The modifiers other than access levels a stored property may be written with; `static`
    /// is read so that it is refused with a reason.
    static let stateModifiers: Set<String> = [
        "lazy", "weak", "unowned", "dynamic", "final", "static",
    ]

    /// Whether the token at `index` starts a stored property: `let` or `var`, after any
    /// attributes (`@Name`, `@Name(arguments)`) and modifiers (access levels, `internal(set)`,
    /// `lazy`, `weak`, `unowned(safe)` and the like).
    func startsState(at index: Int) -> Bool {
        var index = index
        while index < tokens.count {
            let token = tokens[index]
            if token.isKeyword("let") || token.isKeyword("var") { return true }
            if token.isPunctuation("@") {
                index += 1
                while index + 1 < tokens.count, tokens[index].kind == .identifier,
                    tokens[index + 1].isPunctuation(".")
                {
                    index += 2
                }
                guard index < tokens.count, tokens[index].kind == .identifier else { return false }
                index += 1
                if index < tokens.count, tokens[index].kind == .expression { index += 1 }
            } else if token.kind == .identifier, !token.isEscaped,
                Self.stateAccessLevels.contains(token.text)
                    || Self.stateModifiers.contains(token.text)
            {
                index += 1
                if let end = modifierArgumentEnd(at: index) { index = end }
            } else {
                return false
            }
        }
        return false
    }

    /// The index after `(word)` when the tokens at `index` are one, as in `internal(set)` or
    /// `unowned(unsafe)`.
    private func modifierArgumentEnd(at index: Int) -> Int? {
        guard index + 2 < tokens.count, tokens[index].isPunctuation("("),
            tokens[index + 1].kind == .identifier, tokens[index + 2].isPunctuation(")")
        else { return nil }
        return index + 3
    }

    /// Parses a stored property, from its first attribute or modifier to its observers.
    mutating func parseState() -> StateSyntax? {
        let documentation = current.documentation
        let start = current.location
        var state = StateSyntax(
            start: start, isVariable: false,
            name: NameSyntax(text: "", isEscaped: false, location: start),
            documentation: documentation)
        while !current.isKeyword("let"), !current.isKeyword("var") {
            if current.isPunctuation("@") {
                guard let attribute = parseAttribute() else { return nil }
                state.attributes.append(attribute)
                continue
            }
            guard current.kind == .identifier, !current.isEscaped,
                Self.stateAccessLevels.contains(current.text)
                    || Self.stateModifiers.contains(current.text)
            else {
                error("expected 'let' or 'var' after the attributes and modifiers of a property")
                return nil
            }
            let word = advance()
            var text = word.text
            if let end = modifierArgumentEnd(at: position) {
                text += "(" + tokens[position + 1].text + ")"
                position = end
            }
            if Self.stateAccessLevels.contains(text), state.accessLevel == nil {
                state.accessLevel = text
                state.accessLevelLocation = word.location
            } else {
                state.modifiers.append(WrittenText(text, at: word.location))
            }
        }
        state.isVariable = advance().isKeyword("var")
        guard let name = parseName("a property name after '\(state.isVariable ? "var" : "let")'")
        else { return nil }
        state.name = name
        guard let (type, value) = parseTypeAndValue(of: name) else { return nil }
        state.type = type
        state.defaultValue = value?.text
        if current.kind == .expression, current.text.first == "{" {
            guard let observers = parseObservers(of: name) else { return nil }
            state.observers = observers
        }
        if type == nil, value == nil {
            error("expected ': Type' or '= value' after '\(name.text)'")
            return nil
        }
        return state
    }

    /// Parses `@Name` or `@Name(arguments)`, `@` being current, and returns it as written.
    private mutating func parseAttribute() -> WrittenText? {
        let location = advance().location
        guard !current.isKeyword("let"), !current.isKeyword("var"),
            var name = parseName("an attribute or property wrapper after '@'")?.text
        else {
            if current.isKeyword("let") || current.isKeyword("var") {
                error("expected an attribute or property wrapper after '@'")
            }
            return nil
        }
        while current.isPunctuation("."), tokens[position + 1].kind == .identifier {
            advance()
            name += "." + advance().text
        }
        var text = "@" + name
        if current.kind == .expression { text += advance().text }
        return WrittenText(text, at: location)
    }

    /// Parses the `{ willSet ... didSet ... }` block after a property's type, as written; any
    /// other block would make the property computed, which the mediator's state is not.
    private mutating func parseObservers(of name: NameSyntax) -> WrittenText? {
        let block = current
        let body = Self.droppingSpaceAndComments(from: block.text.dropFirst())
        guard body.hasPrefix("willSet") || body.hasPrefix("didSet") else {
            diagnostics.error(
                "a block after '\(name.text)' would make it a computed property, and a "
                    + "mediator's state is stored: observe changes with 'willSet' or 'didSet' "
                    + "('{ didSet { ... } }'), or write the computed property in an extension "
                    + "of the mediator",
                at: block.location)
            advance()
            return nil
        }
        advance()
        return WrittenText(block.text, at: block.location)
    }
}

extension Parser {
    /// `text` from its first character that is neither white space nor in a comment.
    static func droppingSpaceAndComments(from text: Substring) -> Substring {
        var rest = text
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("//") {
                rest = rest.drop { !$0.isNewline }
            } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
                rest = rest[end.upperBound...]
            } else {
                return rest
            }
        }
    }

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
