/// Names that generated code gives its own declarations and locals, each chosen so that no name
/// from the spec in the same scope takes it: `link`, or `link2` when a colleague property,
/// entry point or parameter is already called `link`.
struct NameScope {
    private var taken: Set<String>

    /// Makes a scope in which `names` are taken.
    init(taking names: some Sequence<String>) {
        taken = Set(names)
        // Room for what a scope usually claims, so that claiming rarely makes the set grow.
        taken.reserveCapacity(taken.count + 8)
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
}
