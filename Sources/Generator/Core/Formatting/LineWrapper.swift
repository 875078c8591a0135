/// Breaks generated lines that exceed the line length of the project's `swift format` settings.
///
/// Templates write each declaration, call and statement on one line; names and types from the
/// spec can make it too long. Such a line is broken at its longest bracket pair, in the layout
/// `swift format` accepts: an argument or parameter list on the lines after the bracket, as many
/// items a line as fit; a collection literal one element a line; a closure with its body on a
/// line of its own. Each resulting line that is still too long is broken the same way.
/// A declaration that a `#sourceLocation` directive maps to the spec gets one parameter a line
/// instead, so that each parameter maps to its own line of the spec when the spec writes a long
/// event that way. A `///` documentation comment that has a line too long is fitted to the limit
/// by ``DocCommentFlow``; when that changes its number of lines, the `#sourceLocation` directive
/// right before it moves by as many lines, so that the declaration after the comment keeps its
/// line of the spec. Other comments and directives are left as they are.
enum LineWrapper {
    /// The longest line generated code may have.
    static let limit = 100
    /// How many bracket levels one line is broken into at most.
    static let maximumDepth = 8

    /// Returns `source` with every over-long line of code or documentation broken where possible.
    static func wrap(_ source: String) -> String {
        let lines = lines(of: source)
        // Lines that stay as they are, nearly all of them, are copied in runs: the text of
        // `source` before `copied` is in `output` already, as it was or replaced.
        var output = ""
        output.reserveCapacity(source.utf8.count + source.utf8.count / 8)
        var copied = source.startIndex
        func replace(_ range: Range<String.Index>, with replacement: [String]) {
            output += source[copied..<range.lowerBound]
            output += replacement.joined(separator: "\n")
            copied = range.upperBound
        }
        var isMapped = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            // Only a line whose code begins with `/` or `#` can be a comment or a directive.
            let first = line.utf8.first { $0 != UInt8(ascii: " ") }
            if first == UInt8(ascii: "/"), isDocumentation(line) {
                let end = lines[index...].firstIndex { !isDocumentation($0) } ?? lines.count
                let comment = lines[index..<end]
                if comment.contains(where: isLong) {
                    let flowed = DocCommentFlow.flow(comment)
                    let added = flowed.count - comment.count
                    if added != 0, index > 0,
                        let directive = moving(String(lines[index - 1]), by: -added)
                    {
                        replace(
                            lines[index - 1].startIndex..<line.startIndex, with: [directive, ""])
                    }
                    replace(line.startIndex..<lines[end - 1].endIndex, with: flowed)
                }
                index = end
                continue
            }
            if first == UInt8(ascii: "#"), code(of: line).starts(with: "#sourceLocation(".utf8) {
                isMapped = !code(of: line).starts(with: "#sourceLocation()".utf8)
            }
            if isLong(line) && first != UInt8(ascii: "#")
                && !code(of: line).starts(with: "//".utf8)
            {
                replace(
                    line.startIndex..<line.endIndex,
                    with: wrapLine(String(line), onePerLine: isMapped))
            }
            index += 1
        }
        output += source[copied...]
        return output
    }

    /// The lines of `source`, without their line feeds. They are found in a copy of its UTF-8
    /// bytes, several times faster than through the string's UTF-8 view.
    static func lines(of source: String) -> [Substring] {
        let bytes = Array(source.utf8)
        let utf8 = source.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            lines.append(Substring(utf8[start..<end]))
            start = utf8.index(after: end)
        }
        lines.append(Substring(utf8[start...]))
        return lines
    }

    /// Whether `line` is a line of a `///` documentation comment.
    static func isDocumentation(_ line: Substring) -> Bool {
        let body = code(of: line)
        return body.first == UInt8(ascii: "/") && body.starts(with: "///".utf8)
    }

    /// The bytes of `line` after its indentation. The wrapper looks for ASCII prefixes (`///`,
    /// `#sourceLocation(`) in them: comparing characters instead took a fifth of the time it
    /// takes to generate a large spec.
    static func code(of line: Substring) -> Substring.UTF8View {
        line.utf8.drop { $0 == UInt8(ascii: " ") }
    }

    /// `directive`, a `#sourceLocation(file:...,line:N)` directive, mapping the line after it
    /// `lines` further on in the spec (never before line 1); `nil` for any other line.
    static func moving(_ directive: String, by lines: Int) -> String? {
        guard directive.drop(while: { $0 == " " }).hasPrefix("#sourceLocation(file:"),
            let label = directive.ranges(of: ",line:").last, directive.hasSuffix(")"),
            let line = Int(
                directive[label.upperBound..<directive.index(before: directive.endIndex)])
        else { return nil }
        return directive[..<label.upperBound] + "\(max(1, line + lines)))"
    }

    /// Whether `line` has more than ``limit`` characters. A line of at most `limit` UTF-8 bytes
    /// has no more characters than that, so most lines are never counted character by character.
    static func isLong(_ line: some StringProtocol) -> Bool {
        line.utf8.count > limit && line.count > limit
    }

    /// Breaks `line` at its longest top-level bracket pair, then each resulting line that is
    /// still too long the same way, down to ``maximumDepth`` levels.
    static func wrapLine(_ line: String, onePerLine: Bool = false, depth: Int = 0) -> [String] {
        let lines = wrapOnce(line, onePerLine: onePerLine)
        guard lines.count > 1, depth < maximumDepth else { return lines }
        return lines.flatMap {
            isLong($0) ? wrapLine($0, onePerLine: onePerLine, depth: depth + 1) : [$0]
        }
    }

    /// Breaks `line` at its longest top-level bracket pair; a list of arguments or parameters
    /// fills its lines unless `onePerLine`.
    static func wrapOnce(_ line: String, onePerLine: Bool = false) -> [String] {
        let indentation = String(line.prefix { $0 == " " })
        let inner = indentation + "    "
        if let guarded = wrapGuard(line.dropFirst(indentation.count), indentation: indentation) {
            return guarded
        }
        let body = line.dropFirst(indentation.count)
        guard let group = BracketScanner.longestGroup(in: body) else { return [line] }
        let opening = indentation + body[...group.lowerBound]
        let closing = indentation + body[group.upperBound...]
        let contents = body[body.index(after: group.lowerBound)..<group.upperBound]
        if body[group.lowerBound] == "{" {
            let statement = contents.trimmingCharacters(in: " ")
            guard !statement.isEmpty else { return [line] }
            return [opening, inner + statement, closing]
        }
        let items = BracketScanner.splitAtCommas(contents)
        guard !items.isEmpty else { return [line] }
        // A collection literal gets one element a line and a trailing comma; a list of arguments
        // or parameters fills its lines.
        if body[group.lowerBound] == "[" {
            return [opening] + items.map { inner + $0 + "," } + [closing]
        }
        if onePerLine {
            return [opening] + items.dropLast().map { inner + $0 + "," } + [
                inner + items[items.count - 1]
            ]
                + [closing]
        }
        return [opening] + fill(items, indentation: inner) + [closing]
    }

    /// A `guard` statement broken the way `swift format` breaks it: `guard`, its condition and
    /// `else` each on a line of their own; `nil` for another statement.
    static func wrapGuard(_ statement: Substring, indentation: String) -> [String]? {
        let keyword = "guard "
        guard statement.hasPrefix(keyword), let elseClause = statement.firstRange(of: " else {")
        else { return nil }
        let condition = statement[
            statement.index(statement.startIndex, offsetBy: keyword.count)..<elseClause.lowerBound]
        return [
            indentation + "guard", indentation + "    " + condition,
            indentation + statement[statement.index(after: elseClause.lowerBound)...],
        ]
    }

    /// `items`, separated by commas, on as few lines as fit, each line indented by `indentation`.
    static func fill(_ items: [String], indentation: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for (index, item) in items.enumerated() {
            let piece = index == items.count - 1 ? item : item + ","
            if current.isEmpty {
                current = indentation + piece
            } else if isLong(current + " " + piece) {
                lines.append(current)
                current = indentation + piece
            } else {
                current += " " + piece
            }
        }
        lines.append(current)
        return lines
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var result = self
        while result.first == character { result = result.dropFirst() }
        while result.last == character { result = result.dropLast() }
        return String(result)
    }
}
