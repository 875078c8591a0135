/// Lays out rendered template text within the line length of the project's `swift format`
/// settings, by the layout marks the templates put in it.
///
/// Templates write each declaration and call on one line, and mark where it may break:
/// `{{(}}` and `{{((}}` open a group of items right after a bracket, `{{,}}` separates its items
/// and `{{)}}` closes it right before the closing bracket. A line that fits is printed on one
/// line, each separator as `, `. A line that does not is broken at its longest group: the items
/// go on the lines after the opening bracket, indented one level more, filling them for `{{(}}`
/// and one a line for `{{((}}`, and the closing bracket starts the line after them; after `[`,
/// the last item gets a comma too, and after `{` (or `{ () in`) the group is one statement on a
/// line of its own. A group that ends the line, such as a type after `= `, has no closing line.
/// Each resulting line that is still too long is broken the same way; one that no group
/// shortens is broken as `swift format` breaks it: after its label when it is one argument whose
/// value is a string literal, or else before its last ` ?? `.
///
/// The marks are control characters, which nothing else in generated code can hold: names are
/// identifiers, and text from the spec is escaped in string literals and cleaned in comments.
/// Documentation from the spec arrives fitted (``DocumentationText``); a `///` comment that a
/// template writes itself, longer than the limit once names are filled in, is fitted here.
///
/// Items of a group that carry the spec lines they were written on (``SourceMarks``) are laid
/// out as the spec wrote them: a group whose items the spec wrote on several lines breaks there,
/// fitting or not, and one that must break keeps the items of one spec line together, so that
/// ``SourceMarks`` can map each line to the spec line it shows.
package enum LinePrinter {
    /// The longest line generated code may have.
    package static let limit = 100
    /// How many times one line is broken at most.
    static let maximumDepth = 8

    /// What `{{(}}` renders: a group whose items fill their lines when it breaks.
    static let fillingGroup: UInt8 = 1
    /// What `{{((}}` renders: a group with one item a line when it breaks.
    static let itemPerLineGroup: UInt8 = 2
    /// What `{{,}}` renders.
    static let separator: UInt8 = 3
    /// What `{{)}}` renders.
    static let groupEnd: UInt8 = 4

    /// `text` with its marks laid out and its source marks made `#sourceLocation` directives
    /// naming `specFile`, a string literal.
    package static func print(_ text: String, specFile: String = "\"\"") -> String {
        print(Array(text.utf8), specFile: specFile)
    }

    /// The text of `bytes`, UTF-8, with its marks laid out and its source marks made
    /// `#sourceLocation` directives naming `specFile`, a string literal.
    static func print(_ bytes: [UInt8], specFile: String) -> String {
        String(decoding: SourceMarks.place(in: layOut(bytes), specFile: specFile), as: UTF8.self)
    }

    /// The bytes of `bytes`, UTF-8, with their layout marks laid out.
    ///
    /// It goes through the bytes once: the marks and what it looks for are ASCII, and the lines
    /// that hold no mark and fit, nearly all, are copied in runs.
    static func layOut(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0  // The bytes before it are in `output`, as they were or laid out.
        var lineStart = 0
        var index = 0
        // Whether the line is the first of a declaration mapped to a spec line (`{{@ line}}`
        // alone on a line before it, and its comments): it holds text of the spec as written,
        // and broken it would land its next lines on the spec's next lines, where an error in
        // the text there would be reported. It is broken only where they hold none.
        var startsMappedDeclaration = false
        while index <= bytes.count {
            // The end of the line, and whether it holds a mark: control bytes are rare.
            var hasMark = false
            var hasSourceMark = false
            index = bytes.withUnsafeBufferPointer { buffer in
                var position = lineStart
                while position < buffer.count {
                    let byte = buffer[position]
                    if byte < 0x0B {
                        if byte == UInt8(ascii: "\n") { break }
                        if byte >= fillingGroup && byte <= groupEnd { hasMark = true }
                        if byte == SourceMarks.lineStart { hasSourceMark = true }
                    }
                    position += 1
                }
                return position
            }
            let line = bytes[lineStart..<index]
            let trimmed = line.drop { $0 == UInt8(ascii: " ") }
            let isMark =
                trimmed.first == SourceMarks.lineStart && trimmed.last == SourceMarks.lineEnd
            let isDeclarationLine = startsMappedDeclaration && !trimmed.starts(with: "//".utf8)
            if hasMark {
                output += bytes[copied..<lineStart]
                let flat = Piece.flatBytes(line)
                let spansLines = hasSourceMark && SourceMarks.namesSeveralLines(line)
                let pieces = spansLines || flat.count >= limit ? Piece.parse(Array(line)) : []
                output +=
                    fits(SourceMarks.width(flat), endingIn: flat.last)
                        && !pieces.contains(where: \.spansSpecLines)
                    ? flat
                    : Array(lay(pieces, depth: 0).joined(separator: "\n").utf8)
                copied = index
            } else if line.count > limit, let prefix = commentPrefix(of: line),
                String(decoding: line, as: UTF8.self).count > limit
            {
                // A comment of the template's own, its names filled in, fitted from this line to
                // the end of the comment.
                output += bytes[copied..<lineStart]
                var text: [String] = []
                var end = lineStart
                while end < bytes.count, commentPrefix(of: bytes[end...]) == prefix {
                    let lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                    // An empty line of the comment is `///` without the space after it.
                    let textStart = min(end + prefix.utf8.count, lineEnd)
                    text.append(String(decoding: bytes[textStart..<lineEnd], as: UTF8.self))
                    end = lineEnd + 1
                }
                let fitted = DocumentationText.fitted(text, width: limit - prefix.count)
                output +=
                    fitted.map { $0.isEmpty ? String(prefix.dropLast()) : prefix + $0 }
                    .joined(separator: "\n").utf8
                index = min(end, bytes.count + 1) - 1
                copied = index
            } else if line.count > limit, SourceMarks.width(Array(line)) > limit,
                !trimmed.starts(with: "//".utf8)
            {
                // A line without marks too long for its line, which may have a shape that
                // `swift format` breaks: a conformance, a property requirement, a cast's member.
                let text = String(decoding: line, as: UTF8.self)
                let laid = text.count > limit ? lay([.text(text)], depth: 0) : []
                if !laid.isEmpty, !isDeclarationLine || holdsNoSpecText(laid.dropFirst()) {
                    output += bytes[copied..<lineStart]
                    output += laid.joined(separator: "\n").utf8
                    copied = index
                }
            }
            if isMark {
                startsMappedDeclaration = true
            } else if isDeclarationLine {
                startsMappedDeclaration = false
            }
            lineStart = index + 1
            index += 1
        }
        output += bytes[copied...]
        return output
    }

    /// The indentation and `/// ` that a line of a documentation comment begins with, or `nil`
    /// for another line.
    private static func commentPrefix(of line: ArraySlice<UInt8>) -> String? {
        let indentation = line.prefix { $0 == UInt8(ascii: " ") }
        guard line.dropFirst(indentation.count).starts(with: "///".utf8) else { return nil }
        return String(repeating: " ", count: indentation.count) + "/// "
    }

    /// Whether a line `width` characters wide whose last byte is `last` fits. `swift format`
    /// breaks a collection literal whose `]` ends a line of exactly the limit, keeping a column
    /// for the comma it would add then, so such a line gets one less.
    private static func fits(_ width: Int, endingIn last: UInt8?) -> Bool {
        width <= (last == UInt8(ascii: "]") ? limit - 1 : limit)
    }

    /// The lines of `pieces`, a line with its marks parsed.
    private static func lay(_ pieces: [Piece], depth: Int) -> [String] {
        let flat = Piece.flat(pieces)
        let fitsFlat = fits(SourceMarks.width(flat), endingIn: flat.utf8.last)
        let isCondition = isConditionLine(pieces)
        if isCondition, !fitsFlat, depth < maximumDepth, let lines = brokenConditions(pieces) {
            return lines.flatMap { lay($0, depth: depth + 1) }
        }
        guard depth < maximumDepth,
            let index = pieces.firstIndex(where: \.spansSpecLines)
                ?? (fitsFlat
                    ? nil
                    : isCondition
                        ? conditionLineGroup(pieces)
                        : pieces.indices.max(by: { pieces[$0].width < pieces[$1].width })),
            case .group(let items, let itemPerLine) = pieces[index], !items.isEmpty
        else {
            guard depth < maximumDepth, !fits(SourceMarks.width(flat), endingIn: flat.utf8.last),
                let lines = brokenAfterLabel(pieces) ?? brokenBlock(pieces)
                    ?? brokenBeforeFallback(pieces)
                    ?? brokenBeforeMember(pieces) ?? brokenAccessors(pieces)
                    ?? brokenConformance(pieces) ?? brokenTypeHeader(pieces)
                    ?? brokenPropertyType(pieces) ?? brokenArgumentCall(pieces)
                    ?? brokenAfterAssignment(pieces)
            else { return [flat] }
            return lines.flatMap { lay($0, depth: depth + 1) }
        }
        if !isCondition, !fitsFlat,
            let lines = brokenBeforeMember(pieces, group: index) ?? brokenPropertyType(pieces)
        {
            return lines.flatMap { lay($0, depth: depth + 1) }
        }
        let indentation = Piece.text(String(flat.prefix { $0 == " " }))
        let inner = Piece.text(String(flat.prefix { $0 == " " }) + "    ")
        let before = Piece.trimmed(Array(pieces[..<index]), atEnd: true)
        let opening = Piece.flat(before).last
        var lines = [before]
        // After `{` or `{ () in`, the group is the closure's one statement.
        if opening == "{" || Piece.flat(before).hasSuffix(" in") {
            lines += items.map { [inner] + $0 }
        } else if items.contains(where: { Piece.specLine(of: $0) != nil }) {
            let runs = Piece.specLineRuns(items)
            lines += runs.indices.flatMap { run in
                fill(runs[run], indentation: inner, commaAfterLast: run < runs.count - 1)
            }
        } else if itemPerLine || opening == "[" {
            lines += items.indices.map { item in
                let comma = item < items.count - 1 || opening == "["
                return [inner] + items[item] + (comma ? [.text(",")] : [])
            }
        } else {
            lines += fill(items, indentation: inner, commaAfterLast: false)
        }
        // A group that ends the line, after `=`, needs no line of its own to close it.
        let rest = Piece.trimmed(Array(pieces[(index + 1)...]), atEnd: false)
        if !Piece.flat(rest).isEmpty { lines.append([indentation] + rest) }
        return lines.flatMap { lay($0, depth: depth + 1) }
    }

    /// `items`, separated by commas, on as few lines as fit, each line starting with
    /// `indentation`, or the first with `lead` (`if `) when given; the last item gets a comma too
    /// when `commaAfterLast`.
    static func fill(
        _ items: [[Piece]], indentation: Piece, commaAfterLast: Bool, lead: [Piece]? = nil
    ) -> [[Piece]] {
        var lines: [[Piece]] = []
        var current: [Piece] = []
        var width = 0
        for (index, item) in items.enumerated() {
            let comma = index < items.count - 1 || commaAfterLast
            let piece = item + (comma ? [.text(",")] : [])
            let pieceWidth = Piece.width(of: piece)
            if current.isEmpty {
                current = (index == 0 ? lead : nil) ?? [indentation]
                current += piece
                width = Piece.width(of: current)
            } else if width + 1 + pieceWidth > limit {
                lines.append(current)
                current = [indentation] + piece
                width = Piece.width(of: current)
            } else {
                current += [.text(" ")] + piece
                width += 1 + pieceWidth
            }
        }
        return lines + [current]
    }
}
