/// Turns a validated model into Swift source through a set of templates.
public struct Renderer: Sendable {
    /// The templates used; the built-in ones unless replaced.
    public var templates: TemplateSet

    /// Makes a renderer with `templates`.
    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// Renders the file generated for `spec`.
    public func render(_ spec: SpecModel) throws(TemplateError) -> String {
        String(decoding: try renderText(spec).utf8, as: UTF8.self)
    }

    /// Renders the file generated for `spec`, ready to be written.
    func renderText(_ spec: SpecModel) throws(TemplateError) -> GeneratedText {
        // Each line is wrapped as soon as it is rendered.
        var wrapper = try templates.render(
            BuiltInTemplates.entryPoint, with: TemplateContext.file(spec), to: LineWrapper.Stream())
        return wrapper.finish()
    }
}
