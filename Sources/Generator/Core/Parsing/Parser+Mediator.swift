extension Parser {
    /// Parses `[access] [isolation] [codable] [subclassable] mediator Name { members }`, the
    /// modifiers in any order, or reports an error and returns `nil`.
    mutating func parseMediator() -> MediatorSyntax? {
        let documentation = current.documentation
        let start = current.location
        var accessLevel: AccessLevelSyntax?
        var isolation: IsolationSyntax?
        var isolationLocation: SourceLocation?
        var isCodable = false
        var subclassable: SourceLocation?
        while !current.isKeyword("mediator") {
            let token = current
            if token.kind == .identifier, !token.isEscaped,
                let level = AccessLevelSyntax(rawValue: token.text)
            {
                advance()
                if accessLevel != nil {
                    diagnostics.error("the access level is written twice", at: token.location)
                }
                accessLevel = level
            } else if token.isKeyword("private") || token.isKeyword("fileprivate") {
                diagnostics.error(
                    "a mediator cannot be '\(token.text)': its colleagues live in other files; "
                        + "use 'internal' (the default), 'package' or 'public'",
                    at: token.location)
                advance()
            } else if token.isKeyword("nonisolated") || token.isPunctuation("@") {
                guard let parsed = parseIsolation() else { return nil }
                if isolation != nil {
                    diagnostics.error("the isolation is written twice", at: token.location)
                }
                isolation = parsed
                isolationLocation = token.location
            } else if token.isKeyword("codable") {
                advance()
                if isCodable { diagnostics.error("'codable' is written twice", at: token.location) }
                isCodable = true
            } else if token.isKeyword("subclassable") {
                advance()
                if subclassable != nil {
                    diagnostics.error("'subclassable' is written twice", at: token.location)
                }
                subclassable = token.location
            } else {
                error("expected a mediator declaration ('mediator Name { ... }') or an import")
                return nil
            }
        }
        advance()
        guard var name = parseName("a name after 'mediator'") else { return nil }
        if current.isPunctuation(".") {
            // `mediator Provider.Mediator`: generated code declares the mediator at the top level
            // of its file, so it says what to write instead and reads on with the joined name.
            var parts = [name.text]
            while current.isPunctuation("."), tokens[position + 1].kind == .identifier {
                advance()
                parts.append(advance().text)
            }
            let joined = parts.joined()
            diagnostics.error(
                "a mediator cannot be nested in another type: name it '\(joined)', and inside "
                    + "'\(parts.dropLast().joined(separator: "."))' write 'typealias "
                    + "\(parts[parts.count - 1]) = \(joined)'",
                at: name.location)
            name.text = joined
        }
        var mediator = MediatorSyntax(
            name: name, start: start, documentation: documentation, accessLevel: accessLevel,
            isolation: isolation, isolationLocation: isolationLocation)
        mediator.isCodable = isCodable
        mediator.subclassable = subclassable
        if current.isPunctuation(":") {
            advance()
            guard let inherited = parseInheritance(of: name.text, isolation: isolation) else {
                return nil
            }
            mediator.inheritance = inherited
        }
        guard expect("{", "'{' to open the body of mediator '\(name.text)'") else { return nil }
        parseMembers(into: &mediator)
        return mediator
    }

    /// Parses `nonisolated` or `@GlobalActor`.
    mutating func parseIsolation() -> IsolationSyntax? {
        if current.isKeyword("nonisolated") {
            advance()
            return .nonisolated
        }
        advance()
        guard var actor = parseName("a global actor after '@', such as '@MainActor'")?.text else {
            return nil
        }
        while current.isPunctuation(".") {
            advance()
            guard let part = parseName("a name after '.'") else { return nil }
            actor += "." + part.text
        }
        return .globalActor(actor)
    }

    /// Parses members up to and including the closing brace of a mediator.
    mutating func parseMembers(into mediator: inout MediatorSyntax) {
        while !tooManyErrors {
            if current.isPunctuation("}") {
                advance()
                return
            }
            if isAtEnd {
                error("expected '}' to close mediator '\(mediator.name.text)'")
                return
            }
            let start = position
            var parsed = false
            if current.isKeyword("event") || startsAttributedEvent(at: position) {
                if let event = parseEvent() {
                    mediator.events.append(event)
                    parsed = true
                }
            } else if startsDependency(at: position) {
                if let dependency = parseDependency() {
                    mediator.dependencies.append(dependency)
                    parsed = true
                }
            } else if startsState(at: position) || current.isPunctuation("@") {
                if let state = parseState() {
                    mediator.state.append(state)
                    parsed = true
                }
            } else if startsColleague(current)
                || (Self.stateAccessLevels.contains(current.text) && !current.isEscaped
                    && startsColleague(tokens[position + 1]))
            {
                if let colleague = parseColleague() {
                    mediator.colleagues.append(colleague)
                    parsed = true
                }
            } else if current.isKeyword("role") {
                if let role = parseRole() {
                    mediator.roles.append(role)
                    parsed = true
                }
            } else if current.isKeyword("when") {
                if tokens[position + 1].isKeyword("connected") {
                    if let whenConnected = parseWhenConnected() {
                        mediator.whenConnected.append(whenConnected)
                        parsed = true
                    }
                } else if let hook = parseHook() {
                    mediator.hooks.append(hook)
                    parsed = true
                }
            } else if current.isKeyword("behavior") {
                if let behavior = parseBehavior() {
                    mediator.behaviors.append(behavior)
                    parsed = true
                }
            } else {
                error(
                    "expected 'colleague', 'uses', 'let', 'var', 'role', 'event', 'when', "
                        + "'behavior' or '}' in mediator '\(mediator.name.text)'")
            }
            if current.isPunctuation(";") { advance() }
            if !parsed {
                skipToMember(from: start)
            }
        }
    }

    /// Whether `token` starts a member of a mediator body: an event, a role, a colleague, a
    /// dependency, a stored property, `when connected` or a behavior.
    func startsMember(_ token: Token) -> Bool {
        token.isKeyword("event") || token.isKeyword("role") || token.isKeyword("when")
            || token.isKeyword("uses")
            || token.isKeyword("behavior") || startsColleague(token) || token.isKeyword("let")
            || token.isKeyword("var")
            || (Self.stateAccessLevels.contains(token.text) && !token.isEscaped)
    }

    func startsColleague(_ token: Token) -> Bool {
        token.isKeyword("colleague") || token.isKeyword("weak") || token.isKeyword("strong")
    }

    /// Skips to the next member of a mediator body, always moving past `start`.
    mutating func skipToMember(from start: Int) {
        var depth = 0
        // A `{` skipped here opens a block (as after an event) whose contents are skipped with it.
        if position == start, advance().isPunctuation("{") { depth = 1 }
        while !isAtEnd {
            if current.isPunctuation("{") || current.isPunctuation("(")
                || current.isPunctuation("[")
            {
                depth += 1
            } else if current.isPunctuation(")") || current.isPunctuation("]") {
                depth = max(0, depth - 1)
            } else if current.isPunctuation("}") {
                if depth == 0 { return }
                depth -= 1
            } else if depth == 0, startsMember(current) || startsState(at: position) {
                return
            }
            advance()
        }
    }

    /// Parses `behavior around delivery` or `behavior around dispatch`.
    mutating func parseBehavior() -> BehaviorSyntax? {
        let documentation = current.documentation
        let location = advance().location
        guard current.isKeyword("around") else {
            error("expected 'around' after 'behavior'")
            return nil
        }
        advance()
        guard let kind = BehaviorKind(rawValue: current.text), !current.isEscaped else {
            error("expected 'delivery' or 'dispatch' after 'around'")
            return nil
        }
        advance()
        return BehaviorSyntax(kind: kind, location: location, documentation: documentation)
    }

    /// Parses `when connected [then Events]`.
    mutating func parseWhenConnected() -> WhenConnectedSyntax? {
        let documentation = current.documentation
        let location = advance().location
        guard current.isKeyword("connected") else {
            error("expected 'connected' after 'when'")
            return nil
        }
        advance()
        var followUps: [EventReferenceSyntax] = []
        if current.isKeyword("then") {
            advance()
            guard let names = parseFollowUps() else { return nil }
            followUps = names
        }
        return WhenConnectedSyntax(
            location: location, followUps: followUps, documentation: documentation)
    }

    /// Parses `role Name`.
    mutating func parseRole() -> RoleSyntax? {
        let documentation = current.documentation
        advance()
        guard let name = parseName("a role name after 'role'") else { return nil }
        return RoleSyntax(name: name, documentation: documentation)
    }
}
