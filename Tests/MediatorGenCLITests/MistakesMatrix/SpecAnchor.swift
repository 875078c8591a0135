/// A place in a scene's spec where a construct is written; the spec writer records the line of
/// each, and a mistake's errors are expected at the lines of the anchors it names.
enum SpecAnchor: Hashable, Sendable, CustomStringConvertible {
    /// The `mediator` line, which stands for the whole mediator (its `init` among others).
    case mediator
    /// A colleague's declaration.
    case colleague(String)
    /// The declaration of one of several slots of a colleague type, by its property.
    case slot(String)
    /// The line where an event's declaration starts.
    case event(String)
    /// The line of one of an event's parameters.
    case parameter(String, Int)
    /// The line of an event's result type.
    case result(String)
    /// The line of an event's receivers (`to ...`).
    case routes(String)
    /// A state property's declaration.
    case state(String)
    /// The `didSet` line of a state property.
    case observer(String)
    /// The line of a state property's attribute, written on a line of its own.
    case attribute(String)
    /// The `willSet` line of a state property.
    case willSet(String)
    /// `behavior around delivery` or `dispatch`.
    case behavior(String)
    /// A hook, by its declaration: `when coordinator changes`.
    case hook(String)
    /// `Cart`'s line in the second mediator, `Store`.
    case cartInStore

    var description: String {
        switch self {
        case .mediator: "mediator"
        case .colleague(let type): "colleague \(type)"
        case .slot(let property): "slot \(property)"
        case .event(let name): "event \(name)"
        case .parameter(let name, let index): "parameter \(index + 1) of \(name)"
        case .result(let name): "result of \(name)"
        case .routes(let name): "receivers of \(name)"
        case .state(let name): "state \(name)"
        case .observer(let name): "didSet of state \(name)"
        case .attribute(let name): "attribute of state \(name)"
        case .willSet(let name): "willSet of state \(name)"
        case .behavior(let kind): "behavior around \(kind)"
        case .hook(let declaration): declaration
        case .cartInStore: "Cart in Store"
        }
    }
}

/// Misspellings of the names a scene writes, as a user's typos.
enum Misspelling {
    /// The words of types that scenes write, each with its typo.
    static let typeWords: [String: String] = [
        "Item": "Itme", "Key": "Kye", "Int": "Itn", "String": "Strng", "Bool": "Bol",
        "Base": "Bsae", "Audited": "Audtied", "Worker": "Wroker", "MainActor": "MainActr",
        "Ledger": "Ldeger", "PageSlot": "PageSolt", "League": "Leauge",
    ]

    /// `type` with its first known word misspelled: the element of `AsyncStream<Int>`, the
    /// parameter of a closure type.
    static func type(_ type: String) -> String {
        var result = ""
        var word = ""
        var done = false
        func flush() {
            if !done, let typo = typeWords[word] {
                result += typo
                done = true
            } else {
                result += word
            }
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// A property wrapper with its name misspelled: `@Clamped(1...3)` becomes `@Clampd(1...3)`.
    static func wrapper(_ attribute: String) -> String {
        attribute.replacing("Clamped", with: "Clampd")
    }

    /// An observer's body with the name of the property it changes misspelled: `seen += 1`
    /// becomes `sene += 1`.
    static func observer(_ body: String) -> String {
        body.replacing("seen", with: "sene")
    }

    /// A lazy value with the mediator or the property it reads misspelled: `type(of: self)`
    /// becomes `type(of: slef)`, `seen` becomes `sene`.
    static func value(_ value: String) -> String {
        value.replacing("self", with: "slef", maxReplacements: 1).replacing(
            "seen", with: "sene", maxReplacements: 1)
    }

    /// A colleague type's name with its second and third letters swapped (`Till` becomes
    /// `Tlil`), or without its second letter where they are the same (`Feed` becomes `Fed`).
    static func name(_ name: String) -> String {
        let letters = Array(name)
        guard letters[1] != letters[2] else { return String([letters[0]] + letters.dropFirst(2)) }
        return String([letters[0], letters[2], letters[1]] + letters.dropFirst(3))
    }
}
