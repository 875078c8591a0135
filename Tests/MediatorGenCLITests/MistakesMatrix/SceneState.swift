/// A stored property of the mediator:
/// `[attribute] [access] [modifier] let|var name[: Type] [= value] [{ willSet/didSet }]`.
struct SceneState: Sendable {
    /// A property wrapper with its arguments: `@Clamped(1...3)`.
    var attribute: String?
    /// Whether ``attribute`` is written on a line of its own, above the property's.
    var attributeOnOwnLine = false
    var access: String?
    /// `lazy`, `weak`, `unowned` or `unowned(unsafe)`, written after the access level.
    var modifier: String?
    var isVariable: Bool
    var name: String
    var type: String?
    var value: String?
    /// Written `uses` (`weak uses` when ``isVariable``) instead of `let`: a dependency.
    var isDependency = false
    /// The body of its `willSet`, on a line of its own.
    var willSet: String?
    /// The body of its `didSet`, on a line of its own.
    var didSet: String?

    /// Whether it is `lazy`: a `var` whose value Swift builds the first time it is read.
    var isLazy: Bool { modifier == "lazy" }

    /// Whether it is a reference that does not keep its object: `weak` or `unowned`, of any
    /// safety.
    var isReference: Bool { modifier.map { $0 == "weak" || $0.hasPrefix("unowned") } ?? false }

    /// Its attribute as the spec writes it, with `fault` if it is this property's.
    func writtenAttribute(fault: Fault?) -> String? {
        attribute.map { fault == .misspelledWrapper(name) ? Misspelling.wrapper($0) : $0 }
    }

    /// Its line in the spec, without the observers' block and an attribute on a line of its
    /// own, with `fault` if it is this property's.
    func written(fault: Fault?) -> String {
        let keyword =
            isDependency
            ? (isVariable ? "weak uses " : "uses ")
            : (isVariable && fault != .lazyLet(name) ? "var " : "let ")
        let attribute = attributeOnOwnLine ? nil : writtenAttribute(fault: fault).map { $0 + " " }
        var line = "    " + (attribute ?? "") + (access.map { $0 + " " } ?? "")
        line += (modifier.map { $0 + " " } ?? "") + keyword + name
        if let type { line += ": " + writtenType(type, fault: fault) }
        if let value { line += " = " + writtenValue(value, fault: fault) }
        return line
    }

    private func writtenType(_ type: String, fault: Fault?) -> String {
        switch fault {
        case .misspelledStateType(name): Misspelling.type(type)
        case .weakValueDependency(name), .unownedValue(name): "Item"
        case .weakNotOptional(name): String(type.dropLast())
        default: type
        }
    }

    private func writtenValue(_ value: String, fault: Fault?) -> String {
        switch fault {
        case .wrongStateDefault(name): value.hasPrefix("\"") ? "0" : "\"wrong\""
        case .mistakeInValue(name): Misspelling.value(value)
        case .unownedValue(name): "Item()"
        default: value
        }
    }
}
