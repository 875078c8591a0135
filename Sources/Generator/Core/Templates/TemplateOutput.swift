/// Where the text a template set renders goes, as UTF-8, in pieces: a large spec's output is made
/// of millions of pieces, and bytes are much faster to pass on than strings.
protocol RenderedTextSink {
    /// Takes the next piece of text: any number of bytes, not necessarily whole lines.
    mutating func write(_ text: UnsafeBufferPointer<UInt8>)
}

/// Keeps all of the rendered text.
struct RenderedBytes: RenderedTextSink {
    /// The text so far.
    private(set) var bytes: [UInt8] = []

    mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
    }
}

/// The text a template set renders, passed on to a sink in chunks of many pieces, since passing
/// on each piece would cost much more.
///
/// The output of a partial whose tag is indented is indented as a whole: every line of it that
/// holds more than its line break starts with the tag's indentation, and a partial inside an
/// indented partial gets both indentations.
struct TemplateOutput<Sink: RenderedTextSink> {
    /// Where the text goes.
    private var sink: Sink
    /// Text not passed on yet: passed on when full, in pieces large enough to make passing
    /// them on cheap and small enough to stay in the processor's cache.
    private let batch = ByteBatch(capacity: 1 << 16)

    /// The indentations of the indented partials being rendered, outermost first, one after the
    /// other as UTF-8; a line is indented by the end of it.
    private var indentation: [UInt8] = []
    /// Where the indentation of each of those partials starts in `indentation`.
    private var indentationStarts: [Int] = []
    /// The first of those partials whose output so far is empty or ends with a line break; the
    /// partials inside it are at the start of a line too, and those around it not.
    private var firstAtLineStart = 0

    /// Makes an output that passes its text on to `sink`.
    init(to sink: consuming Sink) {
        self.sink = sink
    }

    /// Passes on the rest of the text, and returns the sink.
    consuming func finish() -> Sink {
        passOn()
        return sink
    }

    private mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        if !batch.hasRoom(for: text.count) {
            passOn()
            guard batch.hasRoom(for: text.count) else {
                sink.write(text)
                return
            }
        }
        batch.append(text)
    }

    private mutating func passOn() {
        sink.write(batch.bytes)
        batch.removeAll()
    }

    /// Appends `text`, indented if a partial being rendered is.
    mutating func append(_ text: TemplateText) {
        text.withUTF8 { append(utf8: $0) }
    }

    /// Appends the UTF-8 text `text`, indented if a partial being rendered is.
    mutating func append(_ text: [UInt8]) {
        text.withUnsafeBufferPointer { append(utf8: $0) }
    }

    private mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard !indentationStarts.isEmpty else {
            write(text)
            return
        }
        var start = 0
        while start < text.count {
            let lineEnd = text.firstIndex(of: UInt8(ascii: "\n"), from: start).map { $0 + 1 }
            let end = lineEnd ?? text.count
            appendIndented(UnsafeBufferPointer(rebasing: text[start..<end]))
            start = end
        }
    }

    /// Appends `piece`, a line or the start or the end of one, with the indentation of each
    /// partial whose output is at the start of a line.
    private mutating func appendIndented(_ piece: UnsafeBufferPointer<UInt8>) {
        if !piece.isLineBreak && firstAtLineStart < indentationStarts.count {
            let start = indentationStarts[firstAtLineStart]
            indentation.withUnsafeBufferPointer {
                write(UnsafeBufferPointer(rebasing: $0[start...]))
            }
        }
        write(piece)
        firstAtLineStart = piece.last == UInt8(ascii: "\n") ? 0 : indentationStarts.count
    }

    /// Indents what is appended from now on by `indentation`, up to the matching
    /// ``endIndentation()``. What follows is taken to start a line, as the output of a partial
    /// does.
    mutating func beginIndentation(_ indentation: [UInt8]) {
        indentationStarts.append(self.indentation.count)
        self.indentation.append(contentsOf: indentation)
    }

    /// Ends the indentation begun last.
    mutating func endIndentation() {
        indentation.removeSubrange(indentationStarts.removeLast()...)
        firstAtLineStart = min(firstAtLineStart, indentationStarts.count)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the text is one line break, `\n` or `\r\n`, and nothing else.
    fileprivate var isLineBreak: Bool {
        switch count {
        case 1: return self[0] == UInt8(ascii: "\n")
        case 2: return self[0] == UInt8(ascii: "\r") && self[1] == UInt8(ascii: "\n")
        default: return false
        }
    }
}
