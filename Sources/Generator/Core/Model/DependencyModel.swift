/// Something the mediator's own code uses without taking part in events (`uses store: Store`):
/// a class, a struct or an existential of the app's, which the initializer takes and the
/// mediator keeps, as a constant or weakly.
package struct DependencyModel: Sendable, Equatable {
    /// The property's name, also the initializer's parameter.
    package var name: Identifier
    /// The access level written, if any.
    package var accessLevel: String?
    /// Whether the mediator holds it weakly: a `weak let` of the optional type.
    package var isWeak: Bool
    /// The type, as written.
    package var type: String
    /// The initializer's default argument, a Swift expression as written, if any.
    package var defaultValue: String?
    /// Documentation lines.
    package var documentation: [String]
    /// Where the property's name is written.
    package var location: SourceLocation
    /// Where its default value is written, if any.
    package var defaultValueLocation: SourceLocation?

    /// The property's type: ``type``, made optional when the dependency is weak.
    package var propertyType: String {
        guard isWeak, !type.hasSuffix("?") else { return type }
        let isComposite =
            type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("&")
            || type.contains("->")
        return isComposite ? "(\(type))?" : type + "?"
    }
}
