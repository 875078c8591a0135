/// Names chosen in one scope so that no name from the spec in it takes them.
package struct NameScope {
    private var taken: Set<String>

    /// Makes a scope in which `names`, as Swift reads them, are taken.
    init(taking names: some Sequence<String>) {
        taken = Set(names)
    }

    /// Makes a scope in which `identifiers` are taken.
    init(taking identifiers: some Sequence<Identifier>) {
        taken = Set(identifiers.lazy.map(\.text))
    }

    /// Returns `preferred`, or the first of `preferred2`, `preferred3`, ... that is free, and
    /// takes it.
    mutating func claim(_ preferred: String) -> String {
        var name = preferred
        var number = 1
        while taken.contains(name) {
            number += 1
            name = preferred + String(number)
        }
        taken.insert(name)
        return name
    }

    /// ``claim(_:)`` in a scope used for that one name.
    func claimed(_ preferred: String) -> String {
        var scope = self
        return scope.claim(preferred)
    }
}
