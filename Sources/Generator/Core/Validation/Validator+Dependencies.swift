// What the mediator uses without taking part in events: properties its initializer sets.

extension Validator {
    /// The dependencies of `mediator`, each with its type (a missing one is reported by the
    /// parser) and an access level its reactions can read.
    mutating func checkedDependencies(of mediator: MediatorSyntax) -> [DependencyModel] {
        mediator.dependencies.compactMap { dependency in
            checkVisibleToReactions(
                dependency.accessLevel, of: dependency.name, at: dependency.start)
            guard let type = dependency.type else { return nil }
            return DependencyModel(
                name: dependency.name.identifier, accessLevel: dependency.accessLevel,
                isWeak: dependency.weak != nil, type: type.text,
                defaultValue: dependency.defaultValue, documentation: dependency.documentation,
                location: dependency.name.location,
                defaultValueLocation: dependency.defaultValueLocation)
        }
    }
}
