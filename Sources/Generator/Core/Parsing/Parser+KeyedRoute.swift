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

extension Parser {
    /// The words that may follow a receiver: after `to first` one of them, or the start of a
    /// member, names no set, and `first` is a colleague type.
    private static let wordsAfterReceiver: Set<String> = [
        "except", "with", "then", "concurrently", "collecting",
    ]

    /// Whether `token`, after `first` in a route, is the name of a set written without its key,
    /// as in `to first Page`.
    func startsSetAfterFirst(_ token: Token) -> Bool {
        token.kind == .identifier && !startsMember(token)
            && (token.isEscaped || !Self.wordsAfterReceiver.contains(token.text))
    }

    /// What to write for `first Set` without a key, naming the event's parameters.
    static func missingKeyMessage(set: String, event: String, parameters: [String]) -> String {
        let start =
            "'first' picks a member of a keyed set by the key an event parameter holds: write "
        switch parameters.count {
        case 0:
            return start
                + "'to first \(set)[parameter]'; event '\(event)' has no parameter: add the key "
                + "to its payload"
        case 1:
            return start + "'to first \(set)[\(parameters[0])]'"
        default:
            let names = parameters.dropLast().map { "'\($0)'" }.joined(separator: ", ")
            return start + "'to first \(set)[parameter]' with the parameter that holds it: "
                + "\(names) or '\(parameters[parameters.count - 1])'"
        }
    }
}
