/// Names chosen in one scope so that no name from the spec in it takes them.
package struct NameScope {
    private var taken: Set<String>

    /// Makes a scope in which `names` are taken; a name in backticks (`` `deinit` ``) takes the
    /// name without them, as Swift reads it.
    init(taking names: some Sequence<String>) {
        taken = Set(names.map(SwiftNames.bare))
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
