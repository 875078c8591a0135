/// Facts about the Swift text that generated code is made of: string literals, comments, and the
/// types of payloads as they are stored and passed.
enum SwiftText {
    /// `text` with every control character and line or paragraph separator replaced by a space.
    static func withoutControlCharacters(_ text: String) -> String {
        // Text of printable ASCII, as most is, has none: its bytes are quicker to look at.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }),
            text.unicodeScalars.contains(where: isControl)
        else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isControl(scalar) ? " " : scalar)
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}"
            || scalar == "\u{2029}"
    }

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped, so
    /// that no path or name can end the literal early.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `T?`, with parentheses where `?` would otherwise bind to only part of the type.
    /// A type that is already optional stays as it is, so that no result is ever doubly optional.
    static func optional(_ type: String) -> String {
        guard !isOptional(type) else { return type }
        let needsParentheses =
            type.contains("->") || type.contains("&") || type.hasPrefix("any ")
            || type.hasPrefix("some ")
        return needsParentheses ? "(\(type))?" : type + "?"
    }

    /// Whether `type` is an optional type as a whole: `Int?`, `((Int) -> Void)?`,
    /// `Optional<Int>`, but not `(Int) -> Int?`.
    static func isOptional(_ type: String) -> Bool {
        guard !isFunction(type) else { return false }
        return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
            || type.hasPrefix("Swift.Optional<")
    }

    /// Whether `type` is a function type that is not `@escaping`: such a value may be passed on
    /// in calls, but not stored or converted to a generic value.
    static func isNonEscapingFunction(_ type: String) -> Bool {
        isFunction(type) && !type.contains("@escaping")
    }

    /// Whether `type` is a function type, escaping or not: it has an `->` outside brackets.
    static func isFunction(_ type: String) -> Bool {
        guard type.utf8.contains(UInt8(ascii: ">")) else { return false }
        var depth = 0
        var previous: Character = " "
        for character in type {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous == "-": if depth == 0 { return true }
            case ">": depth -= 1
            default: break
            }
            previous = character
        }
        return false
    }

    /// A parameter type as the type of a stored value: without `@escaping` and without the
    /// specifiers that only a parameter may have (`borrowing Item` is stored as `Item`).
    static func storableType(_ type: String) -> String {
        // Most types have neither an attribute nor a space: looking at the bytes first is much
        // cheaper than `replacing`.
        let hasAttribute = type.utf8.contains(UInt8(ascii: "@"))
        guard hasAttribute || type.utf8.contains(UInt8(ascii: " ")) else { return type }
        var stored = Substring(hasAttribute ? type.replacing("@escaping ", with: "") : type)
        for specifier in parameterSpecifiers where stored.hasPrefix(specifier + " ") {
            stored = stored.dropFirst(specifier.count + 1)
        }
        return String(stored)
    }

    /// `type` with every opaque type (`some Shape`) written as an existential (`any Shape`): the
    /// type of the same values where a stored value needs one.
    static func existential(_ type: String) -> String {
        guard type.utf8.contains(UInt8(ascii: " ")) else { return type }
        var result = ""
        var rest = Substring(type)
        while let some = rest.range(of: "some ") {
            let before = rest[..<some.lowerBound]
            let previous = before.last ?? result.last
            let startsWord = previous.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            result += before + (startsWord ? "any " : "some ")
            rest = rest[some.upperBound...]
        }
        return result + rest
    }

    /// The specifiers Swift allows before a parameter's type and nowhere else.
    private static let parameterSpecifiers = [
        "borrowing", "consuming", "sending", "isolated", "__owned", "__shared",
    ]
}

extension AccessLevel {
    /// The access level as a declaration starts with it, a space after it: `public `, or nothing
    /// for `internal`, which generated code never writes.
    var modifier: String {
        self == .internal ? "" : rawValue + " "
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return String(result)
    }
}
