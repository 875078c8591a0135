// Payload and result types that Swift accepts in a function but that a mediator cannot pass on:
// generated code hands each argument to every receiver and to the trace, stores the payload and
// result types in a `Sendable` check, and reads them inside the mediator, beside its `Event` enum.

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
        } else if text.utf8.contains(UInt8(ascii: "@")), text.contains("@autoclosure") {
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
        checkEventIsQualified(type)
    }

    /// Reports a payload or result type that names a type `Event` without qualification:
    /// generated code reads it inside the mediator, where `Event` is the mediator's own enum of
    /// events.
    mutating func checkEventIsQualified(_ type: TypeSyntax) {
        // A type that names `Event` has its first letter: looking for that byte first spares
        // reading the names of most types.
        guard let initial = GeneratedNames.event.utf8.first, type.text.utf8.contains(initial),
            Self.unqualifiedTypeNames(in: type.text).contains(GeneratedNames.event)
        else { return }
        diagnostics.error(
            "'\(GeneratedNames.event)' in type '\(type.text)' would mean the mediator's own enum of "
                + "events, which generated code declares as '\(GeneratedNames.event)'; name your "
                + "type with its module, as in 'MyModule.\(GeneratedNames.event)'",
            at: type.location)
    }

    /// The names that `type` uses without a qualifier: `Event` in `[Event]`, `Event?` or
    /// `Event.ID`, but not in `Calendar.Event`, nor as a label in `(Event: Int)`.
    static func unqualifiedTypeNames(in type: String) -> [String] {
        let characters = Array(type)
        func isNamePart(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
        func isSkipped(_ character: Character) -> Bool {
            character.isWhitespace || character == "`"
        }
        var names: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter || characters[index] == "_" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, isNamePart(characters[index]) { index += 1 }
            let before = characters[..<start].last { !isSkipped($0) }
            let after = characters[index...].first { !isSkipped($0) }
            // A name before `:` is a label, unless it is a dictionary's key type: `[Key: Value]`.
            let isLabel = after == ":" && before != "["
            if before != "." && !isLabel {
                names.append(String(characters[start..<index]))
            }
        }
        return names
    }

    /// The problem with an implicitly unwrapped optional, which Swift allows only as the whole
    /// type of a declaration, never inside the tuples and optionals generated code builds.
    private func implicitlyUnwrapped(_ type: String) -> String? {
        guard type.hasSuffix("!") else { return nil }
        return "'\(type)' is implicitly unwrapped, which an event cannot pass on; write "
            + "'\(type.dropLast())?'"
    }
}
