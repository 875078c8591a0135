/// The data a template is filled with: text, flags, lists and named fields.
package enum TemplateValue: Sendable, Equatable {
    /// Text, inserted by `{{name}}`; a section over non-empty text renders once.
    case text(String)
    /// A flag: a section renders when it is `true`, an inverted section when it is `false`.
    case flag(Bool)
    /// A list: a section renders once per element.
    case list([TemplateValue])
    /// Named fields, looked up by the tags inside a section over this value.
    case object([String: TemplateValue])

    /// Whether a section over the value renders (an inverted section renders when it does not).
    var isTruthy: Bool {
        switch self {
        case .text(let text): !text.isEmpty
        case .flag(let flag): flag
        case .list(let items): !items.isEmpty
        case .object: true
        }
    }

    /// The number of values in this one, itself included.
    var count: Int {
        var total = 1
        switch self {
        case .text, .flag: break
        case .list(let items):
            for item in items { total += item.count }
        case .object(let fields):
            for value in fields.values { total += value.count }
        }
        return total
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    /// Makes a text value from a literal.
    package init(stringLiteral value: String) {
        self = .text(value)
    }

    /// Makes a flag from a literal.
    package init(booleanLiteral value: Bool) {
        self = .flag(value)
    }
}
