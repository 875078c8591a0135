/// The event as a case of the mediator's `Event` enum: the case's declaration, and the value a
/// dispatch hands the observer.
extension EventData {
    /// `case likeAdded(to: News)`: the event's call labels, and its parameter types as stored
    /// values. A label repeated in the event would repeat a tuple label, so only its first
    /// parameter keeps it.
    var eventCase: String {
        "case \(SwiftNames.escaped(event.name))"
            + caseElements(isPlain: SwiftNames.isPlainLabel, Self.eventCaseType(of:))
    }

    /// `Event.likeAdded(to: news)`: the event's case with the dispatch's arguments.
    var eventValue: String {
        "Event." + SwiftNames.memberName(event.name)
            + caseElements(isPlain: SwiftNames.isPlainArgumentLabel, Self.eventCaseValue(of:))
    }

    /// `(to: News)` or `(to: news)`: each parameter's element of the case, labelled unless an
    /// earlier parameter took its label, with backticks where `isPlain` says the label needs
    /// them; empty for an event without parameters.
    private func caseElements(
        isPlain: (String) -> Bool, _ element: (ParameterModel) -> String
    ) -> String {
        guard !event.parameters.isEmpty else { return "" }
        var labels: Set<String> = []
        let elements = event.parameters.map { parameter in
            let text = element(parameter)
            guard let label = caseLabel(of: parameter), labels.insert(label).inserted else {
                return text
            }
            return (isPlain(label) ? label : "`\(label)`") + ": " + text
        }
        return "(" + elements.joined(separator: ", ") + ")"
    }

    /// The label of `parameter` in the event's case, without backticks; `nil` for none.
    private func caseLabel(of parameter: ParameterModel) -> String? {
        SwiftText.callLabel(of: parameter).map { label in
            label.utf8.contains(UInt8(ascii: "`")) ? label.replacing("`", with: "") : label
        }
    }

    /// The type under which the case keeps `parameter`: a closure that does not escape cannot be
    /// kept, so its place holds the text traces show for it, `(Function)`; an opaque type
    /// (`some Shape`) is kept as an existential (`any Shape`).
    static func eventCaseType(of parameter: ParameterModel) -> String {
        guard !SwiftText.isNonEscapingFunction(parameter.type) else { return "String" }
        return SwiftText.existential(SwiftText.storableType(parameter.type))
    }

    /// What the dispatch puts in the case for `parameter`: the text `(Function)` for a closure
    /// that does not escape, a copy of a `borrowing` or `consuming` parameter, which cannot be
    /// consumed or passed on after it is consumed, and the parameter itself otherwise.
    static func eventCaseValue(of parameter: ParameterModel) -> String {
        if SwiftText.isNonEscapingFunction(parameter.type) { return "\"(Function)\"" }
        let isOwnershipBound =
            parameter.type.hasPrefix("borrowing ") || parameter.type.hasPrefix("consuming ")
        return isOwnershipBound ? "copy \(parameter.name)" : parameter.name
    }
}
