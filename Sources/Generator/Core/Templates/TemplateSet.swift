/// A set of named templates that refer to each other through `{{> name}}`, rendered together.
public struct TemplateSet: Sendable {
    /// The templates by name.
    public private(set) var templates: [String: Template]

    /// Makes a set of parsed templates.
    public init(_ templates: [Template]) {
        self.templates = Dictionary(templates.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    }

    /// Parses each source, keyed by template name.
    public init(sources: [String: String]) throws(TemplateError) {
        var parsed: [Template] = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            parsed.append(try Template(name: name, source: source))
        }
        self.init(parsed)
    }

    /// Returns a copy in which each template of `overrides` replaces the one of the same name.
    public func replacing(with overrides: [Template]) -> TemplateSet {
        var copy = self
        for template in overrides {
            copy.templates[template.name] = template
        }
        return copy
    }

    /// Renders the template `name` with `context`.
    ///
    /// - Throws: ``TemplateError`` when the template, a partial or a looked-up name is missing.
    public func render(_ name: String, with context: TemplateValue) throws(TemplateError) -> String
    {
        guard let template = templates[name] else {
            throw TemplateError(templateName: name, line: 1, message: "no template named '\(name)'")
        }
        var output = ""
        var renderer = Renderer(templates: self, stack: [context], depth: 0)
        try renderer.render(template.nodes, in: template.name, into: &output)
        return output
    }

    private struct Renderer {
        let templates: TemplateSet
        var stack: [TemplateValue]
        /// Whether the innermost list item being rendered is the first and the last.
        var positions: [(isFirst: Bool, isLast: Bool)] = []
        let depth: Int

        /// Partials nested deeper than this are taken for a cycle.
        static let maximumDepth = 32

        mutating func render(_ nodes: [Template.Node], in name: String, into output: inout String)
            throws(TemplateError)
        {
            for node in nodes {
                switch node {
                case .text(let text):
                    output += text
                case .variable(let key, let line):
                    guard case .text(let text)? = lookUp(key) else {
                        throw TemplateError(
                            templateName: name, line: line,
                            message: "'{{\(key)}}' is not a text value here")
                    }
                    output += text
                case .section(let key, let inverted, let children, let line):
                    try renderSection(key, inverted, children, line, in: name, into: &output)
                case .partial(let partialName, let indentation, let line):
                    try renderPartial(partialName, indentation, line, in: name, into: &output)
                }
            }
        }

        mutating func renderSection(
            _ key: String, _ inverted: Bool, _ children: [Template.Node], _ line: Int,
            in name: String, into output: inout String
        ) throws(TemplateError) {
            let value = lookUp(key)
            if inverted {
                if !(value?.isTruthy ?? false) {
                    try render(children, in: name, into: &output)
                }
                return
            }
            guard let value else {
                throw TemplateError(
                    templateName: name, line: line, message: "'{{#\(key)}}' names no value here")
            }
            guard value.isTruthy else { return }
            let items: [TemplateValue]
            if case .list(let elements) = value { items = elements } else { items = [value] }
            for (index, item) in items.enumerated() {
                stack.append(item)
                positions.append((index == 0, index == items.count - 1))
                defer {
                    stack.removeLast()
                    positions.removeLast()
                }
                try render(children, in: name, into: &output)
            }
        }

        func renderPartial(
            _ partialName: String, _ indentation: String, _ line: Int, in name: String,
            into output: inout String
        ) throws(TemplateError) {
            guard let partial = templates.templates[partialName] else {
                throw TemplateError(
                    templateName: name, line: line, message: "no template named '\(partialName)'")
            }
            guard depth < Self.maximumDepth else {
                throw TemplateError(
                    templateName: name, line: line,
                    message: "templates include each other in a cycle through '\(partialName)'")
            }
            var nested = Renderer(
                templates: templates, stack: stack, positions: positions, depth: depth + 1)
            var rendered = ""
            try nested.render(partial.nodes, in: partial.name, into: &rendered)
            output += indentation.isEmpty ? rendered : Self.indent(rendered, by: indentation)
        }

        static func indent(_ text: String, by indentation: String) -> String {
            var result = ""
            var atLineStart = true
            for character in text {
                if atLineStart && !character.isLineBreak { result += indentation }
                result.append(character)
                atLineStart = character.isLineBreak
            }
            return result
        }

        /// Looks `key` up from the innermost context outwards; dotted keys then descend.
        func lookUp(_ key: String) -> TemplateValue? {
            if key == "." { return stack.last }
            if key == "-first" { return positions.last.map { .flag($0.isFirst) } }
            if key == "-last" { return positions.last.map { .flag($0.isLast) } }
            let parts = key.split(separator: ".").map(String.init)
            guard let head = parts.first else { return nil }
            for value in stack.reversed() {
                guard case .object(let fields) = value, var found = fields[head] else { continue }
                for part in parts.dropFirst() {
                    guard case .object(let inner) = found, let next = inner[part] else {
                        return nil
                    }
                    found = next
                }
                return found
            }
            return nil
        }
    }
}
