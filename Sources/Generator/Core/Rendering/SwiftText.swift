/// Pieces of Swift source that generated code is made of, written the way `swift format` prints
/// them.
enum SwiftText {
    /// The longest text of a documentation line, so that it fits the line length at the deepest
    /// indentation the built-in templates put documentation at (8 spaces and `/// `).
    static let documentationWidth = 100 - 8 - 4

    /// `/// line` comments for documentation lines, `///` for blank ones; a line longer than
    /// ``documentationWidth`` is broken at spaces.
    static func docComment(_ lines: [String]) -> [String] {
        var comments: [String] = []
        for line in lines {
            var rest = Substring(line.trimmingTrailingWhitespace())
            while rest.count > documentationWidth,
                let space = rest.prefix(documentationWidth + 1).lastIndex(of: " "),
                rest[..<space].contains(where: { $0 != " " })
            {
                comments.append("/// " + rest[..<space])
                rest = rest[rest.index(after: space)...].drop { $0 == " " }
            }
            comments.append(rest.isEmpty ? "///" : "/// " + rest)
        }
        return comments
    }

    /// ``docComment(_:)`` as a template list.
    static func docCommentValue(_ lines: [String]) -> TemplateValue {
        .list(docComment(lines).map(TemplateValue.text))
    }

    /// A directive that maps the line after it to `line` of the spec whose path, as a string
    /// literal, is `fileLiteral`.
    static func sourceLocation(line: Int, fileLiteral: String) -> String {
        "#sourceLocation(file:\(fileLiteral),line:\(max(1, line)))"
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
    static func optional(_ type: String) -> String {
        let needsParentheses =
            type.contains("->") || type.contains("&") || type.hasPrefix("any ")
            || type.hasPrefix("some ")
        return needsParentheses ? "(\(type))?" : type + "?"
    }

    /// A parameter type as the type of a stored value: no `@escaping`, variadics as arrays.
    static func storableType(_ type: String) -> String {
        var stored = type.replacing("@escaping ", with: "")
        if stored.hasSuffix("...") { stored = "[" + stored.dropLast(3) + "]" }
        return stored
    }

    /// The label of `parameter` at a call site, or `nil` when the argument is unlabelled.
    ///
    /// Keywords need no backticks as argument labels (Swift warns about them), except the few
    /// that ``SwiftNames/isPlainLabel(_:)`` excludes.
    static func callLabel(of parameter: ParameterModel) -> String? {
        let written: String
        switch parameter.label {
        case "_": return nil
        case .some(let label): written = label
        case nil: written = parameter.name
        }
        guard written.hasPrefix("`"), written.hasSuffix("`"), written.count > 2 else {
            return written
        }
        let bare = String(written.dropFirst().dropLast())
        return SwiftNames.isPlainLabel(bare) ? bare : written
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return String(result)
    }
}
