extension LinePrinter {
    /// A line cut at its top-level marks: text, and groups of items.
    indirect enum Piece {
        case text(String)
        case group([[Piece]], itemPerLine: Bool)

        /// The characters of the piece when printed on one line, for a group; 0 for text, which
        /// no line breaks.
        var width: Int {
            switch self {
            case .text: 0
            case .group: Piece.width(of: [self])
            }
        }

        /// The characters of `pieces` when printed on one line, counted without printing them:
        /// a source mark lies within one text, and a group's items are separated by `, `.
        static func width(of pieces: [Piece]) -> Int {
            var width = 0
            for piece in pieces {
                switch piece {
                case .text(let text): width += SourceMarks.width(text)
                case .group(let items, _):
                    for item in items { width += Piece.width(of: item) }
                    width += 2 * max(items.count - 1, 0)
                }
            }
            return width
        }

        /// Whether the piece is a group whose items the spec wrote on more than one line.
        var spansSpecLines: Bool {
            guard case .group(let items, _) = self else { return false }
            let lines = items.compactMap { Piece.specLine(of: $0) }
            return lines.contains { $0 != lines[0] }
        }

        /// The spec line an item was written on: the first source mark in it, if any.
        static func specLine(of item: [Piece]) -> Int? {
            for piece in item {
                switch piece {
                case .text(let text):
                    if let line = SourceMarks.firstLine(in: text.utf8) { return line }
                case .group(let items, _):
                    for inner in items {
                        if let line = specLine(of: inner) { return line }
                    }
                }
            }
            return nil
        }

        /// `items` in runs, each of the items the spec wrote on one line; an item without a
        /// spec line (one the generator adds) joins the run before it.
        static func specLineRuns(_ items: [[Piece]]) -> [[[Piece]]] {
            var runs: [[[Piece]]] = []
            var runLine: Int?
            for item in items {
                let line = specLine(of: item)
                if runs.isEmpty || (line != nil && runLine != nil && line != runLine) {
                    runs.append([item])
                } else {
                    runs[runs.count - 1].append(item)
                }
                runLine = line ?? runLine
            }
            return runs
        }

        /// `pieces` without the spaces at their end, or at their start.
        static func trimmed(_ pieces: [Piece], atEnd: Bool) -> [Piece] {
            var pieces = pieces
            let position = atEnd ? pieces.count - 1 : 0
            guard !pieces.isEmpty, case .text(var text) = pieces[position] else { return pieces }
            if atEnd {
                while text.last == " " { text.removeLast() }
            } else {
                while text.first == " " { text.removeFirst() }
            }
            pieces[position] = .text(text)
            return pieces
        }

        /// A line's bytes printed on one line: without its marks, each separator as `, `, but
        /// for one that ends its group.
        static func flatBytes(_ line: ArraySlice<UInt8>) -> [UInt8] {
            var flat: [UInt8] = []
            flat.reserveCapacity(line.count + 16)
            var index = line.startIndex
            while index < line.endIndex {
                let byte = line[index]
                index += 1
                switch byte {
                case separator:
                    if index < line.endIndex, line[index] == groupEnd { break }
                    flat += [UInt8(ascii: ","), UInt8(ascii: " ")]
                case fillingGroup, itemPerLineGroup, groupEnd: break
                default: flat.append(byte)
                }
            }
            return flat
        }

        /// `pieces` printed on one line.
        static func flat(_ pieces: some Sequence<Piece>) -> String {
            var text = ""
            for piece in pieces {
                switch piece {
                case .text(let string): text += string
                case .group(let items, _):
                    text += items.map { flat($0) }.joined(separator: ", ")
                }
            }
            return text
        }

        /// The pieces of a line's bytes; a group left open ends with the line.
        static func parse(_ bytes: [UInt8]) -> [Piece] {
            var index = 0
            return parseItem(bytes, &index)
        }

        /// The pieces up to a separator or the end of the group at `index`, or of the line.
        private static func parseItem(_ bytes: [UInt8], _ index: inout Int) -> [Piece] {
            var pieces: [Piece] = []
            var start = index
            func flushText() {
                if start < index {
                    pieces.append(.text(String(decoding: bytes[start..<index], as: UTF8.self)))
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == separator || byte == groupEnd { break }
                if byte == fillingGroup || byte == itemPerLineGroup {
                    flushText()
                    index += 1
                    var items = [parseItem(bytes, &index)]
                    while index < bytes.count, bytes[index] == separator {
                        index += 1
                        items.append(parseItem(bytes, &index))
                    }
                    if index < bytes.count { index += 1 }  // the group's end
                    // A separator that ends the group separates nothing: a template may end each
                    // item with one, and one list's items run on into what follows them.
                    if items.count > 1, items[items.count - 1].isEmpty { items.removeLast() }
                    pieces.append(.group(items, itemPerLine: byte == itemPerLineGroup))
                    start = index
                    continue
                }
                index += 1
            }
            flushText()
            return pieces
        }
    }
}
