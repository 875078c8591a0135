extension Parser {
    /// Parses the types after `:`: a superclass first, written with the `()` of the `init()` the
    /// mediator calls (`NSObject()`), then protocols, each a name or a dotted one, and
    /// `@unchecked Sendable`. A protocol may carry the attribute Swift offers when its isolation
    /// differs from the mediator's: `@preconcurrency P`, or the mediator's own global actor
    /// (`@MainActor P`, an isolated conformance).
    mutating func parseInheritance(of mediator: String, isolation: IsolationSyntax?)
        -> [InheritedTypeSyntax]?
    {
        var inherited: [InheritedTypeSyntax] = []
        repeat {
            let location = current.location
            var attribute = ""
            if current.isPunctuation("@") {
                advance()
                guard
                    let parsed = parseConformanceAttribute(
                        at: location, of: mediator, isolation: isolation)
                else { return nil }
                attribute = parsed
            }
            guard let name = parseName("a superclass or protocol name after ':'")?.text else {
                return nil
            }
            var type = attribute + name
            while current.isPunctuation(".") {
                advance()
                guard let part = parseName("a name after '.'") else { return nil }
                type += "." + part.text
            }
            let isSuperclass = current.isPunctuation("(")
            if isSuperclass {
                advance()
                guard expect(")", "')': a superclass is written 'Name()', for its init()") else {
                    return nil
                }
                if !attribute.isEmpty {
                    diagnostics.error(
                        "a superclass takes no attribute; write '\(type.dropFirst(attribute.count))()'",
                        at: location)
                }
                if !inherited.isEmpty {
                    diagnostics.error(
                        "only the first type after ':' can be the superclass of mediator "
                            + "'\(mediator)'; move '\(type)()' first",
                        at: location)
                }
            }
            inherited.append(
                InheritedTypeSyntax(name: type, location: location, isSuperclass: isSuperclass))
        } while consumeListComma()
        return inherited
    }

    /// Parses what follows the `@` at `location` in the inheritance list, and returns it as written
    /// before the type's name (`"@preconcurrency "`). An attribute the list does not take is
    /// reported at its `@`, with the ones it takes, and skipped, so the type after it is still read.
    private mutating func parseConformanceAttribute(
        at location: SourceLocation, of mediator: String, isolation: IsolationSyntax?
    ) -> String? {
        if current.isKeyword("unchecked") {
            advance()
            guard current.isKeyword("Sendable") else {
                error("expected 'Sendable' after '@unchecked', the one type it is written before")
                return nil
            }
            return "@unchecked "
        }
        if current.isKeyword("preconcurrency") {
            advance()
            return "@preconcurrency "
        }
        guard var name = parseName("an attribute after '@', such as '@preconcurrency'")?.text
        else { return nil }
        while current.isPunctuation("."), tokens[position + 1].kind == .identifier {
            advance()
            name += "." + advance().text
        }
        if case .globalActor(let actor) = isolation, actor == name { return "@\(actor) " }
        let accepted: String
        if case .globalActor(let actor) = isolation {
            accepted =
                "'@preconcurrency P', '@\(actor) P' (a conformance isolated to the mediator's "
                + "actor) and '@unchecked Sendable'"
        } else {
            accepted =
                "'@preconcurrency P' and '@unchecked Sendable'; a conformance isolated to a "
                + "global actor ('@MainActor P') needs a mediator on that actor "
                + "('@MainActor mediator \(mediator)')"
        }
        diagnostics.error(
            "'@\(name)' is not an attribute the inheritance list of mediator '\(mediator)' "
                + "takes: it takes \(accepted)",
            at: location)
        return ""
    }
}
