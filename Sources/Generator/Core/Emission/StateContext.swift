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
    /// Whether the type is implicitly unwrapped (`T!`), which `swift format`'s rules advise
    /// against: the declaration is written as the spec has it, after `// swift-format-ignore`.
    let isImplicitlyUnwrapped: Bool
    /// The `willSet` and `didSet` observers, braces included, as the spec writes them.
    let observers: String?
    /// The declaration before its default value, as the spec writes it, attributes and modifiers
    /// included: `@Published public internal(set) var count: Int`. An attribute the spec writes
    /// on a line of its own ends a line here too, so that each line lands on its spec line.
    let declaration: String
    let docComment: [String]
    /// The line the declaration starts on, where the compiler reports a type or value it
    /// rejects; the lines after it follow on.
    let line: Int

    init(_ state: StateModel) {
        name = state.name.property
        isVariable = state.isVariable
        accessLevel = state.accessLevel
        type = state.type
        defaultValue = state.defaultValue
        observers = state.observers
        isImplicitlyUnwrapped = state.type?.hasSuffix("!") == true
        docComment = DocumentationText.comment(state.documentation, indentation: 4)
        line = state.start.line
        // Each piece on its spec line; the pieces of one line separated by a space.
        let keyword =
            (state.isVariable ? "var " : "let ") + name + (state.type.map { ": " + $0 } ?? "")
        var pieces = state.prefix
        pieces.append(WrittenText(keyword, at: state.location))
        var text = ""
        var currentLine = line
        for piece in pieces {
            if text.isEmpty {
                text = piece.text
            } else if piece.location.line > currentLine {
                text += String(repeating: "\n", count: piece.location.line - currentLine) + "    "
                text += piece.text
            } else {
                text += " " + piece.text
            }
            // An attribute's arguments may span lines.
            currentLine = piece.location.line + piece.text.utf8.count { $0 == UInt8(ascii: "\n") }
        }
        declaration = text
    }
}
