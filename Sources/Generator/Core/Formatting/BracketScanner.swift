/// Finds the brackets and commas of one line of Swift, outside string literals, for
/// ``LineWrapper``.
///
/// It reads the line's Unicode scalars: every character it looks for is a single ASCII scalar,
/// and comparing scalars is much cheaper than comparing characters.
enum BracketScanner {
    /// The longest pair of `()`, `[]`, `{}` or `<>` (of generic arguments; `->` is no bracket)
    /// that no other pair encloses, as the positions of its opening and closing brackets; `nil`
    /// when the line has no such pair with content. Lengths are compared in characters.
    static func longestGroup(in text: Substring) -> ClosedRange<String.Index>? {
        var best: ClosedRange<String.Index>?
        var bestLength = 0
        var open: String.Index?
        var depth = 0
        var literal = StringLiteralTracker()
        var previous: Unicode.Scalar = " "
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            defer { previous = scalar }
            guard !literal.isInside(after: scalar) else { continue }
            switch scalar {
            case "(", "[", "{", "<":
                if depth == 0 { open = index }
                depth += 1
            case ")", "]", "}", ">":
                guard scalar != ">" || previous != "-" else { continue }
                depth -= 1
                if depth == 0, let start = open {
                    // The number of characters after the opening bracket, the closing one included.
                    let length = text[start...index].count - 1
                    if length > 1, length > bestLength {
                        best = start...index
                        bestLength = length
                    }
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
    static func splitAtCommas(_ text: Substring) -> [String] {
        var items: [String] = []
        var start = text.startIndex
        var depth = 0
        var previous: Unicode.Scalar = " "
        var literal = StringLiteralTracker()
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            defer { previous = scalar }
            guard !literal.isInside(after: scalar) else { continue }
            switch scalar {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0:
                items.append(text[start..<index].trimmingSpaces())
                start = scalars.index(after: index)
            default: break
            }
        }
        let last = text[start...].trimmingSpaces()
        if !last.isEmpty { items.append(last) }
        return items
    }
}

/// Follows string literals through a line, so that brackets and commas inside them are ignored.
private struct StringLiteralTracker {
    private var inside = false
    private var escaped = false

    /// Feeds the next scalar; returns whether it belongs to a string literal (quotes included).
    mutating func isInside(after scalar: Unicode.Scalar) -> Bool {
        if inside {
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                inside = false
            }
            return true
        }
        if scalar == "\"" {
            inside = true
            return true
        }
        return false
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        var result = self
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " { result = result.dropLast() }
        return String(result)
    }
}
