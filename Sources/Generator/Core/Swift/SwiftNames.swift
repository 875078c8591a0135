/// Facts about Swift names that generated code must respect.
enum SwiftNames {
    /// Keywords that cannot be used as a name without backticks (see ``Identifier``).
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
