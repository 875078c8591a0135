/// Writes laid-out lines with the `#sourceLocation` directives ``SourceMarks`` places, keeping
/// track of the spec line each written line lands on.
struct DirectiveWriter {
    /// The text written so far.
    private var output: [UInt8] = []
    /// The spec's path as a string literal.
    private let specFile: [UInt8]
    /// The spec line the next written line lands on, while lines are mapped.
    private var nextLine: Int?
    /// The indentation of an end of mapping not written yet: it is left out when a directive
    /// comes next.
    private var pendingEnd: ArraySlice<UInt8>?
    /// The indentation of the last closing brace written while an end of mapping waits.
    private var closedIndentation: ArraySlice<UInt8>?
    /// A directive to write once this many more comment lines are written.
    private var afterComments: (lines: Int, indentation: ArraySlice<UInt8>, line: Int)?

    /// A writer of about `capacity` bytes of code.
    init(specFile: [UInt8], capacity: Int) {
        self.specFile = specFile
        output.reserveCapacity(capacity + capacity / 8)
    }

    /// Ends the mapping before the next line of code.
    mutating func end(indentation: ArraySlice<UInt8>) {
        if nextLine != nil || afterComments != nil { pendingEnd = indentation }
    }

    /// Maps the declaration after `commentLines` comment lines to spec line `line`; one that
    /// `needsComment` keeps it right before it. The last `boundLines` of the comment lines stay
    /// right before the declaration, wherever the directive goes: `// swift-format-ignore`.
    mutating func map(
        indentation: ArraySlice<UInt8>, line: Int, commentLines: Int, needsComment: Bool,
        boundLines: Int = 0
    ) {
        let first = needsComment ? max(1, line - commentLines) : line - commentLines
        guard first >= 1 else {
            // No spec line is left for the comment: the directive follows it, but for the lines
            // bound to the declaration, which land on the spec lines before it (on line 1 and
            // after it, on the spec's first line).
            writePendingEnd()
            let target = max(1, line - boundLines)
            if commentLines > boundLines {
                afterComments = (commentLines - boundLines, indentation, target)
            } else {
                writeDirective(indentation: indentation, line: target)
            }
            return
        }
        pendingEnd = nil
        closedIndentation = nil
        if nextLine != first { writeDirective(indentation: indentation, line: first) }
    }

    /// Writes a line of code, without the source marks of its items. An end of mapping waits
    /// past blank lines and closing braces, where nothing can fail, so that it is left out when
    /// a directive comes next.
    mutating func write(_ line: ArraySlice<UInt8>) {
        if !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "}") }) {
            writePendingEnd()
        } else if pendingEnd != nil, line.contains(UInt8(ascii: "}")) {
            // Past a closing brace, the end goes at its indentation.
            closedIndentation = line.prefix { $0 == UInt8(ascii: " ") }
        }
        if line.contains(where: { $0 == SourceMarks.lineStart }) {
            var inMark = false
            for byte in line {
                if byte == SourceMarks.lineStart { inMark = true }
                if !inMark { output.append(byte) }
                if byte == SourceMarks.lineEnd { inMark = false }
            }
        } else {
            output += line
        }
        output.append(UInt8(ascii: "\n"))
        nextLine = nextLine.map { $0 + 1 }
        if let pending = afterComments {
            if pending.lines > 1 {
                afterComments = (pending.lines - 1, pending.indentation, pending.line)
            } else {
                afterComments = nil
                writeDirective(indentation: pending.indentation, line: pending.line)
            }
        }
    }

    /// The text written, with an end of mapping still pending, ending with a line break or not.
    mutating func finished(endingWithLineBreak: Bool) -> [UInt8] {
        writePendingEnd(indentation: [])
        if !endingWithLineBreak, output.last == UInt8(ascii: "\n") { output.removeLast() }
        return output
    }

    /// Writes `#sourceLocation()` if an end of mapping is pending: at `indentation`, or that of
    /// the last closing brace written since, or its own.
    private mutating func writePendingEnd(indentation: ArraySlice<UInt8>? = nil) {
        guard let own = pendingEnd else { return }
        let indentation = indentation ?? closedIndentation ?? own
        pendingEnd = nil
        closedIndentation = nil
        output += indentation
        output += "#sourceLocation()\n".utf8
        nextLine = nil
    }

    private mutating func writeDirective(indentation: ArraySlice<UInt8>, line: Int) {
        output += indentation
        output += "#sourceLocation(file:".utf8
        output += specFile
        output += ",line:\(line))\n".utf8
        nextLine = line
    }
}
