// Lines that no group shortens, broken where `swift format` breaks them when they are too long
// for their line.

extension LinePrinter {
    /// `pieces` broken before their last ` ?? ` outside any group, as `swift format` breaks a
    /// line that no group shortens: what `??` answers goes on the next line, one level deeper.
    static func brokenBeforeFallback(_ pieces: [Piece]) -> [[Piece]]? {
        guard
            let index = pieces.lastIndex(where: {
                if case .text(let text) = $0 { text.contains(" ?? ") } else { false }
            }),
            case .text(let text) = pieces[index],
            let coalescing = text.range(of: " ?? ", options: .backwards)
        else { return nil }
        let inner = String(Piece.flat(pieces).prefix { $0 == " " }) + "    "
        return [
            Array(pieces[..<index]) + [.text(String(text[..<coalescing.lowerBound]))],
            [.text(inner + "?? " + text[coalescing.upperBound...])] + pieces[(index + 1)...],
        ]
    }

    /// `pieces` broken after the label when they are one argument of a broken call whose value is
    /// a string literal, `to: "..."` with a comma after it or none, as `swift format` breaks one
    /// too long for its line: the literal goes on the next line, one level deeper, where it may
    /// still be too long, as nothing can break it; `nil` for a line of another shape.
    static func brokenAfterLabel(_ pieces: [Piece]) -> [[Piece]]? {
        guard pieces.allSatisfy({ if case .text = $0 { true } else { false } }) else {
            return nil
        }
        let line = Piece.flat(pieces)
        let indentation = line.prefix { $0 == " " }
        let argument = line.dropFirst(indentation.count)
        guard let colon = argument.firstIndex(of: ":"), argument[colon...].hasPrefix(": \""),
            let first = argument.first, first == "_" || first.isLetter,
            argument[..<colon].allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber })
        else { return nil }
        let value = argument[argument.index(colon, offsetBy: 2)...]
        guard isStringLiteral(value.hasSuffix("\",") ? value.dropLast() : value) else { return nil }
        return [[.text(String(line[...colon]))], [.text(indentation + "    " + value)]]
    }

    /// Whether `text` is one string literal on one line: `"`, characters in which `"` is
    /// escaped, and `"`.
    private static func isStringLiteral(_ text: Substring) -> Bool {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return false }
        var isEscaped = false
        for character in text.dropFirst().dropLast() {
            if isEscaped {
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else if character == "\"" {
                return false
            }
        }
        return !isEscaped
    }

    /// `pieces` broken within the parentheses when they are one labeled argument of a broken
    /// call whose value is a call, `by: A.b(c)` with a comma after it or none, or an assignment
    /// of a call, `a = B(c)`, too long for its line: the value's arguments go on the next line, one level deeper, and `)` on the line
    /// after them, as a group breaks. When the line up to `(` is too long, a label's value goes
    /// on the next line, one level deeper, and its last member access on the line after it.
    /// `nil` for a line of another shape, or when that is still too long.
    static func brokenArgumentCall(_ pieces: [Piece]) -> [[Piece]]? {
        guard pieces.allSatisfy({ if case .text = $0 { true } else { false } }) else {
            return nil
        }
        let line = Piece.flat(pieces)
        let indentation = String(line.prefix { $0 == " " })
        let argument = line.dropFirst(indentation.count)
        let comma = argument.hasSuffix("),") ? "," : ""
        let name = argument.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
        let rest = argument.dropFirst(name.count)
        let separator = rest.hasPrefix(": ") ? ": " : rest.hasPrefix(" = ") ? " = " : ""
        guard !name.isEmpty, !separator.isEmpty, comma.isEmpty || separator == ": ",
            let opening = argument.firstIndex(of: "("),
            argument.dropLast(comma.count).last == ")"
        else { return nil }
        let callee = rest.dropFirst(separator.count)[..<opening]
        let inside = argument[argument.index(after: opening)...].dropLast(comma.count + 1)
        guard !callee.isEmpty,
            callee.allSatisfy({ $0 == "_" || $0 == "." || $0.isLetter || $0.isNumber }),
            !inside.contains(where: { "()[]{}".contains($0) })
        else { return nil }
        let inner = indentation + "    "
        if SourceMarks.width(indentation + argument[...opening]) > limit {
            // The value goes after the label, its last member access on a line of its own.
            guard separator == ": ", let dot = callee.lastIndex(of: "."),
                SourceMarks.width(inner + callee[..<dot]) <= limit,
                SourceMarks.width(inner + argument[dot...]) <= limit
            else { return nil }
            return [
                [.text(indentation + name + ":")], [.text(inner + callee[..<dot])],
                [.text(inner + argument[dot...])],
            ]
        }
        guard SourceMarks.width(inner + inside) <= limit else { return nil }
        return [
            [.text(indentation + argument[...opening])], [.text(indentation + "    " + inside)],
            [.text(indentation + ")" + comma)],
        ]
    }

    /// `pieces`, a property with a value, `unowned(safe) let a: B = B.main`, too long for its
    /// line, broken after its `=`, the value one level deeper; `nil` for a line of another shape,
    /// or when either part is still too long.
    static func brokenAfterAssignment(_ pieces: [Piece]) -> [[Piece]]? {
        guard pieces.allSatisfy({ if case .text = $0 { true } else { false } }) else {
            return nil
        }
        let line = Piece.flat(pieces)
        let indentation = String(line.prefix { $0 == " " })
        let words = line.dropFirst(indentation.count).split(separator: " ")
        guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }),
            words[..<keyword].allSatisfy({
                $0.first?.isLowercase == true && !["if", "guard", "while", "case"].contains($0)
            }),
            let equals = line.range(of: " = "), !line.hasSuffix("{")
        else { return nil }
        let head = String(line[..<equals.lowerBound]) + " ="
        let value = indentation + "    " + line[equals.upperBound...]
        guard SourceMarks.width(head) <= limit, SourceMarks.width(value) <= limit else {
            return nil
        }
        return [[.text(head)], [.text(value)]]
    }
}
