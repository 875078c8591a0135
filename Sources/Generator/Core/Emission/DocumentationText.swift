/// The spec's documentation as the lines of a generated `///` comment, fitted to the line length
/// at the indentation the built-in templates give it: a mediator's at 0, a colleague's and a
/// role's at 4, an event's and a behavior's at 8 spaces, the deepest each is written at.
/// ``LinePrinter`` fits the comments templates write themselves the same way. A paragraph, a run
/// of lines of plain text, that has a longer line is filled anew: its words, in order, on as few
/// lines as fit, so that what overflows one line joins the next instead of standing alone. Other long lines (list items, indented text, headings) are
/// broken at their last space that fits, each on its own; code between ```` ``` ```` fences is left
/// as it is. Lines that fit are kept as written, so the breaks the writer chose stay.
enum DocumentationText {
    /// The lines of a `///` comment for `documentation` at `indentation`, without `///`:
    /// control characters and line separators, which could end the comment or hide text, become
    /// spaces, and trailing whitespace goes.
    static func lines(_ documentation: [String], indentation: Int) -> [String] {
        fitted(
            documentation.map {
                SwiftText.withoutControlCharacters($0).trimmingTrailingWhitespace()
            },
            width: LinePrinter.limit - indentation - 4)
    }

    /// The `///` lines of a comment for `documentation` at `indentation`: ``lines(_:indentation:)``
    /// each after `/// `, an empty one as `///`.
    static func comment(_ documentation: [String], indentation: Int) -> [String] {
        lines(documentation, indentation: indentation).map { $0.isEmpty ? "///" : "/// " + $0 }
    }

    /// `lines`, the text of a comment, fitted to `width` characters.
    static func fitted(_ lines: [String], width: Int) -> [String] {
        guard lines.contains(where: { $0.count > width }) else { return lines }
        var result: [String] = []
        var paragraph: [String] = []
        var isInCode = false
        for line in lines {
            let isFence = line.hasPrefix("```") || line.hasPrefix("~~~")
            if !isFence, !isInCode, isPlainText(line) {
                paragraph.append(line)
                continue
            }
            result += fill(paragraph, width: width)
            paragraph = []
            result += isFence || isInCode ? [line] : breakAtSpaces(line, width: width)
            if isFence { isInCode.toggle() }
        }
        return result + fill(paragraph, width: width)
    }

    /// A paragraph's lines as written when each fits, or else its words filled anew.
    private static func fill(_ paragraph: [String], width: Int) -> [String] {
        guard paragraph.contains(where: { $0.count > width }) else { return paragraph }
        var lines: [String] = []
        var current = ""
        for word in paragraph.flatMap({ $0.split(separator: " ") }) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count > width {
                lines.append(current)
                current = String(word)
            } else {
                current += " " + word
            }
        }
        return lines + [current]
    }

    /// A line that is not part of a paragraph, broken at the last space of each piece that fits.
    private static func breakAtSpaces(_ line: String, width: Int) -> [String] {
        guard line.count > width else { return [line] }
        // Indentation deeper than half the width keeps half, so that text still fits beside it.
        let depth = line.prefix { $0 == " " }.count
        let indentation = String(repeating: " ", count: min(depth, width / 2))
        var lines: [String] = []
        var rest = Substring(line.dropFirst(depth))
        let room = width - indentation.count
        while rest.count > room, let space = rest.prefix(room + 1).lastIndex(of: " "),
            rest[..<space].contains(where: { $0 != " " })
        {
            lines.append(indentation + rest[..<space])
            rest = rest[rest.index(after: space)...].drop { $0 == " " }
        }
        return lines + [rest.isEmpty ? line : indentation + rest]
    }

    /// Whether `line` is plain text that a paragraph may run on with: not blank, not indented,
    /// and not a list item, a heading, a quotation or a table row.
    private static func isPlainText(_ line: String) -> Bool {
        guard let first = line.first, first != " " else { return false }
        if "#>|".contains(first) { return false }
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") { return false }
        let number = line.prefix(while: { $0.isASCII && $0.isNumber })
        let afterNumber = line.dropFirst(number.count)
        return number.isEmpty || !(afterNumber.hasPrefix(". ") || afterNumber.hasPrefix(") "))
    }
}
