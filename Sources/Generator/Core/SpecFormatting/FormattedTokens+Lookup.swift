// Finding the tokens of a spec that its syntax tree points at, by location.

extension FormattedTokens {
    /// The index of the token at `location`, which must be where a token starts.
    func index(at location: SourceLocation) -> Int {
        let index = firstToken { $0.location >= location }
        precondition(tokens[index].location == location, "no token at \(location)")
        return index
    }

    /// The index of the last token of `type`.
    func lastIndex(of type: TypeSyntax) -> Int {
        firstToken { $0.range.lowerBound >= type.range.upperBound } - 1
    }

    /// The index of the first token for which `isAtOrAfter` holds, by binary search: it must
    /// hold for every token after that one too.
    private func firstToken(_ isAtOrAfter: (Token) -> Bool) -> Int {
        var range = 0..<tokens.count
        while !range.isEmpty {
            let middle = range.lowerBound + range.count / 2
            if isAtOrAfter(tokens[middle]) {
                range = range.lowerBound..<middle
            } else {
                range = (middle + 1)..<range.upperBound
            }
        }
        return range.lowerBound
    }
}
