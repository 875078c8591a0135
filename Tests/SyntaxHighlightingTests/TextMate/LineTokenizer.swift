import Foundation

/// Gives each character of a text its scopes, one line at a time, as editors that read TextMate
/// grammars do: each line is matched with its line break, and regions left open at the end of a
/// line go on in the next.
///
/// At each position the open region's `end` and its patterns are searched; the match that starts
/// first wins, and of matches that start together the `end` wins, then the pattern listed first.
struct LineTokenizer {
    /// A region whose `begin` matched and whose `end` has not yet.
    private struct OpenRegion {
        var rule: GrammarRule
        var end: NSRegularExpression
    }

    /// What the search at a position found.
    private enum Choice {
        case end
        case match(GrammarRule)
        case begin(GrammarRule, end: NSRegularExpression)
    }

    let grammar: Grammar
    private var openRegions: [OpenRegion] = []

    init(grammar: Grammar) {
        self.grammar = grammar
    }

    /// The scopes of each UTF-16 unit of `line`, which holds no line break; regions the line
    /// leaves open apply to the next line given.
    mutating func scopes(ofLine line: String) throws -> [[String]] {
        let text = line + "\n"
        let length = text.utf16.count
        var scopes = [[String]](repeating: [], count: length)
        var searches: [ObjectIdentifier: NSTextCheckingResult?] = [:]
        var position = 0
        var stalls = 0
        while position < length {
            guard let (choice, match) = nextMatch(in: text, from: position, cache: &searches) else {
                fill(&scopes, position..<length, with: currentScopes)
                break
            }
            fill(&scopes, position..<match.range.location, with: currentScopes)
            switch choice {
            case .end:
                let region = openRegions.removeLast()
                apply(
                    match, to: &scopes, base: currentScopes + region.rule.name,
                    captures: region.rule.endCaptures)
            case .match(let rule):
                apply(
                    match, to: &scopes, base: currentScopes + rule.name,
                    captures: rule.beginCaptures)
            case .begin(let rule, let end):
                apply(
                    match, to: &scopes, base: currentScopes + rule.name,
                    captures: rule.beginCaptures)
                openRegions.append(OpenRegion(rule: rule, end: end))
            }
            let matchEnd = match.range.location + match.range.length
            if matchEnd > position {
                position = matchEnd
                stalls = 0
            } else {
                // Empty matches that open and close regions without end would loop forever.
                stalls += 1
                guard stalls < 64 else {
                    throw GrammarError(
                        at: "column \(position + 1) of '\(line)'",
                        "is matched again and again without moving on")
                }
            }
        }
        return scopes
    }

    /// The scopes of text inside every open region.
    private var currentScopes: [String] {
        [grammar.scopeName] + openRegions.flatMap { $0.rule.name + $0.rule.contentName }
    }

    private func nextMatch(
        in text: String, from position: Int,
        cache: inout [ObjectIdentifier: NSTextCheckingResult?]
    ) -> (Choice, NSTextCheckingResult)? {
        var best: (Choice, NSTextCheckingResult)?
        func consider(_ expression: NSRegularExpression, _ choice: Choice) {
            guard let match = search(expression, in: text, from: position, cache: &cache) else {
                return
            }
            if best.map({ match.range.location < $0.1.range.location }) ?? true {
                best = (choice, match)
            }
        }
        if let region = openRegions.last {
            consider(region.end, .end)
        }
        for rule in grammar.rules(in: openRegions.last?.rule.patterns ?? grammar.patterns) {
            switch rule.kind {
            case .match(let expression): consider(expression, .match(rule))
            case .region(let begin, let end): consider(begin, .begin(rule, end: end))
            case .group: break
            }
        }
        return best
    }

    /// The first match of `expression` at or after `position`. A search from an earlier position
    /// that found a match at or after this one, or none, answers for this one too.
    private func search(
        _ expression: NSRegularExpression, in text: String, from position: Int,
        cache: inout [ObjectIdentifier: NSTextCheckingResult?]
    ) -> NSTextCheckingResult? {
        let key = ObjectIdentifier(expression)
        if let cached = cache[key], cached.map({ $0.range.location >= position }) ?? true {
            return cached
        }
        let length = text.utf16.count
        // Transparent bounds let lookbehinds see the text before `position`; without anchoring
        // bounds, `^` and `$` keep meaning the start and end of the line.
        let match = expression.firstMatch(
            in: text, options: [.withTransparentBounds, .withoutAnchoringBounds],
            range: NSRange(location: position, length: length - position))
        cache[key] = .some(match)
        return match
    }

    private func fill(_ scopes: inout [[String]], _ range: Range<Int>, with value: [String]) {
        guard !range.isEmpty else { return }
        for index in range { scopes[index] = value }
    }

    /// Scopes the text of `match` with `base`, then each capture group with its own scopes added.
    private func apply(
        _ match: NSTextCheckingResult, to scopes: inout [[String]], base: [String],
        captures: [Int: [String]]
    ) {
        let whole = match.range.location..<(match.range.location + match.range.length)
        fill(&scopes, whole, with: base)
        for group in captures.keys.sorted() where group < match.numberOfRanges {
            let range = match.range(at: group)
            guard range.location != NSNotFound else { continue }
            for index in range.location..<(range.location + range.length) {
                scopes[index] += captures[group] ?? []
            }
        }
    }
}
