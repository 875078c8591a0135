extension Parser {
    /// Parses `[parameter]` after the name of a keyed set a route names, as in `Page[id]`.
    mutating func parseKey(of name: NameSyntax, first: SourceLocation?) -> RouteSyntax? {
        advance()
        guard let key = parseName("a parameter of the event after '\(name.text)['") else {
            return nil
        }
        guard expect("]", "']' after the key '\(key.text)'") else { return nil }
        return .keyed(name, key: key, first: first)
    }
}
