/// A name as Swift reads it, without backticks, that prints itself for the place it stands in:
/// a declaration, a stored property, a member after `.`, a parameter's label or an argument's.
///
/// The spec's names (events, parameters, labels, colleague properties, state) and the generated
/// names that derive from them reach the templates through these properties only, so that no
/// other code adds or strips backticks.
package struct Identifier: Hashable, Sendable, CustomStringConvertible {
    /// The name without backticks: how Swift reads it, and how traces, Codable keys and messages
    /// spell it.
    package let text: String

    /// The identifier `text`, which is written without backticks.
    package init(_ text: String) {
        self.text = text
    }

    package var description: String { text }

    /// The name declaring a function, a case, a local or a parameter, or standing alone in an
    /// expression: in backticks when it is a keyword.
    package var declared: String {
        SwiftNames.keywords.contains(text) ? "`\(text)`" : text
    }

    /// The name declaring a property: like ``declared``, and `Type` and `Protocol` in backticks
    /// too, which Swift takes as a member's name only so.
    package var property: String {
        text == "Type" || text == "Protocol" ? "`\(text)`" : declared
    }

    /// The name after a `.`, where every keyword but `init` and `self` may stand without
    /// backticks.
    package var member: String {
        text == "init" || text == "self" ? "`\(text)`" : text
    }

    /// The name as a parameter's argument label in a declaration: every keyword may stand without
    /// backticks but those that could start the parameter's type or pattern, and `_`, which
    /// without them means no label.
    package var parameterLabel: String {
        text == "inout" || text == "var" || text == "let" || text == "_" ? "`\(text)`" : text
    }

    /// The name as an argument label at a call site, where Swift warns about backticks that are
    /// not needed; `inout` and `_` need them.
    package var argumentLabel: String {
        text == "inout" || text == "_" ? "`\(text)`" : text
    }

    /// The name with its first letter in upper case, to start a generated name with:
    /// `likeAdded` → `LikeAdded`.
    package var capitalized: String { SwiftNames.upperCamelCase(text) }
}
