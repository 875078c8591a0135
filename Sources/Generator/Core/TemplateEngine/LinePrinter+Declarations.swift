// Declarations that hold no group, too long for their line, broken as `swift format` breaks
// them.

extension LinePrinter {
    /// `pieces`, a property requirement `var a: B { get }` too long for its line, with its
    /// accessor block broken as `swift format` breaks it: `{` ends the declaration's line, `get`
    /// goes on a line of its own one level deeper, and `}` on the line after it; when the
    /// declaration's line is still too long, its type goes on the line after its `:`, one level
    /// deeper, and `{ get }` on the line after that. `nil` for a line of another shape, or when
    /// that is still too long.
    static func brokenAccessors(_ pieces: [Piece]) -> [[Piece]]? {
        guard pieces.allSatisfy({ if case .text = $0 { true } else { false } }) else {
            return nil
        }
        let line = Piece.flat(pieces)
        let indentation = String(line.prefix { $0 == " " })
        guard line.dropFirst(indentation.count).hasPrefix("var "), line.hasSuffix(" { get }")
        else { return nil }
        let declaration = String(line.dropLast(" get }".count))
        if SourceMarks.width(declaration) <= limit {
            return [
                [.text(declaration)], [.text(indentation + "    get")], [.text(indentation + "}")],
            ]
        }
        guard let colon = line.range(of: ": ") else { return nil }
        let type = indentation + "    " + line[colon.upperBound...].dropLast(" { get }".count)
        guard SourceMarks.width(type) <= limit else { return nil }
        return [
            [.text(String(line[..<colon.lowerBound]) + ":")], [.text(type)],
            [.text(indentation + "{ get }")],
        ]
    }

    /// `pieces`, a conformance `extension A: B.C {}` too long for its line, broken as
    /// `swift format` breaks it: `{` and `}` on the line after it when the line fits with `{`,
    /// or else `{}` on a line of its own, and when the line is still too long, the protocol's
    /// last member access on the line before it, two levels deeper; `nil` for a line of another
    /// shape, or when that is still too long.
    static func brokenConformance(_ pieces: [Piece]) -> [[Piece]]? {
        guard pieces.allSatisfy({ if case .text = $0 { true } else { false } }) else {
            return nil
        }
        let line = Piece.flat(pieces)
        let indentation = String(line.prefix { $0 == " " })
        guard line.dropFirst(indentation.count).hasPrefix("extension "), line.hasSuffix(" {}"),
            line.contains(": ")
        else { return nil }
        let declaration = String(line.dropLast(" {}".count))
        if SourceMarks.width(declaration + " {") <= limit {
            return [[.text(declaration + " {")], [.text(indentation + "}")]]
        }
        let braces: [Piece] = [.text(indentation + "{}")]
        if SourceMarks.width(declaration) <= limit { return [[.text(declaration)], braces] }
        guard let dot = declaration.lastIndex(of: "."),
            let colon = declaration.range(of: ": "), colon.upperBound < dot
        else { return nil }
        let type = String(declaration[..<dot])
        let member = indentation + "        " + declaration[dot...]
        guard SourceMarks.width(type) <= limit, SourceMarks.width(member) <= limit else {
            return nil
        }
        return [[.text(type)], [.text(member)], braces]
    }
}
