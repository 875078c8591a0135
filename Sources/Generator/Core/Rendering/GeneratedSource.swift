/// Generated code, written line by line as UTF-8, that moves each mapping directive's line
/// number back by the comment lines between the directive and the declaration it precedes, so
/// that the declaration itself lands on the spec line however many documentation lines the
/// templates and line wrapping put before it.
///
/// Inside a mapping, comment and directive lines are held back until the next line of code, which
/// fixes how many comment lines follow each directive, and until then a line can still be put
/// before the documentation at the end.
struct GeneratedSource {
    /// The lines written so far, separated by line breaks.
    private var bytes = ChunkedText()
    private var isEmpty = true
    /// The directives and comments since the last line of code, not yet in `bytes`: their kinds,
    /// and where their text is in `heldText`.
    private var heldLines: [(kind: LineKind, range: Range<Int>)] = []
    private var heldText: [UInt8] = []

    /// Adds `line`, of the given kind, at the end; `isMapped` tells whether it is inside a
    /// mapping, from its directive (included) up to the directive that ends it.
    mutating func append<Line: Collection<UInt8>>(_ line: Line, kind: LineKind, isMapped: Bool) {
        if isMapped && (kind == .mapping || kind.isComment) {
            heldLines.append((kind, hold(line)))
        } else {
            writeHeldLines()
            write(line)
        }
    }

    /// Adds `line` at the end; `isMapped` tells whether it is inside a mapping.
    mutating func append(_ line: String, isMapped: Bool) {
        append(line.utf8, kind: LineKind(of: line.utf8), isMapped: isMapped)
    }

    /// Adds `line` before the documentation comment lines at the end, if any.
    mutating func insertBeforeDocumentation(_ line: [UInt8]) {
        var index = heldLines.count
        while index > 0, heldLines[index - 1].kind == .documentation {
            index -= 1
        }
        heldLines.insert((LineKind(of: line), hold(line)), at: index)
    }

    /// The whole source.
    mutating func finish() -> String {
        writeHeldLines()
        return bytes.string()
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
            let text = heldText[line.range]
            guard line.kind == .mapping else {
                write(text)
                continue
            }
            let comments = heldLines[(index + 1)...].prefix { $0.kind.isComment }.count
            write(SourceLocationDirective.moving(text, backBy: comments))
        }
        heldLines.removeAll(keepingCapacity: true)
        heldText.removeAll(keepingCapacity: true)
    }

    private mutating func write<Line: Collection<UInt8>>(_ line: Line) {
        if !isEmpty { bytes.append(UInt8(ascii: "\n")) }
        bytes.append(line)
        isEmpty = false
    }
}

/// A long UTF-8 text built by appending, kept in chunks so that growing it never copies or
/// reallocates what it holds already.
struct ChunkedText {
    private var chunks: [[UInt8]] = []
    /// How many bytes a chunk holds, unless one piece of text is longer.
    private let chunkSize = 1 << 18
    /// The length of the whole text.
    private var count = 0

    /// Appends `byte`.
    mutating func append(_ byte: UInt8) {
        append(CollectionOfOne(byte))
    }

    /// Appends `bytes`.
    mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        if chunks.isEmpty || chunks[chunks.count - 1].count + bytes.count > chunkSize {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(max(chunkSize, bytes.count))
        }
        chunks[chunks.count - 1].append(contentsOf: bytes)
        count += bytes.count
    }

    /// The text as a string.
    func string() -> String {
        var text = ""
        text.reserveCapacity(count)
        for chunk in chunks {
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }
}
