extension Parser {
    /// Parses the types after `:`: a superclass first, written with the `()` of the `init()` the
    /// mediator calls (`NSObject()`), then protocols, each a name or a dotted one, and
    /// `@unchecked Sendable`.
    mutating func parseInheritance(of mediator: String) -> [InheritedTypeSyntax]? {
        var inherited: [InheritedTypeSyntax] = []
        repeat {
            let location = current.location
            var attribute = ""
            if current.isPunctuation("@") {
                advance()
                guard current.isKeyword("unchecked"), tokens[position + 1].isKeyword("Sendable")
                else {
                    error("expected 'unchecked Sendable' after '@', the one attribute a type takes")
                    return nil
                }
                advance()
                attribute = "@unchecked "
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
}
