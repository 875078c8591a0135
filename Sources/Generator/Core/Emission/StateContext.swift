/// The data of one stored property of the mediator's own, declared in the spec.
struct StateContext: Encodable {
    /// The name, in backticks where Swift needs them.
    let name: String
    let isVariable: Bool
    /// The access level written in the spec; false when none is.
    let accessLevel: String?
    let type: String?
    /// The default value, a Swift expression as the spec writes it.
    let defaultValue: String?
    /// The declaration before its default value, as the spec writes it: `public var count: Int`.
    let declaration: String
    let docComment: [String]
    /// The property's line, where the compiler reports a type or value it rejects.
    let line: Int

    init(_ state: StateModel) {
        name = state.name.property
        isVariable = state.isVariable
        accessLevel = state.accessLevel
        type = state.type
        defaultValue = state.defaultValue
        declaration =
            (state.accessLevel.map { $0 + " " } ?? "") + (state.isVariable ? "var " : "let ")
            + name + (state.type.map { ": " + $0 } ?? "")
        docComment = DocumentationText.comment(state.documentation, indentation: 4)
        line = state.location.line
    }
}
