/// Finds the brackets and commas of one line of Swift, outside string literals, for
/// ``LineWrapper``.
///
/// It reads a copy of the line's UTF-8 bytes: every character it looks for is a single ASCII
/// byte, and no byte of another character is ASCII. Going through the characters, or through a
/// substring's views, took many times longer.
enum BracketScanner {
    /// The longest pair of `()`, `[]`, `{}` or `<>` (of generic arguments; `->` is no bracket)
    /// that no other pair encloses, as the positions of its opening and closing brackets; `nil`
    /// when the line has no such pair with content. Lengths are compared in characters.
    static func longestGroup(in text: String) -> ClosedRange<String.Index>? {
        let bytes = Array(text.utf8)
        func index(_ offset: Int) -> String.Index {
            text.utf8.index(text.startIndex, offsetBy: offset)
        }
        var best: ClosedRange<String.Index>?
        var bestLength = 0
        var open: Int?
        var depth = 0
        var literal = StringLiteralTracker()
        var previous = UInt8(ascii: " ")
        for (offset, byte) in bytes.enumerated() {
            defer { previous = byte }
            guard !literal.isInside(after: byte) else { continue }
            switch Unicode.Scalar(byte) {
            case "(", "[", "{", "<":
                if depth == 0 { open = offset }
                depth += 1
            case ")", "]", "}", ">":
                guard byte != UInt8(ascii: ">") || previous != UInt8(ascii: "-") else { continue }
                depth -= 1
                if depth == 0, let start = open, offset - start > 1 {
                    let group = index(start)...index(offset)
                    // The characters after the opening bracket, the closing one included.
                    let length = text[group].count - 1
                    if length > bestLength {
                        best = group
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
    static func splitAtCommas(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        // The item between `start` and `end`, without the spaces around it.
        func item(from start: Int, to end: Int) -> String {
            var start = start
            var end = end
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var items: [String] = []
        var start = 0
        var depth = 0
        var previous = UInt8(ascii: " ")
        var literal = StringLiteralTracker()
        for (offset, byte) in bytes.enumerated() {
            defer { previous = byte }
            guard !literal.isInside(after: byte) else { continue }
            switch Unicode.Scalar(byte) {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where previous != UInt8(ascii: "-"): depth -= 1
            case "," where depth == 0:
                items.append(item(from: start, to: offset))
                start = offset + 1
            default: break
            }
        }
        let last = item(from: start, to: bytes.count)
        if !last.isEmpty { items.append(last) }
        return items
    }
}

/// Follows string literals through a line, so that brackets and commas inside them are ignored.
private struct StringLiteralTracker {
    private var inside = false
    private var escaped = false

    /// Feeds the next byte; returns whether it belongs to a string literal (quotes included).
    mutating func isInside(after byte: UInt8) -> Bool {
        if inside {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inside = false
            }
            return true
        }
        if byte == UInt8(ascii: "\"") {
            inside = true
            return true
        }
        return false
    }
}
