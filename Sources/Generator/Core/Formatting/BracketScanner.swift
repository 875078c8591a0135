/// Finds the brackets and commas of one line of Swift, outside string literals, for
/// ``LineWrapper``.
enum BracketScanner {
    /// The longest pair of `()`, `[]`, `{}` or `<>` (of generic arguments; `->` is no bracket)
    /// that no other pair encloses, as the positions of its opening and closing brackets; `nil`
    /// when the line has no such pair with content.
    static func longestGroup(in text: [Character]) -> ClosedRange<Int>? {
        var best: ClosedRange<Int>?
        var open: Int?
        var depth = 0
        var literal = StringLiteralTracker()
        var previous: Character = " "
        for (index, character) in text.enumerated() {
            defer { previous = character }
            guard !literal.isInside(after: character) else { continue }
            switch character {
            case "(", "[", "{", "<":
                if depth == 0 { open = index }
                depth += 1
            case ")", "]", "}", ">":
                guard character != ">" || previous != "-" else { continue }
                depth -= 1
                if depth == 0, let start = open, index - start > 1,
                    index - start > (best.map { $0.upperBound - $0.lowerBound } ?? 0)
                {
                    best = start...index
                }
                if depth < 0 { depth = 0 }
            default:
                break
            }
        }
        return best
    }

    /// Splits a list at its commas outside brackets, angle brackets and string literals,
    /// trimming spaces.
    static func splitAtCommas(_ text: ArraySlice<Character>) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        var literal = StringLiteralTracker()
        for character in text {
            defer { previous = character }
            if literal.isInside(after: character) {
                current.append(character)
                continue
            }
            switch character {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                items.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        let last = current.trimmingSpaces()
        if !last.isEmpty { items.append(last) }
        return items
    }
}

/// Follows string literals through a line, so that brackets and commas inside them are ignored.
private struct StringLiteralTracker {
    private var inside = false
    private var escaped = false

    /// Feeds the next character; returns whether it belongs to a string literal (quotes included).
    mutating func isInside(after character: Character) -> Bool {
        if inside {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inside = false
            }
            return true
        }
        if character == "\"" {
            inside = true
            return true
        }
        return false
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var result = Substring(self)
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " { result = result.dropLast() }
        return String(result)
    }
}
