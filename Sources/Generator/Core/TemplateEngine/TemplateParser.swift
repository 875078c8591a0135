/// Turns template source into the nodes of a ``Template``.
///
/// The source is read as lines: a line that holds nothing but one section, comment or partial
/// tag (and whitespace) is a standalone tag and leaves no trace in the output, not even its line
/// break; one that holds nothing but a text tag inserts the text as a block, every line of it
/// indented like the tag. A tag may span lines; line breaks in the output are the template's own.
struct TemplateParser {
    /// A piece of a line: text without line breaks, or a tag with its sigil.
    private enum Piece {
        case text(String)
        case tag(kind: Character?, Template.Tag)
    }

    /// A section opened and not closed yet, with the nodes inside it so far.
    private struct OpenSection {
        let tag: Template.Tag?
        let inverted: Bool
        var children: [Template.Node] = []

        /// Adds `text`, to the text node before it if there is one.
        mutating func append(_ text: String) {
            if case .text(let before)? = children.last {
                children[children.count - 1] = .text(before + text.utf8)
            } else {
                children.append(.text(Array(text.utf8)))
            }
        }
    }

    let path: String
    let source: String

    /// The layout tags, which render the marks ``LinePrinter`` lays lines out by.
    private static let layoutMarks: [String: UInt8] = [
        "(": LinePrinter.fillingGroup, "((": LinePrinter.itemPerLineGroup,
        ",": LinePrinter.separator, ")": LinePrinter.groupEnd,
    ]

    /// The sigils that start the tags other than `{{name}}`.
    private static let sigils: Set<Character> = ["#", "^", "/", "!", ">", "@", "%"]

    /// What a template's text holds: its nodes, and the template data version it states.
    struct Parsed {
        var nodes: [Template.Node]
        var dataVersion: (number: Int, location: SourceLocation)?
    }

    func parse() throws(TemplateError) -> Parsed {
        var stack = [OpenSection(tag: nil, inverted: false)]
        var dataVersion: (number: Int, location: SourceLocation)?
        for (pieces, lineBreak) in try lines() {
            if let (kind, tag, indentation) = Self.standaloneTag(in: pieces) {
                if kind == nil {
                    stack[stack.count - 1].children.append(
                        .block(tag, indentation: indentation, lineBreak: lineBreak))
                } else if kind == "%" {
                    try stateVersion(tag, in: &dataVersion)
                } else {
                    try add(kind: kind, tag, indentation: indentation, to: &stack)
                }
                continue
            }
            for piece in pieces {
                switch piece {
                case .text(let text): stack[stack.count - 1].append(text)
                case .tag("%", let tag): try stateVersion(tag, in: &dataVersion)
                case .tag(let kind, let tag): try add(kind: kind, tag, indentation: nil, to: &stack)
                }
            }
            if !lineBreak.isEmpty { stack[stack.count - 1].append(lineBreak) }
        }
        if stack.count > 1, let open = stack.last?.tag {
            throw TemplateError(
                path: path, at: open.location,
                "section '{{#\(open.name)}}' is never closed; add '{{/\(open.name)}}'")
        }
        return Parsed(nodes: stack[0].children, dataVersion: dataVersion)
    }

    /// Reads `{{% template-data N }}`, the version of the template data the template is written
    /// for, into `version`: once per template.
    private func stateVersion(
        _ tag: Template.Tag, in version: inout (number: Int, location: SourceLocation)?
    ) throws(TemplateError) {
        let words = tag.name.split(separator: " ")
        guard words.count == 2, words[0] == TemplateDataVersion.keyword,
            words[1].count <= 9, let number = Int(words[1]), number > 0
        else {
            throw TemplateError(
                path: path, at: tag.location,
                "'{{%\(tag.name)}}' is not a version; a template states the template data it is "
                    + "written for with '\(TemplateDataVersion.tag)'")
        }
        guard version == nil else {
            throw TemplateError(
                path: path, at: tag.location, "the template states its template data version twice")
        }
        version = (number, tag.location)
    }

    /// The pieces of each line with the line break that ends it (empty for the last line).
    private func lines() throws(TemplateError) -> [(pieces: [Piece], lineBreak: String)] {
        var lines: [(pieces: [Piece], lineBreak: String)] = []
        var pieces: [Piece] = []
        var text = ""
        var location = SourceLocation(line: 1, column: 1)
        var rest = Substring(source)
        while let character = rest.first {
            if character.isNewline {
                if !text.isEmpty { pieces.append(.text(text)) }
                lines.append((pieces, String(character)))
                (pieces, text) = ([], "")
                location = SourceLocation(line: location.line + 1, column: 1)
                rest = rest.dropFirst()
            } else if rest.hasPrefix("{{") {
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                guard let close = rest.firstRange(of: "}}") else {
                    throw TemplateError(path: path, at: location, "'{{' has no matching '}}'")
                }
                let content = rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]
                pieces.append(try tag(content, at: location))
                location = Self.location(after: rest[..<close.upperBound], from: location)
                rest = rest[close.upperBound...]
            } else {
                text.append(character)
                location.column += character.utf8.count
                rest = rest.dropFirst()
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        lines.append((pieces, ""))
        return lines
    }

    private func tag(_ content: Substring, at location: SourceLocation) throws(TemplateError)
        -> Piece
    {
        let kind = content.first.flatMap { Self.sigils.contains($0) ? $0 : nil }
        let name = (kind == nil ? content : content.dropFirst()).trimmingWhitespace()
        if name.isEmpty && kind != "!" && kind != "@" && kind != "%" {
            throw TemplateError(path: path, at: location, "empty tag '{{\(content)}}'")
        }
        return .tag(kind: kind, Template.Tag(name: String(name), location: location))
    }

    /// Where `text`, starting at `start`, ends.
    private static func location(after text: Substring, from start: SourceLocation)
        -> SourceLocation
    {
        var location = start
        for character in text {
            if character.isNewline {
                location = SourceLocation(line: location.line + 1, column: 1)
            } else {
                location.column += character.utf8.count
            }
        }
        return location
    }

    /// The tag of a line that holds nothing but one section, comment, partial or text tag and
    /// whitespace, with the whitespace before it. A source mark (`{{@ line}}`, `{{@}}`) is not
    /// one: its line is where ``SourceMarks`` puts a directive; nor is a layout mark.
    private static func standaloneTag(in pieces: [Piece]) -> (Character?, Template.Tag, String)? {
        var found: (Character?, Template.Tag)?
        var indentation = ""
        for piece in pieces {
            switch piece {
            case .text(let text):
                guard text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
                if found == nil { indentation = text }
            case .tag(let kind, let tag):
                guard found == nil, kind != "@", kind != nil || layoutMarks[tag.name] == nil
                else { return nil }
                found = (kind, tag)
            }
        }
        return found.map { ($0.0, $0.1, indentation) }
    }

    private func add(
        kind: Character?, _ tag: Template.Tag, indentation: String?, to stack: inout [OpenSection]
    ) throws(TemplateError) {
        switch kind {
        case "#", "^":
            stack.append(OpenSection(tag: tag, inverted: kind == "^"))
        case "/":
            guard stack.count > 1, let open = stack.last, let openTag = open.tag,
                openTag.name == tag.name
            else {
                let expected = stack.last?.tag.map { "'{{/\($0.name)}}'" } ?? "no closing tag"
                throw TemplateError(
                    path: path, at: tag.location,
                    "'{{/\(tag.name)}}' does not close an open section; expected \(expected)")
            }
            stack.removeLast()
            stack[stack.count - 1].children.append(
                .section(openTag, inverted: open.inverted, children: open.children))
        case "!":
            break
        case ">":
            stack[stack.count - 1].children.append(.partial(tag, indentation: indentation))
        case "@" where tag.name.isEmpty:
            stack[stack.count - 1].append(String(UnicodeScalar(SourceMarks.unmapped)))
        case "@":
            stack[stack.count - 1].children.append(.sourceLine(tag))
        default:
            if let mark = Self.layoutMarks[tag.name] {
                stack[stack.count - 1].append(String(UnicodeScalar(mark)))
            } else {
                stack[stack.count - 1].children.append(.variable(tag))
            }
        }
    }
}

extension Substring {
    /// The text without whitespace at either end.
    func trimmingWhitespace() -> Substring {
        var result = self
        while result.first?.isWhitespace == true { result = result.dropFirst() }
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return result
    }
}
