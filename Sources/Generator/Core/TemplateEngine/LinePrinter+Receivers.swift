// A member access on a parenthesized cast, `(self.a as any AColleague).happened(`, on a line too
// long for it, broken before its `.` as `swift format` breaks it.

extension LinePrinter {
    /// The offsets in `text`, in characters, of the `(` of the last parenthesized cast that no
    /// bracket encloses and that a member access follows, `(a as B).c` or `(a as B?)?.c`, and of
    /// that access's `.`; `nil` when `text` has none. `swift format` breaks a line too long for it there, and indents what
    /// follows one level deeper. A call's or subscript's result in parentheses is no such
    /// receiver, and neither is text in a string literal.
    static func receiverMemberAccess(in text: String) -> (opening: Int, dot: Int)? {
        let characters = Array(text)
        var openings: [Int] = []
        var inString = false
        var isEscaped = false
        var found: (opening: Int, dot: Int)?
        for (offset, character) in characters.enumerated() {
            if inString {
                if isEscaped {
                    isEscaped = false
                } else if character == "\\" {
                    isEscaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[": openings.append(offset)
            case ")", "]":
                guard let opening = openings.popLast(), character == ")", openings.isEmpty,
                    opening == 0 || !isOperand(characters[opening - 1]),
                    String(characters[opening...offset]).contains(" as ")
                else { continue }
                var dot = offset + 1
                if dot < characters.count, characters[dot] == "?" { dot += 1 }
                if dot + 1 < characters.count, characters[dot] == ".",
                    characters[dot + 1] == "_" || characters[dot + 1].isLetter
                {
                    found = (opening, dot)
                }
            default: break
            }
        }
        return found
    }

    /// Whether `character` can end an expression that `(` after it would call.
    private static func isOperand(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
            || ")]?!>".contains(character)
    }

    /// The lines of `pieces`, a line too long whose group at `index` would break, when the text
    /// before the group, all text, ends with a member access on a parenthesized
    /// cast that leaves the line before the group still too long; `nil` for a line of another
    /// shape.
    static func brokenBeforeMember(_ pieces: [Piece], group index: Int) -> [[Piece]]? {
        let before = pieces[..<index]
        guard before.allSatisfy({ if case .text = $0 { true } else { false } }),
            SourceMarks.width(Piece.flat(Piece.trimmed(Array(before), atEnd: true))) > limit
        else { return nil }
        return brokenAtReceiver(Piece.flat(before), rest: Array(pieces[index...]))
    }

    /// `pieces`, text too long for its line, broken at its last member access on a
    /// parenthesized cast; `nil` for a line of another shape.
    static func brokenBeforeMember(_ pieces: [Piece]) -> [[Piece]]? {
        guard pieces.allSatisfy({ if case .text = $0 { true } else { $0.width == 0 } }) else {
            return nil
        }
        return brokenAtReceiver(Piece.flat(pieces), rest: [])
    }

    /// The lines of `text` followed by `rest`, too long for its line, broken as `swift format`
    /// breaks it at the last member access on a parenthesized cast in `text`: before the `.`,
    /// the access one level deeper. When the line before it is still too long, the cast goes on
    /// a line of its own at the access's level after what precedes it (`return try await`), and
    /// when that is too long too, or nothing precedes it, the cast breaks before its `as`, which
    /// the access follows, on the `as` line or, after what precedes the cast, on the next one
    /// when that is too long. `nil` for text of another shape, or when that is still too long.
    private static func brokenAtReceiver(_ text: String, rest: [Piece]) -> [[Piece]]? {
        guard let (opening, dot) = receiverMemberAccess(in: text) else { return nil }
        let characters = Array(text)
        let indentation = String(text.prefix { $0 == " " })
        let inner = indentation + "    "
        let head = String(characters[..<dot])
        let access = String(characters[dot...])
        if SourceMarks.width(head) <= limit {
            return [[.text(head)], [.text(inner + access)] + rest]
        }
        // A source mark before the cast, the call's spec line, stays with it.
        var lead = String(characters[indentation.count..<opening])
        var mark = ""
        if lead.last == "\u{6}", let start = lead.lastIndex(of: "\u{5}") {
            mark = String(lead[start...])
            lead = String(lead[..<start])
        }
        while lead.last == " " { lead.removeLast() }
        let cast = mark + String(characters[opening..<dot])
        let base = lead.isEmpty ? indentation : inner
        let leadLines: [[Piece]] = lead.isEmpty ? [] : [[.text(indentation + lead)]]
        if !lead.isEmpty, SourceMarks.width(inner + cast) <= limit {
            return leadLines + [[.text(inner + cast)], [.text(inner + access)] + rest]
        }
        guard let range = cast.range(of: " as "),
            SourceMarks.width(base + cast[..<range.lowerBound]) <= limit
        else { return nil }
        let converted = inner + cast[range.lowerBound...].dropFirst()
        let value: [[Piece]] = leadLines + [[.text(base + cast[..<range.lowerBound])]]
        // The access follows the `as` on its line, or goes on the next when that is too long.
        if SourceMarks.width(converted + access) <= limit || lead.isEmpty {
            return value + [[.text(converted + access)] + rest]
        }
        return value + [[.text(converted)], [.text(inner + access)] + rest]
    }
}
