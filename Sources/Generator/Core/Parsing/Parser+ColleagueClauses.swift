// The clauses of a colleague line that may come in more than one place: `as property`, before or
// after `keyed by`, and a `?` written after a clause instead of right after the type.

extension Parser {
    /// Parses `as property` if it comes next, and a `?` misplaced after it. A second `as` is
    /// reported at its `as` and its name read, so that nothing else is reported for the line.
    /// Returns `false` when the name after `as` is missing.
    mutating func parseProperty(
        _ property: inout NameSyntax?, _ misplacedOptional: inout SourceLocation?
    ) -> Bool {
        guard current.isKeyword("as") else { return true }
        let location = advance().location
        guard let written = parseName("a property name after 'as'") else { return false }
        if let first = property {
            diagnostics.error(
                "the property name is written twice, 'as \(first.text)' and 'as \(written.text)'; "
                    + "keep one", at: location)
        } else {
            property = written
        }
        skipMisplacedOptional(&misplacedOptional)
        return true
    }

    /// Reads a `?` that comes after a clause of a colleague line, noting where the first was.
    mutating func skipMisplacedOptional(_ misplacedOptional: inout SourceLocation?) {
        guard current.isPunctuation("?") else { return }
        let location = advance().location
        if misplacedOptional == nil { misplacedOptional = location }
    }

    /// Reports a `?` written at `location`, after a clause of `colleague`, with the line as it
    /// should be written; a single colleague is then read as optional.
    mutating func reportMisplacedOptional(
        of colleague: inout ColleagueSyntax, at location: SourceLocation
    ) {
        guard !colleague.isSet else {
            diagnostics.error(
                "a set is empty until members join, so it is never optional; remove '?'",
                at: location)
            return
        }
        let wasOptional = colleague.isOptional
        colleague.isOptional = true
        let place = colleague.property == nil ? "" : ", before 'as'"
        diagnostics.error(
            (wasOptional
                ? "'?' is written twice; keep the one right after the colleague's type"
                : "'?' goes right after the colleague's type\(place)")
                + ": write '\(Self.line(of: colleague))'",
            at: location)
    }

    /// The colleague line `colleague` stands for, its parts in their order.
    static func line(of colleague: ColleagueSyntax) -> String {
        var type = (colleague.isProtocol ? "any " : "") + colleague.name.text
        if colleague.isSet { type = "[\(type)]" }
        var parts = [
            (colleague.ownership.map { "\($0.rawValue) " } ?? "") + "colleague "
                + type + (colleague.isOptional ? "?" : "")
        ]
        if let property = colleague.property { parts.append("as \(property.text)") }
        if let key = colleague.keyType { parts.append("keyed by \(key.text)") }
        if let outbox = colleague.outbox { parts.append("outbox \(outbox.text)") }
        if colleague.isCalledDirectly { parts.append("called directly") }
        let roles = colleague.roles.map(\.text).joined(separator: ", ")
        return parts.joined(separator: " ") + (roles.isEmpty ? "" : ": " + roles)
    }
}
