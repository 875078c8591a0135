// An event's payload, `(label name: Type = value, ...)`, and the attribute a request may have,
// `@discardableResult event ...`.

extension Parser {
    /// Parses `(label name: Type [= value], ...)`.
    mutating func parseParameters() -> [ParameterSyntax]? {
        advance()
        var parameters: [ParameterSyntax] = []
        if current.isPunctuation(")") {
            advance()
            return parameters
        }
        while true {
            guard let first = parseName("a parameter name") else { return nil }
            var label: NameSyntax?
            var name = first
            if current.kind == .identifier {
                label = first
                guard let second = parseName("a parameter name") else { return nil }
                name = second
            }
            guard expect(":", "':' and a type after parameter '\(name.text)'") else { return nil }
            guard
                let type = parseType(
                    endingAt: .parameterEnd, what: "a type for parameter '\(name.text)'")
            else { return nil }
            var parameter = ParameterSyntax(label: label, name: name, type: type)
            if current.isPunctuation("=") {
                advance()
                guard current.kind == .expression, !current.text.isEmpty else {
                    error("expected a default value for parameter '\(name.text)' after '='")
                    return nil
                }
                let location = current.location
                parameter.defaultValue = ExpressionSyntax(text: advance().text, location: location)
            }
            parameters.append(parameter)
            if current.isPunctuation(")") {
                advance()
                return parameters
            }
            guard expect(",", "',' or ')' after parameter '\(name.text)'") else { return nil }
        }
    }

    /// Whether the tokens at `index` are an attribute and then `event`: `@discardableResult event`.
    func startsAttributedEvent(at index: Int) -> Bool {
        tokens[index].isPunctuation("@") && index + 2 < tokens.count
            && tokens[index + 2].isKeyword("event")
    }

    /// Parses the attribute before `event`, which may only be `@discardableResult`, and returns
    /// where it is written; `nil` after an error.
    mutating func parseEventAttribute() -> SourceLocation? {
        let location = advance().location
        guard let name = parseName("an attribute after '@'") else { return nil }
        guard name.text == "discardableResult" else {
            diagnostics.error(
                "'@\(name.text)' cannot be written before 'event'; the one attribute an event "
                    + "takes is '@discardableResult', on a request whose result the sender may "
                    + "ignore", at: location)
            return nil
        }
        return location
    }
}
