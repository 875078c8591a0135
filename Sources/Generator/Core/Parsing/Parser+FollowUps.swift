// The events named after `then`, by base name or by full name (`pay(_:with:)`).

extension Parser {
    /// Parses the events after `then`: `name, ...`, each a base name or a full name
    /// (`name(label:_:)`).
    mutating func parseFollowUps() -> [EventReferenceSyntax]? {
        var references: [EventReferenceSyntax] = []
        repeat {
            // A word that starts a member is taken for the next declaration, as in a `then` left
            // without its names at the end of a line; an event so named is written in backticks.
            guard !startsMember(current), let name = parseName("an event name after 'then'")
            else {
                if startsMember(current) { error("expected an event name after 'then'") }
                return nil
            }
            var reference = EventReferenceSyntax(name: name, labels: nil)
            if current.isPunctuation("(") {
                guard let labels = parseFullNameLabels(of: name) else { return nil }
                reference.labels = labels
            }
            references.append(reference)
        } while consumeListComma()
        return references
    }

    /// Parses the labels of a full name after its base name, `(label:_:)`, each followed by `:`.
    private mutating func parseFullNameLabels(of name: NameSyntax) -> [String]? {
        advance()
        var labels: [String] = []
        while !current.isPunctuation(")") {
            let what =
                "a label and ':' in the full name of '\(name.text)', as in '\(name.text)(_:with:)'"
            guard current.kind == .identifier else {
                error("expected \(what)")
                return nil
            }
            labels.append(advance().text)
            guard expect(":", what) else { return nil }
        }
        advance()
        return labels
    }
}
