// A stored property, which does not break: its default value and its observers are Swift,
// written as they are.

extension SpecLayout {
    /// A stored property on one line, but for its attributes and modifiers that the spec writes
    /// on lines of their own, which keep them; `internal(set)`, `unowned(unsafe)` and an
    /// attribute's arguments stay attached to the word before them.
    func state(_ state: StateSyntax, _ range: ClosedRange<Int>) -> Layout {
        let keyword = tokens.index(at: state.name.location) - 1
        let pieceStarts = Set(
            (state.attributes + state.modifiers).map { tokens.index(at: $0.location) }
                + (state.accessLevelLocation.map { [tokens.index(at: $0)] } ?? []) + [keyword])
        // The `(` of each modifier written with an argument.
        let attachedParentheses = Set(
            state.modifiers.filter { $0.text.hasSuffix(")") }.map {
                tokens.index(at: $0.location) + 1
            })
        var layouts = tokens.piece(range.lowerBound, in: range)
        for index in range.dropFirst() {
            let token = tokens.tokens[index]
            let spaceBefore =
                tokens.tokens[index - 1].range.upperBound..<token.range.lowerBound
            if index <= keyword, pieceStarts.contains(index),
                tokens.lineBreaks(in: spaceBefore) > 0,
                tokens.trailingComments(of: index - 1).isEmpty
            {
                layouts.append(.hardLine(blank: false))
            } else if !attachedParentheses.contains(index),
                // An attribute's arguments follow its name: `@Clamped(1...3)`; a value after `=`
                // that starts with `(` keeps its space.
                !(token.kind == .expression && token.text.first == "("
                    && tokens.tokens[index - 1].kind == .identifier)
            {
                layouts += tokens.separator(before: index)
            }
            layouts += tokens.piece(index, in: range)
        }
        return .sequence(layouts)
    }
}
