// Payload and result types that Swift accepts in a function but that a mediator cannot pass on:
// generated code hands each argument to every receiver and to the trace, and stores the payload
// and result types in a `Sendable` check.

extension Validator {
    /// Reports a parameter type whose value cannot be passed on to several receivers.
    mutating func checkPassable(_ type: TypeSyntax, parameter name: String) {
        let text = type.text
        let problem: String?
        if text.hasSuffix("...") {
            // Swift cannot pass a variadic parameter on to another variadic parameter.
            problem =
                "variadic parameter '\(name)' cannot be passed on to the receivers; take an array "
                + "instead: '[\(text.dropLast(3))]'"
        } else if text.hasPrefix("inout ") {
            problem =
                "'inout' parameter '\(name)' cannot be passed on to the receivers; make the "
                + "event a request that returns the new value instead"
        } else if text.contains("@autoclosure") {
            problem =
                "'@autoclosure' parameter '\(name)' cannot be passed on to the receivers; take a "
                + "closure instead: '\(text.replacing("@autoclosure ", with: ""))'"
        } else {
            problem = implicitlyUnwrapped(text)
        }
        if let problem { diagnostics.error(problem, at: type.location) }
    }

    /// Reports a result type that generated code cannot return through an outbox.
    mutating func checkResultType(_ type: TypeSyntax) {
        if let problem = implicitlyUnwrapped(type.text) {
            diagnostics.error(problem, at: type.location)
        }
    }

    /// The problem with an implicitly unwrapped optional, which Swift allows only as the whole
    /// type of a declaration, never inside the tuples and optionals generated code builds.
    private func implicitlyUnwrapped(_ type: String) -> String? {
        guard type.hasSuffix("!") else { return nil }
        return "'\(type)' is implicitly unwrapped, which an event cannot pass on; write "
            + "'\(type.dropLast())?'"
    }
}
