// `subclassable mediator`: a class that is not `final`, so that an app or its tests subclass it.

extension Validator {
    /// Whether `mediator` is `subclassable`, reporting a `nonisolated` one that does not say
    /// `@unchecked Sendable`: Swift lets no class that is not `final` be checked `Sendable`.
    mutating func checkSubclassable(_ mediator: MediatorSyntax, isolation: Isolation) -> Bool {
        guard let location = mediator.subclassable else { return false }
        if isolation == .nonisolated,
            !mediator.inheritance.contains(where: { $0.name == "@unchecked Sendable" })
        {
            diagnostics.error(
                "a 'nonisolated' mediator is 'Sendable', which Swift checks only for a 'final' "
                    + "class; a subclassable one must say that it, and every subclass, is safe to "
                    + "use from any thread: write '@unchecked Sendable' last after ':', as in "
                    + "'nonisolated subclassable mediator \(mediator.name.text): "
                    + "@unchecked Sendable'", at: location)
        }
        return true
    }
}
