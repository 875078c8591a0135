/// The data of one parameter of an event, in each of the places generated code names it.
struct ParameterContext: Encodable {
    /// The argument label as the declaration writes it (`_` for none); `nil` when it is the name.
    let label: String?
    let name: String
    let type: String
    /// The spec line the parameter is written on, which a source mark before it names.
    let line: Int
    /// The label at a call site; `nil` when the argument is unlabelled.
    let argumentLabel: String?
    /// The label of the parameter's element in the event's case, in its declaration; `nil`
    /// when unlabelled, or when an earlier parameter took the label.
    let caseLabel: String?
    /// The same label where the case is made.
    let caseArgumentLabel: String?
    /// The type under which the case keeps the parameter: a closure that does not escape
    /// cannot be kept, so it keeps the text traces show for it; `some Shape` is kept as
    /// `any Shape`.
    let storedType: String
    /// What the dispatch puts in the case: the text `(Function)` for a closure that does not
    /// escape, a copy of a `borrowing` or `consuming` parameter, or the parameter itself.
    let caseValue: String
    /// The parameter as a declaration lists it: `_ item: Item`, `for id: ID`.
    let declaration: String
    /// The parameter as the methods that send the event list it: ``declaration``, and its
    /// default value when the spec gives one (`animated: Bool = true`). Protocol requirements
    /// and reactions cannot have default values.
    let sendDeclaration: String
    /// Its element in the declaration of the event's case: ``caseLabel`` and ``storedType``.
    let caseElement: String
    /// Its value where the case is made: ``caseArgumentLabel`` and ``caseValue``.
    let caseArgument: String

    /// The parameters of `event`, whose elements in the event's case have `caseLabels`.
    static func all(of event: EventModel, caseLabels: [Identifier?]) -> [ParameterContext] {
        zip(event.parameters, caseLabels).map { parameter, caseLabel in
            let isFunction = SwiftText.isNonEscapingFunction(parameter.type)
            let isOwnershipBound =
                parameter.type.hasPrefix("borrowing ") || parameter.type.hasPrefix("consuming ")
            let name = parameter.name.declared
            let storedType =
                isFunction
                ? "String" : SwiftText.existential(SwiftText.storableType(parameter.type))
            let caseValue = isFunction ? "\"(Function)\"" : isOwnershipBound ? "copy \(name)" : name
            let declaration =
                (parameter.declaredLabel.map { $0 + " " } ?? "") + name + ": " + parameter.type
            return ParameterContext(
                label: parameter.declaredLabel,
                name: name, type: parameter.type, line: parameter.typeLocation.line,
                argumentLabel: parameter.label?.argumentLabel,
                caseLabel: caseLabel?.parameterLabel,
                caseArgumentLabel: caseLabel?.argumentLabel,
                storedType: storedType, caseValue: caseValue,
                declaration: declaration,
                sendDeclaration: declaration + (parameter.defaultValue.map { " = " + $0 } ?? ""),
                caseElement: (caseLabel.map { $0.parameterLabel + ": " } ?? "") + storedType,
                caseArgument: (caseLabel.map { $0.argumentLabel + ": " } ?? "") + caseValue)
        }
    }
}
