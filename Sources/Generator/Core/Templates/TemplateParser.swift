/// Turns template source into the node tree of a ``Template``.
struct TemplateParser {
    private enum TagKind {
        case variable, section, invertedSection, close, comment, partial
    }

    private enum Piece {
        case text(String)
        case tag(TagKind, name: String, line: Int)
    }

    let templateName: String
    let source: String

    func parse() throws(TemplateError) -> [Template.Node] {
        var pieces = try scan()
        let indentations = trimStandaloneTags(&pieces)
        return try buildTree(pieces, indentations: indentations)
    }

    // MARK: - Scanning

    private func scan() throws(TemplateError) -> [Piece] {
        var pieces: [Piece] = []
        var rest = source[...]
        var line = 1
        while let open = rest.firstRange(of: "{{") {
            let text = rest[..<open.lowerBound]
            pieces.append(.text(String(text)))
            line += text.count(where: \.isLineBreak)
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
                throw TemplateError(
                    templateName: templateName, line: line, message: "'{{' has no matching '}}'")
            }
            let content = rest[open.upperBound..<close.lowerBound]
            pieces.append(try tag(content, line: line))
            line += content.count(where: \.isLineBreak)
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(String(rest)))
        return pieces
    }

    private func tag(_ content: Substring, line: Int) throws(TemplateError) -> Piece {
        let kinds: [Character: TagKind] = [
            "#": .section, "^": .invertedSection, "/": .close, "!": .comment, ">": .partial,
        ]
        var body = content
        var kind = TagKind.variable
        if let first = body.first, let sigil = kinds[first] {
            kind = sigil
            body = body.dropFirst()
        }
        let name = String(body.trimmingWhitespace())
        if name.isEmpty && kind != .comment {
            throw TemplateError(templateName: templateName, line: line, message: "empty tag")
        }
        return .tag(kind, name: name, line: line)
    }

    // MARK: - Standalone lines

    /// Removes the whitespace and line break around tags that stand alone on their line, and
    /// returns the indentation of each standalone partial tag by piece index.
    private func trimStandaloneTags(_ pieces: inout [Piece]) -> [Int: String] {
        let original = pieces
        var indentations: [Int: String] = [:]
        for index in original.indices {
            guard case .tag(let kind, _, _) = original[index], kind != .variable else { continue }
            guard case .text(let before) = original[index - 1],
                case .text(let after) = original[index + 1]
            else { continue }
            let lineStart = before.lastIndex(where: \.isLineBreak).map { before.index(after: $0) }
            guard lineStart != nil || index == 1 else { continue }
            let indentation = before[(lineStart ?? before.startIndex)...]
            guard indentation.allSatisfy(\.isWhitespaceExceptNewline) else { continue }
            let lineEnd = after.firstIndex(where: \.isLineBreak)
            guard lineEnd != nil || index + 1 == original.count - 1 else { continue }
            let trailing = after[..<(lineEnd ?? after.endIndex)]
            guard trailing.allSatisfy(\.isWhitespaceExceptNewline) else { continue }

            if case .text(let current) = pieces[index - 1] {
                pieces[index - 1] = .text(String(current.dropLast(indentation.count)))
            }
            if case .text(let current) = pieces[index + 1] {
                let removed = trailing.count + (lineEnd == nil ? 0 : 1)
                pieces[index + 1] = .text(String(current.dropFirst(removed)))
            }
            if kind == .partial {
                indentations[index] = String(indentation)
            }
        }
        return indentations
    }

    // MARK: - Tree

    private func buildTree(_ pieces: [Piece], indentations: [Int: String]) throws(TemplateError)
        -> [Template.Node]
    {
        var stack: [(name: String, inverted: Bool, line: Int, children: [Template.Node])] = [
            ("", false, 0, [])
        ]
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text):
                if !text.isEmpty { stack[stack.count - 1].children.append(.text(Array(text.utf8))) }
            case .tag(.variable, let name, let line):
                stack[stack.count - 1].children.append(.variable(TemplateKey(name), line: line))
            case .tag(.section, let name, let line), .tag(.invertedSection, let name, let line):
                if case .tag(.invertedSection, _, _) = piece {
                    stack.append((name, true, line, []))
                } else {
                    stack.append((name, false, line, []))
                }
            case .tag(.close, let name, let line):
                guard stack.count > 1, let open = stack.last, open.name == name else {
                    let expected =
                        stack.count > 1 ? "'{{/\(stack[stack.count - 1].name)}}'" : "no closing tag"
                    throw TemplateError(
                        templateName: templateName, line: line,
                        message:
                            "'{{/\(name)}}' does not close an open section; expected \(expected)")
                }
                stack.removeLast()
                stack[stack.count - 1].children.append(
                    .section(
                        TemplateKey(name), inverted: open.inverted, children: open.children,
                        line: open.line))
            case .tag(.comment, _, _):
                continue
            case .tag(.partial, let name, let line):
                stack[stack.count - 1].children.append(
                    .partial(
                        name: name, indentation: Array((indentations[index] ?? "").utf8), line: line
                    ))
            }
        }
        if stack.count > 1, let open = stack.last {
            throw TemplateError(
                templateName: templateName, line: open.line,
                message: "section '{{#\(open.name)}}' is never closed; add '{{/\(open.name)}}'")
        }
        return stack[0].children
    }
}

extension Character {
    fileprivate var isWhitespaceExceptNewline: Bool {
        self == " " || self == "\t"
    }

    /// Whether the character ends a line; Swift reads `\r\n` as one character.
    var isLineBreak: Bool {
        self == "\n" || self == "\r\n"
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        var result = self
        while result.first?.isWhitespace == true { result = result.dropFirst() }
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return result
    }
}
