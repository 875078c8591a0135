import Foundation

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
        String(decoding: try renderUTF8(spec), as: UTF8.self)
    }

    /// Renders the file generated for `spec` as UTF-8, ready to be written.
    func renderUTF8(_ spec: SpecModel) throws(TemplateError) -> Data {
        // Each line is wrapped as soon as it is rendered.
        var wrapper = try templates.render(
            BuiltInTemplates.entryPoint, with: TemplateContext.file(spec), to: LineWrapper.Stream())
        return wrapper.finish()
    }
}
