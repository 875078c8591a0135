// Not `indirect`: lists and objects keep their elements out of line already, so no value needs
// a box of its own, which a large spec's data would allocate and free hundreds of thousands of.

/// The data a template is filled with: text, flags, lists and named fields.
public enum TemplateValue: Sendable, Equatable {
    /// Text, inserted by `{{name}}`; a section over non-empty text renders once.
    case text(TemplateText)
    /// A flag: a section renders when it is `true`, an inverted section when it is `false`.
    case flag(Bool)
    /// A list: a section renders once per element.
    case list([TemplateValue])
    /// Named fields, looked up by the tags inside a section over this value.
    case object(TemplateFields)

    /// Whether a section over the value renders (an inverted section renders when it does not).
    var isTruthy: Bool {
        switch self {
        case .text(let text): return !text.isEmpty
        case .flag(let flag): return flag
        case .list(let items): return !items.isEmpty
        case .object: return true
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    /// Makes a text value from a literal.
    public init(stringLiteral value: String) {
        self = .text(TemplateText(value))
    }

    /// Makes a flag from a literal.
    public init(booleanLiteral value: Bool) {
        self = .flag(value)
    }
}
