// Swift types written in a spec: payload and result types, passed through as written.

extension Parser {
    /// Where a type written in a spec ends.
    enum TypeEnd {
        /// At a `,` or `)` outside brackets: the end of a parameter.
        case parameterEnd
        /// At the given keyword outside brackets.
        case keyword(String)
        /// At `=`, `;`, `}`, a property's observers or the start of the next member, outside
        /// brackets: the end of a stored property's type.
        case declarationEnd
        /// Where a stored property's type ends, or at `:`, `as`, `outbox` or `called` outside
        /// brackets: the end of a set's key type, before what may follow it in a colleague.
        case keyEnd
    }

    /// Parses a Swift type as a balanced run of tokens and returns its normalised text.
    mutating func parseType(endingAt end: TypeEnd, what: @autoclosure () -> String)
        -> TypeSyntax?
    {
        let first = current
        var closers: [String] = []
        var pieces: [Token] = []
        while true {
            let token = current
            if closers.isEmpty && endsType(token, end) { break }
            // An attribute or a modifier on a later line starts the next stored property, or
            // the next event (`@discardableResult`).
            if closers.isEmpty, Self.endsAtDeclarations(end), let last = pieces.last,
                token.location.line > last.location.line,
                startsState(at: position) || startsAttributedEvent(at: position)
            {
                break
            }
            if closers.isEmpty, token.isPunctuation(":"), case .parameterEnd = end {
                error("expected ',' between parameters")
                return nil
            }
            if token.kind == .endOfFile || token.isPunctuation("{") || token.isPunctuation("}")
                || token.isPunctuation(";") || token.isKeyword("event")
            {
                if let expected = closers.last {
                    error("expected '\(expected)' to close the type")
                } else {
                    error("expected \(what())")
                }
                return nil
            }
            if let closer = Self.closer(of: token) {
                closers.append(closer)
            } else if token.isPunctuation(")") || token.isPunctuation("]")
                || token.isPunctuation(">")
            {
                guard closers.last == token.text else {
                    error(
                        "unbalanced brackets in the type: expected \(closers.last.map { "'\($0)'" } ?? "a type")"
                    )
                    return nil
                }
                closers.removeLast()
            } else if token.isPunctuation("=") {
                break
            }
            pieces.append(advance())
        }
        guard !pieces.isEmpty else {
            error("expected \(what())")
            return nil
        }
        return TypeSyntax(
            text: Self.normalisedText(of: pieces), location: first.location,
            range: first.range.lowerBound..<pieces[pieces.count - 1].range.upperBound)
    }

    func endsType(_ token: Token, _ end: TypeEnd) -> Bool {
        switch end {
        case .parameterEnd: return token.isPunctuation(",") || token.isPunctuation(")")
        case .keyword(let word): return token.isKeyword(word)
        case .declarationEnd:
            return token.isPunctuation("=") || token.isPunctuation(";")
                || token.isPunctuation("}") || token.kind == .endOfFile || startsMember(token)
                || (token.kind == .expression && token.text.first == "{")
        case .keyEnd:
            return token.isPunctuation(":") || token.isKeyword("as") || token.isKeyword("outbox")
                || token.isKeyword("called") || endsType(token, .declarationEnd)
        }
    }

    /// Whether a type ending at `end` ends where the next member starts.
    static func endsAtDeclarations(_ end: TypeEnd) -> Bool {
        switch end {
        case .declarationEnd, .keyEnd: true
        case .parameterEnd, .keyword: false
        }
    }

    static func closer(of token: Token) -> String? {
        guard token.kind == .punctuation else { return nil }
        switch token.text {
        case "(": return ")"
        case "[": return "]"
        case "<": return ">"
        default: return nil
        }
    }

    /// Joins tokens with one space wherever the source had whitespace or comments between them,
    /// so that comments and line breaks never reach generated code.
    static func normalisedText(of tokens: [Token]) -> String {
        var text = ""
        var previousEnd: Int?
        for token in tokens {
            if let end = previousEnd, token.range.lowerBound > end {
                text += " "
            }
            text += token.spelling
            previousEnd = token.range.upperBound
        }
        return text
    }
}
