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
        let text = try render(name, with: context, to: RenderedBytes())
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// Renders the template `name` with `context`, writing the text to `sink`, and returns the
    /// sink.
    ///
    /// - Throws: ``TemplateError`` when the template, a partial or a looked-up name is missing.
    func render<Sink: RenderedTextSink>(
        _ name: String, with context: TemplateValue, to sink: consuming Sink
    ) throws(TemplateError) -> Sink {
        guard let template = templates[name] else {
            throw TemplateError(templateName: name, line: 1, message: "no template named '\(name)'")
        }
        var output = TemplateOutput(to: sink)
        var renderer = Renderer(templates: self, stack: [context])
        try renderer.render(template.nodes, in: template.name, into: &output)
        return output.finish()
    }

    private struct Renderer {
        let templates: TemplateSet
        var stack: [TemplateValue]
        /// Whether the innermost list item being rendered is the first and the last.
        var positions: [(isFirst: Bool, isLast: Bool)] = []
        /// How many partials are being rendered inside each other.
        var depth = 0

        /// Partials nested deeper than this are taken for a cycle.
        static let maximumDepth = 32

        mutating func render<Sink>(
            _ nodes: [Template.Node], in name: String, into output: inout TemplateOutput<Sink>
        ) throws(TemplateError) {
            for node in nodes {
                switch node {
                case .text(let text):
                    output.append(text)
                case .variable(let key, let line):
                    guard case .text(let text)? = lookUp(key) else {
                        throw TemplateError(
                            templateName: name, line: line,
                            message: "'{{\(key.text)}}' is not a text value here")
                    }
                    output.append(text)
                case .section(let key, let inverted, let children, let line):
                    try renderSection(key, inverted, children, line, in: name, into: &output)
                case .partial(let partialName, let indentation, let line):
                    try renderPartial(partialName, indentation, line, in: name, into: &output)
                }
            }
        }

        mutating func renderSection<Sink>(
            _ key: TemplateKey, _ inverted: Bool, _ children: [Template.Node], _ line: Int,
            in name: String, into output: inout TemplateOutput<Sink>
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
                    templateName: name, line: line,
                    message: "'{{#\(key.text)}}' names no value here")
            }
            guard value.isTruthy else { return }
            guard case .list(let items) = value else {
                try render(
                    children, for: value, isFirst: true, isLast: true, in: name, into: &output)
                return
            }
            for (index, item) in items.enumerated() {
                try render(
                    children, for: item, isFirst: index == 0, isLast: index == items.count - 1,
                    in: name, into: &output)
            }
        }

        /// Renders `nodes` with `item` as the innermost context.
        mutating func render<Sink>(
            _ nodes: [Template.Node], for item: TemplateValue, isFirst: Bool, isLast: Bool,
            in name: String, into output: inout TemplateOutput<Sink>
        ) throws(TemplateError) {
            stack.append(item)
            positions.append((isFirst, isLast))
            defer {
                stack.removeLast()
                positions.removeLast()
            }
            try render(nodes, in: name, into: &output)
        }

        mutating func renderPartial<Sink>(
            _ partialName: String, _ indentation: String, _ line: Int, in name: String,
            into output: inout TemplateOutput<Sink>
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
            // A partial renders with the current context; every section it opens, it closes.
            depth += 1
            defer { depth -= 1 }
            if indentation.isEmpty {
                try render(partial.nodes, in: partial.name, into: &output)
            } else {
                output.beginIndentation(indentation)
                defer { output.endIndentation() }
                try render(partial.nodes, in: partial.name, into: &output)
            }
        }

        /// Looks `key` up from the innermost context outwards; dotted keys then descend.
        func lookUp(_ key: TemplateKey) -> TemplateValue? {
            let parts: [String]
            switch key.kind {
            case .current: return stack.last
            case .isFirst: return positions.last.map { .flag($0.isFirst) }
            case .isLast: return positions.last.map { .flag($0.isLast) }
            case .path(let path): parts = path
            }
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
