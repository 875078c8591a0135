/// Facts about Swift names that generated code must respect.
enum SwiftNames {
    /// Keywords that cannot be used as a name without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Names a type of its own cannot take, because Swift gives them a special meaning.
    static let reservedTypeNames: Set<String> = [
        "Any", "Self", "Type", "Protocol", "AnyObject", "any", "some",
    ]

    /// Returns `name` in backticks when it is a keyword, so it can stand as an identifier.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` without the backticks it is written in, if any: as Swift reads it.
    static func bare(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`")
            ? String(name.dropFirst().dropLast()) : name
    }

    /// Whether `name` can be a parameter's argument label in a declaration without backticks:
    /// every keyword can but those that could start the parameter's type or pattern, and `_`,
    /// which without them means no label.
    static func isPlainLabel(_ name: String) -> Bool {
        name != "inout" && name != "var" && name != "let" && name != "_"
    }

    /// Whether `name` can be an argument label at a call site without backticks, where Swift
    /// warns about backticks that are not needed; `_` cannot.
    static func isPlainArgumentLabel(_ name: String) -> Bool {
        name != "inout" && name != "_"
    }

    /// `name` declaring a property: in backticks when it is a keyword, or `Type` or `Protocol`,
    /// which Swift takes as a member's name only so.
    static func propertyName(_ name: String) -> String {
        name == "Type" || name == "Protocol" ? "`\(name)`" : escaped(name)
    }

    /// `name` after a `.`, where every keyword but `init` and `self` may stand without backticks.
    static func memberName(_ name: String) -> String {
        name == "init" || name == "self" ? "`\(name)`" : name
    }

    /// `NewsFeed` → `newsFeed`, `URLSession` → `urlSession`, `ID` → `id`.
    static func lowerCamelCase(_ name: String) -> String {
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase {
            upperRun += 1
        }
        guard upperRun > 0 else { return name }
        // In `URLSession` the last capital of the run starts the next word.
        let lowered =
            upperRun == 1 || upperRun == characters.count || !characters[upperRun].isLetter
            ? upperRun : upperRun - 1
        return characters[..<lowered].map { $0.lowercased() }.joined()
            + String(characters[lowered...])
    }

    /// The English plural of a name, for the property holding a colleague set: `member` →
    /// `members`, `inbox` → `inboxes`, `entry` → `entries`, `securityStaff` → `securityStaffs`.
    static func plural(of name: String) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if ["s", "x", "z", "ch", "sh"].contains(where: { name.hasSuffix($0) }) {
            return name + "es"
        }
        if name.hasSuffix("y"), name.count > 1, !vowels.contains(name.dropLast().last ?? "a") {
            return name.dropLast() + "ies"
        }
        return name + "s"
    }

    /// `likeAdded` → `LikeAdded`.
    static func upperCamelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + String(name.dropFirst())
    }
}
