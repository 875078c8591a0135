// An `if` whose conditions are a group, `if {{(}}a{{,}}b{{)}} { {{(}}statement{{)}} }`, laid
// out as `swift format` lays out one too long for its line.

extension LinePrinter {
    /// Whether `pieces` are such an `if`: text that ends with `if `, then the group of its
    /// conditions.
    static func isConditionLine(_ pieces: [Piece]) -> Bool {
        guard pieces.count > 1, case .text(let start) = pieces[0], case .group = pieces[1] else {
            return false
        }
        return start.hasSuffix(" if ") || start == "if "
    }

    /// The group of such an `if` to break first: its statement's, after `{`, which goes on a line
    /// of its own; the conditions only when the `if` line is still too long without it.
    static func conditionLineGroup(_ pieces: [Piece]) -> Int {
        pieces.indices.last { index in
            if case .group = pieces[index] { true } else { false }
        } ?? 1
    }

    /// The lines of such an `if` whose statement is on lines of its own already, `if a, b {`,
    /// too long: the conditions fill the `if` line and the lines after it, one level deeper, and
    /// `{` goes on a line of its own; `nil` for a line of another shape.
    static func brokenConditions(_ pieces: [Piece]) -> [[Piece]]? {
        guard pieces.count == 3, case .text(let start) = pieces[0],
            case .group(let conditions, _) = pieces[1], case .text(let end) = pieces[2],
            end.trimmingCharacters(in: " ") == "{"
        else { return nil }
        let indentation = String(start.prefix { $0 == " " })
        return fill(
            conditions, indentation: .text(indentation + "    "), commaAfterLast: false,
            lead: [.text(start)]) + [[.text(indentation + "{")]]
    }
}

extension String {
    /// The string without `character` at either end.
    fileprivate func trimmingCharacters(in character: Character) -> Substring {
        var text = self[...]
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return text
    }
}
