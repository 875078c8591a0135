/// Prints a ``Layout`` within a line length, deciding which groups and fill separators break.
///
/// Spaces and line breaks are held back until the next text, so that no line ends in spaces,
/// none starts with them, and line breaks that meet become one (with a blank line if any of them
/// asks for one). The text ends with one line break.
struct LayoutPrinter {
    /// The longest line, as in the repository's `.swift-format`.
    static let lineLength = 100
    /// The spaces of one level of indentation.
    static let indentation = 4

    private enum Mode {
        case flat
        case broken
    }

    private struct Command {
        var indent: Int
        var mode: Mode
        var layout: Layout
    }

    private var output = ""
    private var column = 0
    private var pendingSpaces = 0
    private var pendingBreak: (lines: Int, indent: Int)?

    /// Returns the text of `layout`.
    static func print(_ layout: Layout) -> String {
        var printer = LayoutPrinter()
        printer.run(layout)
        return printer.output.isEmpty ? "" : printer.output + "\n"
    }

    private mutating func run(_ layout: Layout) {
        var stack = [Command(indent: 0, mode: .broken, layout: layout)]
        while let command = stack.popLast() {
            let indent = command.indent
            switch command.layout {
            case .text(let text):
                write(text)
            case .endOfLineComment(let text):
                addSpaces(2)
                write(text)
            case .spaces(let count):
                addSpaces(count)
            case .line:
                if command.mode == .flat {
                    addSpaces(1)
                } else {
                    breakLine(indent: indent, blank: false)
                }
            case .softLine:
                if command.mode == .broken { breakLine(indent: indent, blank: false) }
            case .hardLine(let blank):
                breakLine(indent: indent, blank: blank)
            case .sequence(let items):
                stack += items.reversed().map {
                    Command(indent: indent, mode: command.mode, layout: $0)
                }
            case .nest(let items):
                stack += items.reversed().map {
                    Command(indent: indent + Self.indentation, mode: command.mode, layout: $0)
                }
            case .group(let items):
                let flat = Command(indent: indent, mode: .flat, layout: .sequence(items))
                let fits =
                    command.mode == .flat
                    || (!command.layout.hasHardBreak && self.fits([flat], before: stack))
                stack.append(
                    fits ? flat : Command(indent: indent, mode: .broken, layout: .sequence(items)))
            case .fill(let items):
                stack += fillCommands(items, indent: indent)
            }
        }
    }

    /// The commands that print the first item of a fill and the separator after it, then the
    /// rest of the fill, last first.
    private func fillCommands(_ items: [Layout], indent: Int) -> [Command] {
        guard let first = items.first else { return [] }
        let item = Command(indent: indent, mode: .broken, layout: first)
        guard items.count > 1 else { return [item] }
        let pair = Command(
            indent: indent, mode: .flat, layout: .sequence([first, .line, items[1]]))
        let separator: Layout = fits([pair], before: []) ? .spaces(1) : .hardLine(blank: false)
        return [
            Command(indent: indent, mode: .broken, layout: .fill(Array(items.dropFirst()))),
            Command(indent: indent, mode: .broken, layout: separator),
            item,
        ]
    }

    /// Whether `commands` fit on the rest of the current line, followed by what `rest` prints up
    /// to its first line break. Fills are measured on one line.
    private func fits(_ commands: [Command], before rest: [Command]) -> Bool {
        var width =
            Self.lineLength - (pendingBreak.map(\.indent) ?? column + pendingSpaces)
        var stack = Array(commands.reversed())
        var restIndex = rest.count
        while width >= 0 {
            guard let command = stack.popLast() else {
                guard restIndex > 0 else { return true }
                restIndex -= 1
                stack.append(rest[restIndex])
                continue
            }
            let mode = command.mode
            switch command.layout {
            case .text(let text):
                guard let newline = text.firstIndex(where: \.isNewline) else {
                    width -= text.count
                    continue
                }
                return text[..<newline].count <= width
            case .endOfLineComment:
                // The line ends after it, and it does not count.
                return true
            case .spaces(let count):
                width -= count
            case .line:
                guard mode == .flat else { return true }
                width -= 1
            case .softLine:
                guard mode == .flat else { return true }
            case .hardLine:
                return true
            case .sequence(let items), .nest(let items), .group(let items):
                stack += items.reversed().map { Command(indent: 0, mode: mode, layout: $0) }
            case .fill(let items):
                let separated = items.flatMap { [Layout.line, $0] }.dropFirst()
                stack += separated.reversed().map { Command(indent: 0, mode: .flat, layout: $0) }
            }
        }
        return false
    }

    private mutating func addSpaces(_ count: Int) {
        if pendingBreak == nil && column > 0 { pendingSpaces = max(pendingSpaces, count) }
    }

    private mutating func breakLine(indent: Int, blank: Bool) {
        guard !output.isEmpty else { return }
        let lines = max(pendingBreak?.lines ?? 0, blank ? 2 : 1)
        pendingBreak = (lines, indent)
        pendingSpaces = 0
    }

    private mutating func write(_ text: String) {
        guard !text.isEmpty else { return }
        if let pending = pendingBreak {
            output += String(repeating: "\n", count: pending.lines)
            output += String(repeating: " ", count: pending.indent)
            column = pending.indent
            pendingBreak = nil
        } else if pendingSpaces > 0 {
            output += String(repeating: " ", count: pendingSpaces)
            column += pendingSpaces
        }
        pendingSpaces = 0
        output += text
        if let newline = text.lastIndex(where: \.isNewline) {
            column = text[text.index(after: newline)...].count
        } else {
            column += text.count
        }
    }
}
