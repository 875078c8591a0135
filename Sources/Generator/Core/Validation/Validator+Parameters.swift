// An event's parameters: their names, labels, types and default values, checked.

extension Validator {
    /// The parameters of `event`, each checked: a name, not reserved, not repeated, of a type a
    /// dispatch can pass on.
    mutating func validateParameters(_ event: EventSyntax) -> [ParameterModel] {
        parameterNames.removeAll(keepingCapacity: true)
        var parameters: [ParameterModel] = []
        for parameter in event.parameters {
            let name = parameter.name
            if name.text == "_" {
                diagnostics.error(
                    "parameter of event '\(event.spelledName)' needs a name after its label, "
                        + "as in '_ value: Type'", at: name.location)
                continue
            }
            if let reason = Self.reservedParameterReason(name.text) {
                diagnostics.error(
                    "'\(name.text)' cannot name a parameter: \(reason); choose another name",
                    at: name.location)
                continue
            }
            if !parameterNames.insert(name.text).inserted {
                diagnostics.error(
                    "parameter '\(name.text)' appears twice in event '\(event.spelledName)'",
                    at: name.location)
            }
            checkPassable(parameter.type, parameter: name.text)
            checkEventIsQualified(parameter.type)
            // `_` unescaped means no label; escaped, it is a label named `_`.
            let label =
                parameter.label.map { $0.text == "_" && !$0.isEscaped ? nil : $0.identifier }
                ?? name.identifier
            parameters.append(
                ParameterModel(
                    label: label, name: name.identifier, type: parameter.type.text,
                    typeLocation: parameter.type.location,
                    defaultValue: parameter.defaultValue?.text))
        }
        return parameters
    }
}
