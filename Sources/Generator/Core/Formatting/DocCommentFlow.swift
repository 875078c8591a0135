/// Fits a `///` documentation comment to the line length, at the indentation it was written at.
///
/// A paragraph, a run of lines of plain text, that has a line over the limit is filled anew:
/// its words, in order, on as few lines as fit, so that what overflows one line joins the next
/// instead of standing alone. Other lines over the limit (list items, indented text, headings)
/// are broken at their last space that fits, each on its own; code between ```` ``` ```` fences
/// is left as it is. Lines within the limit are kept as written, so the breaks the writer chose
/// stay, and filling a comment twice gives what filling it once gave.
enum DocCommentFlow {
    /// `comment`, consecutive `///` lines, fitted to ``LineWrapper/limit``.
    static func flow(_ comment: ArraySlice<Substring>) -> [String] {
        guard comment.contains(where: LineWrapper.isLong) else { return comment.map(String.init) }
        var lines: [String] = []
        var paragraph: [DocLine] = []
        var isInCode = false
        for line in comment {
            let doc = DocLine(line)
            let isFence = doc.text.hasPrefix("```") || doc.text.hasPrefix("~~~")
            if !isFence, !isInCode, doc.isPlainText,
                paragraph.first.map({ $0.prefix == doc.prefix }) ?? true
            {
                paragraph.append(doc)
                continue
            }
            lines += fill(paragraph)
            paragraph = doc.isPlainText && !isFence && !isInCode ? [doc] : []
            if paragraph.isEmpty {
                lines += isFence || isInCode ? [String(line)] : breakAtSpaces(doc)
            }
            if isFence { isInCode.toggle() }
        }
        return lines + fill(paragraph)
    }

    /// A paragraph's lines as written when each fits, or else its words filled anew.
    private static func fill(_ paragraph: [DocLine]) -> [String] {
        guard let prefix = paragraph.first?.prefix else { return [] }
        guard paragraph.contains(where: { LineWrapper.isLong($0.line) }) else {
            return paragraph.map { String($0.line) }
        }
        var lines: [String] = []
        var current = ""
        for word in paragraph.flatMap({ $0.text.split(separator: " ") }) {
            if current.isEmpty {
                current = prefix + word
            } else if LineWrapper.isLong(current + " " + word) {
                lines.append(current)
                current = prefix + word
            } else {
                current += " " + word
            }
        }
        return lines + [current]
    }

    /// A line that is not part of a paragraph, broken at the last space of each piece that fits.
    private static func breakAtSpaces(_ doc: DocLine) -> [String] {
        guard LineWrapper.isLong(doc.line) else { return [String(doc.line)] }
        let width = LineWrapper.limit - doc.prefix.count
        var lines: [String] = []
        var rest = doc.text
        while rest.count > width, let space = rest.prefix(width + 1).lastIndex(of: " "),
            rest[..<space].contains(where: { $0 != " " })
        {
            lines.append(doc.prefix + rest[..<space])
            rest = rest[rest.index(after: space)...].drop { $0 == " " }
        }
        return lines + [rest.isEmpty ? String(doc.line) : doc.prefix + rest]
    }

    /// One `///` line: what comes before its text, and the text.
    private struct DocLine {
        /// The whole line as written.
        let line: Substring
        /// The indentation and `/// ` that each line made of this one's text begins with.
        let prefix: String
        /// What follows `///` and one space.
        let text: Substring

        init(_ line: Substring) {
            self.line = line
            let indentation = line.prefix { $0 == " " }
            let afterSlashes = line.dropFirst(indentation.count + 3)
            prefix = indentation + "/// "
            text = afterSlashes.first == " " ? afterSlashes.dropFirst() : afterSlashes
        }

        /// Whether the line is plain text that a paragraph may run on with: not blank, not
        /// indented, and not a list item, a heading, a quotation or a table row.
        var isPlainText: Bool {
            guard let first = text.first, first != " " else { return false }
            if "#>|".contains(first) { return false }
            if text.hasPrefix("- ") || text.hasPrefix("* ") || text.hasPrefix("+ ") {
                return false
            }
            let number = text.prefix(while: \.isASCIIDigit)
            let afterNumber = text.dropFirst(number.count)
            return number.isEmpty || !(afterNumber.hasPrefix(". ") || afterNumber.hasPrefix(") "))
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
