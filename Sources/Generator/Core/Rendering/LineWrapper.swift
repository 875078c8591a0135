import Foundation

/// Breaks generated lines that exceed the line length the project's `swift format` settings allow.
///
/// Templates write each declaration on one line; names and types from the spec can make that line
/// too long. A long declaration or call gets one argument per line, in the layout `swift format`
/// accepts; a long `///` comment is reflowed at word boundaries.
enum LineWrapper {
    /// The longest line generated code may have.
    static let limit = 100
    static let indentUnit = "    "

    /// The comment that keeps `swift format` from breaking a declaration's line.
    static let formatIgnore = "// swift-format-ignore"

    /// Returns `source` with every over-long line broken where possible.
    ///
    /// A declaration mapped to a spec line by `#sourceLocation` stays on one line, so that every
    /// type in it maps to that spec line; it is marked for `swift format` to leave alone.
    static func wrap(_ source: String) -> String {
        var wrapper = Stream()
        var source = source
        source.withUTF8 { wrapper.write($0) }
        return String(decoding: wrapper.finish().utf8, as: UTF8.self)
    }

    /// Wraps UTF-8 text written to it in pieces, line by line as each line is complete, so that
    /// the text never needs to be kept whole.
    struct Stream: RenderedTextSink {
        private var output = GeneratedSource()
        /// Whether the lines so far end inside a mapping: after a mapping directive and before
        /// the directive that ends it.
        private var isMapped = false
        /// The start of the line being written, when it came in an earlier piece.
        private var lineStart: [UInt8] = []
        /// The last byte written, which decides whether a line feed ends a line.
        private var lastByte: UInt8?

        mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
            var start = 0
            var searchStart = 0
            while let lineFeed = text.firstIndex(of: UInt8(ascii: "\n"), from: searchStart) {
                searchStart = lineFeed + 1
                // Split like the characters of a string at "\n", where "\r\n" is one character.
                let previous = lineFeed > 0 ? text[lineFeed - 1] : lastByte
                guard previous != UInt8(ascii: "\r") else { continue }
                endLine(UnsafeBufferPointer(rebasing: text[start..<lineFeed]))
                start = searchStart
            }
            lineStart.append(contentsOf: text[start...])
            lastByte = text.last ?? lastByte
        }

        /// The wrapped text; the text written since the last line feed is its last line.
        mutating func finish() -> GeneratedText {
            lineStart.withUnsafeBufferPointer { add($0) }
            return output.finish()
        }

        /// Wraps the line that ends with `end`.
        private mutating func endLine(_ end: UnsafeBufferPointer<UInt8>) {
            guard !lineStart.isEmpty else {
                add(end)
                return
            }
            lineStart.append(contentsOf: end)
            lineStart.withUnsafeBufferPointer { add($0) }
            lineStart.removeAll(keepingCapacity: true)
        }

        /// Adds `line` to the output, broken if it is too long.
        private mutating func add(_ line: UnsafeBufferPointer<UInt8>) {
            let kind = LineKind(of: line)
            if kind == .mapping {
                isMapped = true
            } else if kind == .reset {
                isMapped = false
            }
            if !isLong(line) {
                output.append(line, kind: kind, isMapped: isMapped)
            } else if isMapped && !kind.isComment {
                let indentation = line.prefix { $0 == UInt8(ascii: " ") }
                // Before the declaration's documentation, which must stay next to it.
                output.insertBeforeDocumentation(Array(indentation) + formatIgnore.utf8)
                output.append(line, kind: kind, isMapped: isMapped)
            } else {
                for wrapped in wrapLine(String(decoding: line, as: UTF8.self)) {
                    output.append(wrapped, isMapped: isMapped)
                }
            }
        }
    }

    /// Whether the UTF-8 text `line` has more than ``limit`` characters. A line of at most
    /// `limit` bytes has no more characters than that, so most lines are never counted character
    /// by character.
    static func isLong(_ line: some Collection<UInt8>) -> Bool {
        line.count > limit && String(decoding: line, as: UTF8.self).count > limit
    }

    /// Whether `line` has more than ``limit`` characters.
    static func isLong(_ line: String) -> Bool {
        isLong(line.utf8)
    }

    /// How many bracket levels one line is broken into at most.
    static let maximumDepth = 8

    /// Breaks `line` at its longest top-level bracket pair, then breaks each resulting line that
    /// is still too long the same way, down to ``maximumDepth`` levels.
    static func wrapLine(_ line: String, depth: Int = 0) -> [String] {
        let lines = wrapOnce(line)
        guard lines.count > 1, depth < maximumDepth else { return lines }
        return lines.flatMap { isLong($0) ? wrapLine($0, depth: depth + 1) : [$0] }
    }

    static func wrapOnce(_ line: String) -> [String] {
        let indentation = String(line.prefix { $0 == " " })
        let body = line.dropFirst(indentation.count)
        if body.hasPrefix("///") {
            return wrapComment(body.dropFirst(3), indentation: indentation)
        }
        guard let group = longestTopLevelGroup(in: body) else { return [line] }
        let arguments = splitArguments(body[body.index(after: group.lowerBound)..<group.upperBound])
        guard !arguments.isEmpty else { return [line] }
        let inner = indentation + indentUnit
        // A collection literal broken over lines takes a trailing comma; an argument list not.
        let isCollection = body[group.lowerBound] == "["
        var lines = [indentation + body[...group.lowerBound]]
        for (index, argument) in arguments.enumerated() {
            let separator = index == arguments.count - 1 && !isCollection ? "" : ","
            lines.append(inner + argument + separator)
        }
        lines.append(indentation + body[group.upperBound...])
        return lines
    }

    /// The parentheses or square brackets at nesting depth zero that enclose the most text: the
    /// argument list of the declaration or call the line consists of, or a collection literal.
    static func longestTopLevelGroup(in text: Substring) -> Range<String.Index>? {
        var best: Range<String.Index>?
        var depth = 0
        var open: String.Index?
        var literal = StringLiteralTracker()
        for index in text.indices {
            guard !literal.isInside(after: text[index]) else { continue }
            switch text[index] {
            case "(", "[":
                if depth == 0 { open = index }
                depth += 1
            case ")", "]":
                depth -= 1
                if depth == 0, let start = open {
                    let candidate = start..<index
                    if text.distance(from: start, to: index)
                        > (best.map { text.distance(from: $0.lowerBound, to: $0.upperBound) } ?? 1)
                    {
                        best = candidate
                    }
                }
            default:
                break
            }
        }
        return best
    }

    /// Splits an argument list at commas outside brackets, trimming spaces.
    static func splitArguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        var literal = StringLiteralTracker()
        for character in text {
            if literal.isInside(after: character) {
                current.append(character)
                previous = character
                continue
            }
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                arguments.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        let last = current.trimmingSpaces()
        if !last.isEmpty { arguments.append(last) }
        return arguments
    }

    /// Reflows the text of one `///` comment line into lines that fit.
    static func wrapComment(_ text: Substring, indentation: String) -> [String] {
        let prefix = indentation + "///"
        var lines: [String] = []
        var current = prefix
        for word in text.split(separator: " ") {
            if current != prefix, current.count + 1 + word.count > limit {
                lines.append(current)
                current = prefix
            }
            current += " " + word
        }
        lines.append(current)
        return lines
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
