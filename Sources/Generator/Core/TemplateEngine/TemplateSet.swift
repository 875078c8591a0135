/// The templates that generated code is rendered with, which refer to each other by name.
package struct TemplateSet: Sendable {
    private var templates: [String: Template]

    /// Makes a set of parsed templates.
    package init(_ templates: [Template]) {
        self.templates = Dictionary(templates.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    }

    /// Parses each source, keyed by template name; errors name a template `NAME.mustache`.
    package init(sources: [String: String]) throws(TemplateError) {
        var templates: [Template] = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            templates.append(try Template(name: name, path: name + ".mustache", source: source))
        }
        self.init(templates)
    }

    /// The names of the templates, sorted.
    package var names: [String] {
        templates.keys.sorted()
    }

    /// The template called `name`, if the set has one.
    package func template(named name: String) -> Template? {
        templates[name]
    }

    /// Returns a copy in which each of `overrides` replaces the template of the same name.
    package func replacing(with overrides: [Template]) -> TemplateSet {
        var copy = self
        for template in overrides {
            copy.templates[template.name] = template
        }
        return copy
    }

    /// Renders the template `name` with `context`.
    ///
    /// - Throws: ``TemplateError`` when the template, a partial or a looked-up name is missing.
    package func render(_ name: String, with context: TemplateValue) throws(TemplateError) -> String
    {
        String(decoding: try renderBytes(name, with: context), as: UTF8.self)
    }

    /// ``render(_:with:)`` as UTF-8 bytes, which ``LinePrinter`` reads.
    func renderBytes(_ name: String, with context: TemplateValue) throws(TemplateError) -> [UInt8] {
        try renderBytes(name, in: [context])
    }

    /// The UTF-8 bytes of the template `name` rendered inside `contexts`, outermost first, as
    /// though sections over each had opened around it.
    func renderBytes(_ name: String, in contexts: [TemplateValue]) throws(TemplateError)
        -> [UInt8]
    {
        guard let template = templates[name] else {
            throw TemplateError(
                path: name, at: SourceLocation(line: 1, column: 1), "no template named '\(name)'")
        }
        var renderer = TemplateRenderer(templates: self, contexts: contexts)
        try renderer.render(template)
        return renderer.output
    }
}
