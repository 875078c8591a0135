// Reactions to colleagues coming and going: `when slot changes|joins|leaves`, `when released`.

extension Parser {
    /// The words that may follow `when slot`.
    private static let hookWords: Set = ["changes", "change", "joins", "join", "leaves", "leave"]

    /// The hook that the word after `when slot` declares, read in either number, so that
    /// `when players join` and `when crew joins` both read as written; `nil` for another word.
    private static func hookKind(_ verb: String, slot: NameSyntax) -> HookSyntax.Kind? {
        switch verb {
        case "changes", "change": .change(slot)
        case "joins", "join": .join(slot)
        case "leaves", "leave": .leave(slot)
        default: nil
        }
    }

    /// Parses `when released`, or `when slot changes|joins|leaves`, `when` being current.
    mutating func parseHook() -> HookSyntax? {
        let documentation = current.documentation
        let location = advance().location
        if current.isKeyword("released") {
            advance()
            return HookSyntax(kind: .released, location: location, documentation: documentation)
        }
        // `when slot verb`: anything else after `when` reads as a misspelled `connected`.
        let next = tokens[position + 1]
        guard current.kind == .identifier, !startsMember(current), next.kind == .identifier,
            !next.isEscaped, Self.hookWords.contains(next.text)
        else {
            error(
                "expected 'connected' or 'released' after 'when', or a colleague's property and "
                    + "what happens to it: 'when coordinator changes', 'when players join'")
            return nil
        }
        guard let slot = parseName("a colleague's property after 'when'"),
            let kind = Self.hookKind(current.text, slot: slot)
        else { return nil }
        let verb = advance().text
        return HookSyntax(
            kind: kind, verb: verb, location: location, documentation: documentation)
    }
}
