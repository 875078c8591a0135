/// The whole pipeline for one spec file: lex, parse, validate, render.
public struct MediatorGenerator: Sendable {
    /// The result of generating one spec.
    public struct Output: Sendable {
        /// Every problem found, in the order found.
        public var diagnostics: [Diagnostic]
        /// The generated Swift source, or `nil` when there were errors.
        public var source: String?
    }

    private let renderer: Renderer

    /// Makes a generator that renders with `templates`.
    public init(templates: TemplateSet) {
        self.renderer = Renderer(templates: templates)
    }

    /// Makes a generator with the built-in templates.
    public init() throws(TemplateError) {
        self.init(templates: try BuiltInTemplates.templateSet())
    }

    /// Checks `file` without rendering it.
    public func check(_ file: SourceFile) -> [Diagnostic] {
        analyse(file).1.diagnostics
    }

    /// Generates the Swift source for `file`.
    ///
    /// - Throws: ``TemplateError`` when a template is broken; spec problems are diagnostics.
    public func generate(_ file: SourceFile) throws(TemplateError) -> Output {
        let output = try generateText(file)
        return Output(
            diagnostics: output.diagnostics,
            source: output.source.map { String(decoding: $0.utf8, as: UTF8.self) })
    }

    /// Generates the Swift source for `file`, ready to be written; `nil` when there were errors.
    ///
    /// - Throws: ``TemplateError`` when a template is broken; spec problems are diagnostics.
    func generateText(_ file: SourceFile) throws(TemplateError) -> (
        diagnostics: [Diagnostic], source: GeneratedText?
    ) {
        let (model, diagnostics) = analyse(file)
        guard !diagnostics.hasErrors else {
            return (diagnostics.diagnostics, nil)
        }
        return (diagnostics.diagnostics, try renderer.renderText(model))
    }

    private func analyse(_ file: SourceFile) -> (SpecModel, DiagnosticCollector) {
        var diagnostics = DiagnosticCollector(path: file.path)
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        let model = Validator.validate(syntax, of: file, diagnostics: &diagnostics)
        return (model, diagnostics)
    }
}
