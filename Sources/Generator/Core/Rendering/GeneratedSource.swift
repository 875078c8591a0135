/// Generated code, written line by line as UTF-8, that moves each mapping directive's line
/// number back by the comment lines between the directive and the declaration it precedes, so
/// that the declaration itself lands on the spec line however many documentation lines the
/// templates and line wrapping put before it.
///
/// Inside a mapping, comment and directive lines are held back until the next line of code, which
/// fixes how many comment lines follow each directive, and until then a line can still be put
/// before the documentation at the end.
struct GeneratedSource {
    /// The lines written so far.
    private var text = GeneratedText()
    /// The directives and comments since the last line of code, not yet in `text`: their kinds,
    /// and where their text is in `heldText`.
    private var heldLines: [(kind: LineKind, range: Range<Int>)] = []
    private var heldText: [UInt8] = []

    /// Adds `line`, of the given kind, at the end; `isMapped` tells whether it is inside a
    /// mapping, from its directive (included) up to the directive that ends it.
    mutating func append(_ line: UnsafeBufferPointer<UInt8>, kind: LineKind, isMapped: Bool) {
        if isMapped && (kind == .mapping || kind.isComment) {
            heldLines.append((kind, hold(line)))
        } else {
            writeHeldLines()
            text.appendLine(line)
        }
    }

    /// Adds `line` at the end; `isMapped` tells whether it is inside a mapping.
    mutating func append(_ line: String, isMapped: Bool) {
        var line = line
        line.withUTF8 { append($0, kind: LineKind(of: $0), isMapped: isMapped) }
    }

    /// Adds `line` before the documentation comment lines at the end, if any.
    mutating func insertBeforeDocumentation(_ line: [UInt8]) {
        var index = heldLines.count
        while index > 0, heldLines[index - 1].kind == .documentation {
            index -= 1
        }
        let kind = line.withUnsafeBufferPointer { LineKind(of: $0) }
        heldLines.insert((kind, hold(line)), at: index)
    }

    /// The whole source.
    mutating func finish() -> GeneratedText {
        writeHeldLines()
        return text
    }

    /// Keeps a copy of `line` in `heldText`, and returns where.
    private mutating func hold<Line: Collection<UInt8>>(_ line: Line) -> Range<Int> {
        let start = heldText.count
        heldText.append(contentsOf: line)
        return start..<heldText.count
    }

    private mutating func writeHeldLines() {
        guard !heldLines.isEmpty else { return }
        for (index, line) in heldLines.enumerated() {
            heldText[line.range].withUnsafeBufferPointer { lineText in
                guard line.kind == .mapping else {
                    text.appendLine(lineText)
                    return
                }
                let comments = heldLines[(index + 1)...].prefix { $0.kind.isComment }.count
                guard let moved = SourceLocationDirective.moving(lineText, backBy: comments) else {
                    text.appendLine(lineText)
                    return
                }
                moved.withUnsafeBufferPointer { text.appendLine($0) }
            }
        }
        heldLines.removeAll(keepingCapacity: true)
        heldText.removeAll(keepingCapacity: true)
    }
}
