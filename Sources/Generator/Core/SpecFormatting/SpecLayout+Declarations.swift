// The places where a mediator's line and a colleague line break when they do not fit on one
// line. A stored property does not break: its default value is the rest of the line after `=`.

extension SpecLayout {
    private static let opening = ["(", "[", "<"]
    private static let closing = [")", "]", ">"]

    /// `mediator Name: Superclass(), Protocol, ... {`, or when it does not fit on one line, the
    /// superclass and protocols on lines one level deeper, filled, and `{` on a line of its own.
    func header(
        _ mediator: MediatorSyntax, _ range: ClosedRange<Int>, in declaration: ClosedRange<Int>
    ) -> [Layout] {
        let colon = tokens.index(at: mediator.name.location) + 1
        let openingBrace = range.upperBound
        guard !mediator.inheritance.isEmpty, colon < openingBrace,
            tokens.tokens[colon].isPunctuation(":")
        else { return tokens.pieces(range, in: declaration) }
        var items: [Layout] = []
        var itemStart = colon + 1
        var depth = 0
        // Commas inside brackets, as in `Base<Int, String>()`, separate no items.
        for index in itemStart..<openingBrace {
            let token = tokens.tokens[index]
            if Self.opening.contains(where: token.isPunctuation) {
                depth += 1
            } else if Self.closing.contains(where: token.isPunctuation) {
                depth -= 1
            } else if depth == 0, token.isPunctuation(",") {
                items.append(.sequence(tokens.pieces(itemStart...index, in: declaration)))
                itemStart = index + 1
            }
        }
        if itemStart < openingBrace {
            items.append(.sequence(tokens.pieces(itemStart...openingBrace - 1, in: declaration)))
        }
        // A comment after `{` stays out of the group: one that ends the line would break it, and
        // once the formatter has put a line break after one, the spec would format differently.
        return [
            .group(
                tokens.pieces(range.lowerBound...colon, in: declaration)
                    + [.nest([.line, .fill(items)]), .line]
                    + tokens.piece(openingBrace, in: range))
        ] + tokens.trailingComments(of: openingBrace)
    }

    /// A colleague line, whose clauses (`as`, `keyed by`, `outbox`, `called directly`) and roles
    /// fill its lines, those after the first one level deeper.
    func colleague(_ colleague: ColleagueSyntax, _ range: ClosedRange<Int>) -> Layout {
        var starts: [Int] = []
        if let property = colleague.property {
            starts.append(tokens.index(at: property.location) - 1)
        }
        if let key = colleague.keyType { starts.append(tokens.index(at: key.location) - 2) }
        if let outbox = colleague.outbox { starts.append(tokens.index(at: outbox.location) - 1) }
        if colleague.isCalledDirectly,
            let called = range.dropLast().last(where: {
                tokens.tokens[$0].isKeyword("called") && tokens.tokens[$0 + 1].isKeyword("directly")
            })
        {
            starts.append(called)
        }
        // Each role with the comma after it is an item; `:` stays with what comes before it.
        for role in colleague.roles { starts.append(tokens.index(at: role.location)) }
        starts.sort()
        var items: [Layout] = []
        var itemStart = range.lowerBound
        for start in starts + [range.upperBound + 1] where start > itemStart {
            items.append(.sequence(tokens.pieces(itemStart...start - 1, in: range)))
            itemStart = start
        }
        return .nest([.fill(items)])
    }
}
