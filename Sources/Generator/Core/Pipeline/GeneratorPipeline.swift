/// The generator, one spec file at a time, as a pipeline of stages that each hand a value to the
/// next:
///
/// 1. ``parse(_:diagnostics:)``: the file's bytes → tokens → ``SpecSyntax``;
/// 2. ``validate(_:of:diagnostics:)``: the syntax → ``SpecModel``, every name resolved and who
///    takes part in which event found once;
/// 3. ``render(_:)``: the model → template data → Swift source, through the templates;
/// 4. writing, by the caller: ``OutputWriter`` for the command line, the build system for the
///    build-tool plugin.
///
/// A valid model can also be drawn instead of rendered: ``MediatorGraph`` (see `Graph/`).
///
/// Every stage reports problems into one ``DiagnosticCollector``; a stage after one that reported
/// an error does not run.
package struct GeneratorPipeline: Sendable {
    /// What generating one spec gives.
    package struct Generated: Sendable {
        /// Every problem found, in the order found.
        package var diagnostics: [Diagnostic]
        /// The generated file, or `nil` when the spec has errors.
        package var file: GeneratedFile?
    }

    /// The templates the render stage fills.
    package let templates: TemplateSet

    /// Makes a pipeline that renders with `templates`.
    package init(templates: TemplateSet) {
        self.templates = templates
    }

    /// Makes a pipeline with the built-in templates.
    package init() throws(TemplateError) {
        self.init(templates: try BuiltInTemplates.templateSet())
    }

    /// Stage 1: reads the syntax tree of `file`.
    package func parse(_ file: SourceFile, diagnostics: inout DiagnosticCollector) -> SpecSyntax {
        Parser.parse(file, diagnostics: &diagnostics)
    }

    /// Stage 2: checks `syntax`, read from `file`, and resolves it into a model; the model is
    /// complete only when no error was reported.
    package func validate(
        _ syntax: SpecSyntax, of file: SourceFile, diagnostics: inout DiagnosticCollector
    ) -> SpecModel {
        Validator.validate(syntax, of: file, diagnostics: &diagnostics)
    }

    /// Stage 3: renders the Swift source of a valid model.
    ///
    /// - Throws: ``TemplateError`` when a template is broken.
    package func render(_ model: SpecModel) throws(TemplateError) -> String {
        let text = try templates.render(
            BuiltInTemplates.entryPoint, with: MediatorData.file(model))
        return LineWrapper.wrap(text)
    }

    /// Runs stages 1 and 2 on `file`: its diagnostics, without generating anything.
    package func check(_ file: SourceFile) -> [Diagnostic] {
        model(of: file).diagnostics
    }

    /// Runs stages 1 and 2 on `file`: its diagnostics, and its model when it has no error, for
    /// what is made of a model other than Swift source (the event graph).
    package func model(of file: SourceFile) -> (model: SpecModel?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector(path: file.path)
        let model = validate(
            parse(file, diagnostics: &diagnostics), of: file, diagnostics: &diagnostics)
        return (diagnostics.hasErrors ? nil : model, diagnostics.diagnostics)
    }

    /// Runs stages 1 to 3 on `file`.
    ///
    /// - Throws: ``TemplateError`` when a template is broken; spec problems are diagnostics.
    package func generate(_ file: SourceFile) throws(TemplateError) -> Generated {
        let (model, diagnostics) = model(of: file)
        guard let model else { return Generated(diagnostics: diagnostics, file: nil) }
        let generated = GeneratedFile(
            specPath: file.path, fileName: OutputFileNaming.outputFileName(forSpecPath: file.path),
            source: try render(model))
        return Generated(diagnostics: diagnostics, file: generated)
    }
}
