/// What the ``LayoutPrinter`` prints: text, and the places where a line may break.
///
/// A group is printed on the rest of the line when it fits there: each `line` it holds is then a
/// space. When it does not fit, or holds a hard line break (after a `//` comment), every `line` it
/// holds breaks. A fill breaks each of its separators only where the next item does not fit.
indirect enum Layout {
    /// Text printed as it is and never broken.
    case text(String)
    /// A `//` comment, two spaces after the code before it on its line, and not counted against
    /// the line length. A line break must follow it.
    case endOfLineComment(String)
    /// Spaces before what follows on the same line; none at the start of a line.
    case spaces(Int)
    /// A space, or a line break when the group around it breaks.
    case line
    /// Nothing, or a line break when the group around it breaks.
    case softLine
    /// A line break in any case; with `blank`, a blank line too.
    case hardLine(blank: Bool)
    /// Layouts printed one after the other.
    case sequence([Layout])
    /// Layouts whose `line`s all break, or none.
    case group([Layout])
    /// Items separated by a space, or by a line break where the next item does not fit.
    case fill([Layout])
    /// Layouts whose line breaks indent one level deeper.
    case nest([Layout])

    /// Whether printing the layout breaks a line whatever the line length.
    var hasHardBreak: Bool {
        switch self {
        case .text(let text), .endOfLineComment(let text):
            return text.contains(where: \.isNewline)
        case .spaces, .line, .softLine:
            return false
        case .hardLine:
            return true
        case .sequence(let items), .group(let items), .fill(let items), .nest(let items):
            return items.contains(where: \.hasHardBreak)
        }
    }
}
