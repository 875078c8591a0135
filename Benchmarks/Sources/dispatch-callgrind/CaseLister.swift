import DispatchCases

/// Collects the names of the catalog's cases.
struct CaseLister: DispatchCaseVisitor {
    private(set) var names: [String] = []

    mutating func visit<Case: DispatchCase>(
        _ name: String, _ make: @escaping @Sendable () -> Case
    ) {
        names.append(name)
    }

    mutating func visitMainActor<Case: MainActorDispatchCase>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Case
    ) {
        names.append(name)
    }

    mutating func visitGlobalActor<Case: GlobalActorDispatchCase>(
        _ name: String, _ make: @escaping @BenchmarkActor @Sendable () -> Case
    ) {
        names.append(name)
    }

    mutating func visitAsync<Case: AsyncDispatchCase>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Case
    ) {
        names.append(name)
    }

    mutating func visitContended<Case: SharedDispatchCase>(
        _ name: String, _ make: @escaping @Sendable () -> Case
    ) {
        names.append(name)
    }
}
