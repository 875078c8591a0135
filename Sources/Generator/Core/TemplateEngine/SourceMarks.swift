/// Maps generated lines to the spec lines they stand for, by the source marks templates write, and
/// writes the `#sourceLocation` directives that say so once the lines are laid out.
///
/// Templates never count lines. `{{@ line}}`, alone on a line, says that the declaration after it
/// answers to that spec line; `{{@}}`, alone on a line, ends the mapping. Within a line,
/// `{{@ line}}` before an item of a group (an event's parameter) says which spec line the item was
/// written on. Once ``LinePrinter`` has laid the lines out and fitted the comments, this places
/// each directive where Swift allows one, before the declaration's `///` comment (a directive
/// between them would detach the comment), so that:
///
/// - the declaration's first line lands on its spec line;
/// - a declaration broken over several lines lands its first line of items on the line the spec
///   wrote them on, and the lines after it follow on (the layout keeps the items of one spec line
///   together), because Swift allows no directive inside a declaration;
/// - a declaration on one line whose items the spec wrote on a line of their own (the one
///   parameter of an event written over several lines) lands on their line;
/// - a construct on the spec's first lines, with more comment lines than spec lines above it,
///   keeps its line with the directive after the comment (Quick Help then lacks it), unless it is
///   public: `swift format` wants its comment right before it, and it lands late.
///
/// A directive that would only repeat where the mapping already is, and an end of mapping that
/// only blank lines and closing braces separate from the next directive, are left out.
enum SourceMarks {
    /// What `{{@ line}}` renders before the line's digits.
    static let lineStart: UInt8 = 5
    /// What `{{@ line}}` renders after the line's digits.
    static let lineEnd: UInt8 = 6
    /// What `{{@}}` renders.
    static let unmapped: UInt8 = 7

    /// The characters of `text` when printed, without its source marks. Nearly every line is
    /// ASCII, whose characters are its bytes: one pass over them counts both, and only text with
    /// other characters is counted again by character.
    static func width(_ text: String) -> Int {
        var text = text
        let (marks, isASCII) = text.withUTF8 { bytes in
            var isASCII = true
            for byte in bytes where byte >= 0x80 {
                isASCII = false
                break
            }
            return (markBytes(in: bytes), isASCII)
        }
        return (isASCII ? text.utf8.count : text.count) - marks
    }

    /// The bytes of `bytes` when printed, without its source marks: at least its characters.
    static func width(_ bytes: [UInt8]) -> Int {
        bytes.count - markBytes(in: bytes)
    }

    /// How many bytes of `bytes` belong to source marks.
    private static func markBytes(in bytes: some Sequence<UInt8>) -> Int {
        var count = 0
        var inMark = false
        for byte in bytes {
            if byte == lineStart { inMark = true }
            if inMark || byte == unmapped { count += 1 }
            if byte == lineEnd { inMark = false }
        }
        return count
    }

    /// The spec line of the first source mark in `bytes`, if any.
    static func firstLine(in bytes: some Sequence<UInt8>) -> Int? {
        var first: Int?
        forEachLine(in: bytes) { line in
            first = line
            return false
        }
        return first
    }

    /// Whether the source marks in `bytes` name more than one spec line: only then can a group
    /// in them hold items the spec wrote on several lines.
    static func namesSeveralLines(_ bytes: some Sequence<UInt8>) -> Bool {
        var first: Int?
        var several = false
        forEachLine(in: bytes) { line in
            if first == nil { first = line }
            several = line != first
            return !several
        }
        return several
    }

    /// Calls `body` with the spec line of each source mark in `bytes`, in order, while it
    /// returns `true`.
    private static func forEachLine(in bytes: some Sequence<UInt8>, _ body: (Int) -> Bool) {
        var number: Int?
        for byte in bytes {
            if byte == lineStart {
                number = 0
            } else if byte == lineEnd, let value = number {
                guard body(value) else { return }
                number = nil
            } else if let value = number, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"),
                value < 100_000_000
            {
                // The renderer writes at most nine digits; more in other text cannot overflow.
                number = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
        }
    }

    /// What a line of laid-out text is to the mapping.
    private enum Line {
        /// `{{@ line}}` alone: the declaration after it answers to spec line `line`.
        case map(indentation: ArraySlice<UInt8>, line: Int)
        /// `{{@}}` alone: the mapping ends.
        case unmap(indentation: ArraySlice<UInt8>)
        /// Generated code, which may hold source marks of items.
        case code

        init(_ line: ArraySlice<UInt8>) {
            let indentation = line.prefix { $0 == UInt8(ascii: " ") }
            let rest = line.dropFirst(indentation.count)
            if rest.first == SourceMarks.unmapped, rest.count == 1 {
                self = .unmap(indentation: indentation)
            } else if rest.first == SourceMarks.lineStart, rest.last == SourceMarks.lineEnd,
                let number = SourceMarks.firstLine(in: rest),
                !rest.dropFirst().dropLast().contains(where: { $0 < 0x20 })
            {
                self = .map(indentation: indentation, line: number)
            } else {
                self = .code
            }
        }
    }

    /// `text`, laid out, with its source marks made directives naming `specFile`.
    static func place(in text: [UInt8], specFile: String) -> [UInt8] {
        guard text.contains(where: { $0 == lineStart || $0 == unmapped }) else { return text }
        var writer = DirectiveWriter(specFile: Array(specFile.utf8), capacity: text.count)
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsWithLineBreak = lines.last?.isEmpty == true
        if endsWithLineBreak { lines.removeLast() }
        let kinds = lines.map(Line.init)
        // The spec line of each line's first item mark, found once: each mark looks ahead.
        let itemLines = lines.map { $0.contains(lineStart) ? firstLine(in: $0) : nil }
        for index in lines.indices {
            switch kinds[index] {
            case .unmap(let indentation):
                writer.end(indentation: indentation)
            case .map(let indentation, let line):
                let (comments, target) = placement(
                    of: line, after: index, in: lines, kinds, itemLines)
                let declaration = lines.dropFirst(index + comments + 1).first ?? []
                let ignoresFormat =
                    comments > 0 && isFormatIgnore(lines[index + comments])
                writer.map(
                    indentation: indentation, line: target, commentLines: comments,
                    needsComment: isPublic(declaration), boundLines: ignoresFormat ? 1 : 0)
            case .code:
                writer.write(lines[index])
            }
        }
        return writer.finished(endingWithLineBreak: endsWithLineBreak)
    }

    /// How many comment lines follow the source mark at `index` before its declaration, and the
    /// spec line the declaration's first line must land on: `line`, unless the declaration is
    /// broken and its items start on a later line, which then lands on their spec line.
    private static func placement(
        of line: Int, after index: Int, in lines: [ArraySlice<UInt8>], _ kinds: [Line],
        _ itemLines: [Int?]
    ) -> (comments: Int, line: Int) {
        var first = index + 1
        while first < lines.count, case .code = kinds[first], isComment(lines[first]) {
            first += 1
        }
        let comments = first - index - 1
        guard first < lines.count else { return (comments, line) }
        // A declaration not broken, whose items the spec wrote on a line of their own (the one
        // parameter of an event written over several lines), lands on their line, where a type
        // among them is reported.
        if let itemLine = itemLines[first] { return (comments, itemLine) }
        var next = first + 1
        while next < lines.count, next - first <= maximumDeclarationLines, case .code = kinds[next]
        {
            if let itemLine = itemLines[next] {
                return (comments, max(1, itemLine - (next - first)))
            }
            next += 1
        }
        return (comments, line)
    }

    /// How many lines after its first a declaration's items are looked for in.
    private static let maximumDeclarationLines = 64

    /// Whether the declaration that starts with `line` is `public` or `open`: `swift format`
    /// wants its documentation right before it.
    private static func isPublic(_ line: ArraySlice<UInt8>) -> Bool {
        var rest = line[...]
        for _ in 0..<4 {
            rest = rest.drop { $0 == UInt8(ascii: " ") }
            let word = rest.prefix { $0 != UInt8(ascii: " ") }
            if word.elementsEqual("public".utf8) || word.elementsEqual("open".utf8) { return true }
            rest = rest.dropFirst(word.count)
        }
        return false
    }

    /// Whether `line` is a comment.
    private static func isComment(_ line: ArraySlice<UInt8>) -> Bool {
        line.drop { $0 == UInt8(ascii: " ") }.starts(with: "//".utf8)
    }

    /// Whether `line` is `// swift-format-ignore`, which must stay right before its declaration.
    private static func isFormatIgnore(_ line: ArraySlice<UInt8>) -> Bool {
        line.drop { $0 == UInt8(ascii: " ") }.elementsEqual("// swift-format-ignore".utf8)
    }
}
