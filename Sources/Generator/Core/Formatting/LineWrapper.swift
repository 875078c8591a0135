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
    ///
    /// Lines are found and told apart in a copy of the UTF-8 bytes of `source`, by their ASCII
    /// prefixes (`///`, `#sourceLocation(`): through the string's views or its characters, this
    /// took more time than rendering the templates. Lines that stay as they are, nearly all of
    /// them, are copied in runs.
    static func wrap(_ source: String) -> String {
        let bytes = Array(source.utf8)
        let lines = lineRanges(in: bytes)
        func text(_ range: Range<Int>) -> Substring {
            let utf8 = source.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return Substring(utf8[start..<utf8.index(start, offsetBy: range.count)])
        }
        // The prefixes that set lines apart, as bytes: a string's bytes take longer to go through.
        let documentationPrefix = Array("///".utf8)
        let commentPrefix = Array("//".utf8)
        let directivePrefix = Array("#".utf8)
        let sourceLocationPrefix = Array("#sourceLocation(".utf8)
        let unmappingPrefix = Array("#sourceLocation()".utf8)
        func codeStarts(_ line: Range<Int>, with prefix: [UInt8]) -> Bool {
            bytes[line].drop { $0 == UInt8(ascii: " ") }.starts(with: prefix)
        }
        // The bytes of `source` before `copied` are in `output` already, as they were or replaced.
        var output = ""
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var copied = 0
        func replace(_ range: Range<Int>, with replacement: [String]) {
            output += text(copied..<range.lowerBound)
            output += replacement.joined(separator: "\n")
            copied = range.upperBound
        }
        var isMapped = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if codeStarts(line, with: documentationPrefix) {
                let end =
                    lines[index...].firstIndex { !codeStarts($0, with: documentationPrefix) }
                    ?? lines.count
                // A line of at most `limit` bytes has no more characters than that.
                if lines[index..<end].contains(where: { $0.count > limit }) {
                    let flowed = DocCommentFlow.flow(lines[index..<end].map(text)[...])
                    let added = flowed.count - (end - index)
                    if added != 0, index > 0,
                        let directive = moving(String(text(lines[index - 1])), by: -added)
                    {
                        replace(
                            lines[index - 1].lowerBound..<line.lowerBound, with: [directive, ""])
                    }
                    replace(line.lowerBound..<lines[end - 1].upperBound, with: flowed)
                }
                index = end
                continue
            }
            if codeStarts(line, with: sourceLocationPrefix) {
                isMapped = !codeStarts(line, with: unmappingPrefix)
            }
            if line.count > limit, !codeStarts(line, with: commentPrefix),
                !codeStarts(line, with: directivePrefix)
            {
                let code = String(text(line))
                if isLong(code) { replace(line, with: wrapLine(code, onePerLine: isMapped)) }
            }
            index += 1
        }
        output += text(copied..<bytes.count)
        return output
    }

    /// The byte ranges of the lines of `bytes`, without their line feeds.
    static func lineRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(start..<offset)
            start = offset + 1
        }
        lines.append(start..<bytes.count)
        return lines
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
        let body = String(line.dropFirst(indentation.count))
        guard let group = BracketScanner.longestGroup(in: body) else { return [line] }
        let opening = indentation + String(body[...group.lowerBound])
        let closing = indentation + String(body[group.upperBound...])
        let contents = String(body[body.index(after: group.lowerBound)..<group.upperBound])
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
            // The longer line is made only when its bytes could make it too long.
            if current.isEmpty {
                current = indentation + piece
            } else if current.utf8.count + 1 + piece.utf8.count > limit,
                isLong(current + " " + piece)
            {
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

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var result = Substring(self)
        while result.first == character { result = result.dropFirst() }
        while result.last == character { result = result.dropLast() }
        return String(result)
    }
}
