// Declarations that hold no group, too long for their line, broken as `swift format` breaks
// them.

extension LinePrinter {
    /// `pieces`, a property requirement `var a: B { get }` too long for its line, with its
    /// accessor block broken as `swift format` breaks it: `{` ends the declaration's line, `get`
    /// goes on a line of its own one level deeper, and `}` on the line after it; when the
    /// declaration's line is too long for `{`, `{ get }` goes on the line after it; when the
    /// declaration is too long itself, its type goes on the line after its `:`, one level
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
        let property = String(declaration.dropLast(" {".count))
        if SourceMarks.width(property) <= limit {
            return [[.text(property)], [.text(indentation + "{ get }")]]
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

    /// The words that may precede a type's keyword in its declaration.
    private static let declarationModifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "final", "nonisolated",
        "indirect",
    ]

    /// `pieces`, the first line of a type's declaration, `@A final class B: C {`, or one with an
    /// empty body, `@A protocol B: C {}`, too long for its line, broken as `swift format` breaks
    /// it: an empty body's `{` on the line and `}` on the next when that fits, or else `{` (`{}`)
    /// on a line of its own when the declaration fits without it, or else its attributes on a
    /// line of their own, or else, without attributes, its inheritance list filling the line and
    /// the lines after it, one level deeper (after the `:` when its first type does not fit),
    /// and `{` (`{}`) on a line of its own; `nil` for a line of another shape, or when a type is
    /// too long for a line of its own.
    static func brokenTypeHeader(_ pieces: [Piece]) -> [[Piece]]? {
        guard pieces.allSatisfy({ if case .text = $0 { true } else { false } }) else {
            return nil
        }
        let line = Piece.flat(pieces)
        let indentation = String(line.prefix { $0 == " " })
        let body = line.hasSuffix(" {}") ? " {}" : " {"
        guard line.hasSuffix(body) else { return nil }
        let words = line.dropFirst(indentation.count).split(separator: " ")
        let attributes = words.prefix { $0.hasPrefix("@") }
        let rest = words.dropFirst(attributes.count)
        guard
            let keyword = rest.firstIndex(where: {
                ["class", "protocol", "enum", "struct", "actor", "extension"].contains($0)
            }),
            rest[..<keyword].allSatisfy({ declarationModifiers.contains($0) })
        else { return nil }
        let declaration = String(line.dropLast(body.count))
        if body == " {}", SourceMarks.width(declaration + " {") <= limit {
            return [[.text(declaration + " {")], [.text(indentation + "}")]]
        }
        if SourceMarks.width(declaration) <= limit {
            return [[.text(declaration)], [.text(indentation + body.dropFirst())]]
        }
        if !attributes.isEmpty {
            return [
                [.text(indentation + attributes.joined(separator: " "))],
                [.text(indentation + rest.joined(separator: " "))],
            ]
        }
        // The inheritance list fills the line and the lines after it, one level deeper.
        guard keyword + 1 < rest.endIndex, rest[keyword + 1].hasSuffix(":"),
            let colon = declaration.range(of: ": ")
        else { return nil }
        let inherited = declaration[colon.upperBound...]
        guard !inherited.contains("<") else { return nil }
        let items = inherited.components(separatedBy: ", ").map { [Piece.text($0)] }
        let head = String(declaration[..<colon.lowerBound]) + ":"
        let inner = Piece.text(indentation + "    ")
        let firstFits = SourceMarks.width(head + " " + Piece.flat(items[0]) + ",") <= limit
        let lines =
            firstFits
            ? fill(items, indentation: inner, commaAfterLast: false, lead: [.text(head + " ")])
            : [[.text(head)]] + fill(items, indentation: inner, commaAfterLast: false)
        guard lines.allSatisfy({ SourceMarks.width(Piece.flat($0)) <= limit }) else { return nil }
        return lines + [[.text(indentation + body.dropFirst())]]
    }

    /// `pieces`, a property `private(set) weak var a: B?` without a value, or the first line of
    /// a computed one, `var a: B {`, too long for its line, broken as `swift format` breaks it:
    /// the computed one's `{` on a line of its own when that is enough, or else the type on the
    /// line after the `:`, one level deeper, then `{`; `nil` for a line of another shape, or when
    /// the type is still too long. A group in the type (`Set<{{(}}A{{)}}>`) stays on its line.
    static func brokenPropertyType(_ pieces: [Piece]) -> [[Piece]]? {
        let line = Piece.flat(pieces)
        let indentation = String(line.prefix { $0 == " " })
        let isComputed = line.hasSuffix(" {")
        let declaration = isComputed ? String(line.dropLast(2)) : line
        let words = declaration.dropFirst(indentation.count).split(separator: " ")
        guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }),
            words[..<keyword].allSatisfy({ $0.first?.isLowercase == true }),
            keyword + 2 < words.count, words[keyword + 1].hasSuffix(":"),
            !words.contains(where: { ["=", "{", "}"].contains($0) })
        else { return nil }
        let brace: [[Piece]] = isComputed ? [[.text(indentation + "{")]] : []
        if isComputed, SourceMarks.width(declaration) <= limit {
            return [[.text(declaration)]] + brace
        }
        let head = indentation + words[...(keyword + 1)].joined(separator: " ")
        let type = indentation + "    " + words[(keyword + 2)...].joined(separator: " ")
        guard SourceMarks.width(head) <= limit, SourceMarks.width(type) <= limit else {
            return nil
        }
        return [[.text(head)], [.text(type)]] + brace
    }

    /// `pieces`, a block on one line, `didSet { body }` or `if a { body }`, too long for its
    /// line, broken as `swift format` breaks it: `{` ends the line, the body goes on the next,
    /// one level deeper, where it breaks the same way, and `}` on the line after it; `nil` for
    /// a line of another shape.
    static func brokenBlock(_ pieces: [Piece]) -> [[Piece]]? {
        guard pieces.allSatisfy({ if case .text = $0 { true } else { false } }) else {
            return nil
        }
        let line = Piece.flat(pieces)
        let indentation = String(line.prefix { $0 == " " })
        let code = line.dropFirst(indentation.count)
        guard ["if ", "didSet ", "willSet ", "get ", "set "].contains(where: code.hasPrefix),
            code.hasSuffix(" }")
        else { return nil }
        // The block's `{`: the first outside brackets, which the last `}` must close.
        var depth = 0
        var opening: String.Index?
        for index in code.indices {
            switch code[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0 && opening == nil: opening = index
            default: break
            }
        }
        guard let opening, code[code.index(after: opening)...].hasPrefix(" ") else { return nil }
        var braces = 0
        var closing: String.Index?
        for index in code[opening...].indices where "{}".contains(code[index]) {
            braces += code[index] == "{" ? 1 : -1
            if braces == 0 {
                closing = index
                break
            }
        }
        guard closing == code.index(before: code.endIndex) else { return nil }
        let body = code[code.index(opening, offsetBy: 2)..<code.index(code.endIndex, offsetBy: -2)]
        return [
            [.text(indentation + code[...opening])], [.text(indentation + "    " + body)],
            [.text(indentation + "}")],
        ]
    }

    /// Whether `lines`, the lines after the first of a declaration broken, hold only braces,
    /// accessors and the last member of a generated protocol's name (`.PlayerColleague` of a
    /// conformance): none of the text that the spec wrote on the declaration's line.
    static func holdsNoSpecText(_ lines: ArraySlice<String>) -> Bool {
        lines.allSatisfy { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            if ["{", "}", "{}", "get", "{ get }"].contains(text) { return true }
            guard text.hasPrefix(".") else { return false }
            let name = text.hasSuffix(" {}") ? text.dropFirst().dropLast(3) : text.dropFirst()
            return !name.isEmpty && !name.contains { $0 == " " || $0 == "." }
        }
    }
}
