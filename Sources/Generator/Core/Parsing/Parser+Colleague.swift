// Colleague declarations: `[access] [weak|strong] colleague Name ...`.

extension Parser {
    /// Parses `[access] [weak|strong] colleague Name[?] [as property] [outbox name] [called directly]
    /// [: Role, ...]` or `[weak|strong] colleague [Name] [as property] [keyed by Key]
    /// [outbox name] [called directly] [: Role, ...]`, where `any Protocol` may stand for `Name`
    /// and `as property` may follow `keyed by Key` instead.
    mutating func parseColleague() -> ColleagueSyntax? {
        let documentation = current.documentation
        let start = current.location
        var accessLevel: NameSyntax?
        if Self.stateAccessLevels.contains(current.text), !current.isEscaped {
            accessLevel = parseName("an access level")
        }
        var ownership: OwnershipSyntax?
        if let written = OwnershipSyntax(rawValue: current.text), !current.isEscaped {
            ownership = written
            advance()
        }
        guard current.isKeyword("colleague") else {
            error("expected 'colleague' after '\(ownership?.rawValue ?? "")'")
            return nil
        }
        advance()
        let isSet = current.isPunctuation("[")
        if isSet { advance() }
        let isProtocol = current.isKeyword("any")
        if isProtocol { advance() }
        // A word that starts a declaration is taken for the next one, as after an `any` left at
        // the end of a line; a protocol so named is written in backticks.
        if isProtocol, startsMember(current) || Self.startsTopLevelDeclaration(current) {
            error("expected a protocol name after 'any'")
            return nil
        }
        guard
            let name = parseName(
                isProtocol
                    ? "a protocol name after 'any'" : "a colleague type name after 'colleague'")
        else { return nil }
        if isSet {
            if current.isPunctuation("?") {
                error(
                    "a set member cannot be optional: members join and leave; remove '?' from "
                        + "'[\(name.text)?]'")
                return nil
            }
            guard expect("]", "']' to close the colleague set '[\(name.text)'") else { return nil }
        }
        let isOptional = current.isPunctuation("?")
        if isOptional {
            if isSet {
                error(
                    "a set is empty until members join, so it is never optional; remove '?' "
                        + "after '[\(name.text)]'")
                return nil
            }
            advance()
        }
        // `?` written after a clause instead of after the type is read as if in its place, and
        // reported once the whole line is read, with the line as it should be written.
        var misplacedOptional: SourceLocation?
        var property: NameSyntax?
        guard parseProperty(&property, &misplacedOptional) else { return nil }
        var keyType: TypeSyntax?
        if current.isKeyword("keyed") {
            advance()
            // A missing `by` is reported, and the type after it read, so that the set is declared.
            if current.isKeyword("by") {
                advance()
            } else {
                error("expected 'by' after 'keyed'")
            }
            guard
                let type = parseType(
                    endingAt: .keyEnd, what: "a key type after 'keyed by'")
            else { return nil }
            if !isSet {
                diagnostics.error(
                    "only a set is keyed: its members join with a key; write "
                        + "'colleague [\(name.text)] keyed by \(type.text)'", at: type.location)
            }
            keyType = type
            // `as` after the key names the property as it does before `keyed by`.
            guard parseProperty(&property, &misplacedOptional) else { return nil }
        }
        var outbox: NameSyntax?
        if current.isKeyword("outbox") {
            advance()
            guard let written = parseName("an outbox property name after 'outbox'") else {
                return nil
            }
            outbox = written
            skipMisplacedOptional(&misplacedOptional)
        }
        var isCalledDirectly = false
        if current.isKeyword("called") {
            advance()
            guard current.isKeyword("directly") else {
                error("expected 'directly' after 'called'")
                return nil
            }
            advance()
            isCalledDirectly = true
            skipMisplacedOptional(&misplacedOptional)
        }
        var roles: [NameSyntax] = []
        if current.isPunctuation(":") {
            advance()
            repeat {
                guard let role = parseName("a role name after ':'") else { return nil }
                roles.append(role)
                skipMisplacedOptional(&misplacedOptional)
            } while consumeListComma()
        }
        if current.isPunctuation(".") || current.isPunctuation("<") {
            error("expected a plain type name for colleague '\(name.text)'")
            return nil
        }
        var colleague = ColleagueSyntax(
            name: name, start: start, isSet: isSet, isProtocol: isProtocol, isOptional: isOptional,
            ownership: ownership, property: property, outbox: outbox,
            keyType: keyType, isCalledDirectly: isCalledDirectly, roles: roles,
            documentation: documentation)
        colleague.accessLevel = accessLevel
        if let misplacedOptional {
            reportMisplacedOptional(of: &colleague, at: misplacedOptional)
        }
        return colleague
    }
}
