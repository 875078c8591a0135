/// The data of one dependency: the mediator's property, its parameter of `init`, and the method
/// that makes its default argument, if it has one.
struct DependencyContext: Encodable {
    /// The name, in backticks where Swift needs them.
    let name: String
    /// The property's declaration: `let store: any Store`, or `weak let helper: Helper?`, after
    /// the access level written.
    let declaration: String
    /// Its parameter of `init`: `store: any Store`, with `= defaultStore()` after a
    /// default value.
    let initParameter: String
    let docComment: [String]
    /// The property's line, where the compiler reports a type it cannot find or a weak reference
    /// to a type that is not a class.
    let line: Int
    /// The static method that makes the default argument, declared at the default value's line
    /// so that the compiler reports a mistake in it there; `nil` without a default value.
    let makeDefault: MakeDefault?

    /// The method that makes a dependency's default argument.
    struct MakeDefault: Encodable {
        /// What the declaration starts with: `private static func`, or `@usableFromInline static
        /// func` for a `public` mediator, whose initializer's default arguments Swift inlines.
        let modifiers: String
        let name: String
        /// The dependency's name: the parameter whose default argument the method makes.
        let parameter: String
        let type: String
        let value: String
        let line: Int
    }

    init(
        _ dependency: DependencyModel, mediator: MediatorModel, makeDefault makeDefaultName: String?
    ) {
        name = dependency.name.property
        declaration =
            (dependency.accessLevel.map { $0 + " " } ?? "") + (dependency.isWeak ? "weak " : "")
            + "let \(name): \(dependency.propertyType)"
        docComment = DocumentationText.comment(
            dependency.documentation.isEmpty
                ? ["Passed to `init`, for the mediator's own code to call."]
                : dependency.documentation, indentation: 4)
        line = dependency.location.line
        if let method = makeDefaultName, let value = dependency.defaultValue {
            makeDefault = MakeDefault(
                modifiers: mediator.accessLevel == .public
                    ? "@usableFromInline static func" : "private static func",
                name: method, parameter: name, type: dependency.type, value: value,
                line: (dependency.defaultValueLocation ?? dependency.location).line)
        } else {
            makeDefault = nil
        }
        initParameter =
            "\(name): \(dependency.type)"
            + (makeDefault.map { " = \($0.name)()" } ?? "")
    }
}
