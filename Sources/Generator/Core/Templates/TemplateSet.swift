/// A set of named templates that refer to each other through `{{> name}}`, rendered together.
public struct TemplateSet: Sendable {
    /// The templates by name.
    public private(set) var templates: [String: Template]
    /// The field names the templates look up, numbered; their keys carry the numbers.
    let symbols: FieldSymbols

    /// Makes a set of parsed templates.
    public init(_ templates: [Template]) {
        self.init(byName: Dictionary(templates.map { ($0.name, $0) }, uniquingKeysWith: { $1 }))
    }

    private init(byName templates: [String: Template]) {
        var symbols = FieldSymbols()
        self.templates = templates.mapValues { template in
            var bound = template
            bound.bind(to: &symbols)
            return bound
        }
        self.symbols = symbols
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
        var templates = self.templates
        for template in overrides {
            templates[template.name] = template
        }
        return TemplateSet(byName: templates)
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
        var renderer = TemplateRenderer(templates: self, context: context)
        try renderer.render(template.nodes, in: template.name, into: &output)
        return output.finish()
    }
}
