import Foundation

/// One rule of a TextMate grammar: a single `match`, a `begin`/`end` region, or only a list of
/// `patterns` (as a repository entry that gathers other rules).
struct GrammarRule {
    /// What a rule matches.
    enum Kind {
        /// One expression, scoped as a whole by `name` and in parts by `captures`.
        case match(NSRegularExpression)
        /// A region from `begin` to `end`, inside which `patterns` apply.
        case region(begin: NSRegularExpression, end: NSRegularExpression)
        /// No expression of its own: its `patterns` stand in its place.
        case group
    }

    /// What the rule matches.
    var kind: Kind
    /// The scopes of everything the rule matches, a region's begin and end included.
    var name: [String] = []
    /// The scopes of what lies between a region's begin and end.
    var contentName: [String] = []
    /// The scopes of capture groups: of a match, or of a region's begin.
    var beginCaptures: [Int: [String]] = [:]
    /// The scopes of the capture groups of a region's end.
    var endCaptures: [Int: [String]] = [:]
    /// The rules that apply inside a region, or that a group stands for.
    var patterns: [GrammarPattern] = []
}

/// An entry of a `patterns` list: a rule, or a reference to one.
enum GrammarPattern {
    /// A rule written in place.
    case rule(GrammarRule)
    /// `{ "include": "#name" }` (a rule of the repository) or `{ "include": "$self" }` (the
    /// grammar's top-level patterns).
    case include(String)
}
