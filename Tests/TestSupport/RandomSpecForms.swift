// Swift's forms in a random spec: default values of parameters, `@discardableResult` on
// requests and the mediator's state in Swift's property syntax.

extension RandomSpecDrawer {
    /// A literal of each plain payload type that has one, which a parameter may take as its
    /// default value. Written with sugar only (`[Int]`, `Int?`), so that no type a spec declares
    /// (`Array`, `Optional`) changes what it means.
    static let defaultValues: [String: [String]] = [
        "Int": ["0", "7", "-1"], "String": ["\"\"", "\"a, b)\""], "[Int]": ["[]", "[1, 2]"],
        "[String: Double]": ["[:]", "[\"a\": 1.5]"], "Int?": ["nil", "3"],
        "(a: Int, b: String)": ["(a: 1, b: \"\")"], "Bool": ["true", "false"],
        "Set<Int>": ["[]", "[4]"],
    ]

    /// `parameters` as the event writes them, some with a default value of their type.
    mutating func withDefaultValues(_ parameters: [String]) -> [String] {
        parameters.map { parameter in
            let parts = parameter.split(separator: ": ", maxSplits: 1)
            guard parts.count == 2, let values = Self.defaultValues[String(parts[1])],
                random.chance(30)
            else { return parameter }
            return parameter + " = " + random.pick(values)
        }
    }

    /// `@discardableResult` before a request, on its own line or at its start, some; nothing
    /// otherwise.
    mutating func discardableResult() -> String {
        guard random.chance(40) else { return "" }
        return random.pick(["@discardableResult\n    ", "@discardableResult "])
    }

    /// Some of the mediator's state in Swift's property syntax: a `lazy var`, a `var` observed
    /// with `didSet`, an optional `var` without a value, which starts as `nil`. None in a
    /// `nonisolated` mediator, which holds `let`s only.
    mutating func stateFormLines() -> [String] {
        guard isolation != "nonisolated " else { return [] }
        var lines: [String] = []
        if random.chance(20) {
            // Made from the mediator's other state.
            lines += [
                "    /// Read by the lazy state.", "    let base\(index) = \(index)",
                "    /// Made when first read.",
                "    lazy var lazy\(index): [Int] = [base\(index)]",
            ]
        }
        if random.chance(20) {
            lines += [
                "    /// Observed.",
                random.pick([
                    "    var observed\(index) = 0 { didSet { _ = oldValue } }",
                    "    public internal(set) var observed\(index): Int = 1 {\n"
                        + "        didSet {\n            _ = oldValue\n        }\n    }",
                ]),
            ]
        }
        if random.chance(20) {
            lines += [
                "    /// None until set.",
                "    " + random.pick(["var maybe\(index): [String]?", "var maybe\(index): Bool!"]),
            ]
        }
        return lines
    }
}
