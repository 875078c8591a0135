/// The generator, one spec file at a time, as a pipeline of stages that each hand a value to the
/// next:
///
/// 1. ``parse(_:diagnostics:)``: the file's bytes → tokens → ``SpecSyntax``;
/// 2. ``validate(_:of:diagnostics:)``: the syntax → ``SpecModel``, every name resolved and who
///    takes part in which event found once, and the ``GeneratedNames`` of each mediator, which
///    every check of names against generated code reads;
/// 3. ``render(_:)``: the model and names → typed template data (``FileContext``) → template
///    values → text with layout and source marks → Swift source (``LinePrinter`` lays it out,
///    then ``SourceMarks`` writes the `#sourceLocation` directives);
/// 4. writing, by the caller: the command line writes files, the build system takes the
///    build-tool plugin's.
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

    /// Stage 2: checks `syntax`, read from `file`, and resolves it into a model with the names of
    /// what generated code declares; both are complete only when no error was reported.
    package func validate(
        _ syntax: SpecSyntax, of file: SourceFile, diagnostics: inout DiagnosticCollector
    ) -> ValidatedSpec {
        Validator.validate(syntax, of: file, diagnostics: &diagnostics)
    }

    /// Stage 3: renders the Swift source of a valid spec.
    ///
    /// - Throws: ``TemplateError`` when a template is broken.
    package func render(_ spec: ValidatedSpec) throws(TemplateError) -> String {
        let data = try templates.composing(
            BuiltInTemplates.pieces,
            into: TemplateValueEncoder.value(of: FileContext(spec.model, names: spec.names)))
        return LinePrinter.print(
            try templates.renderBytes(BuiltInTemplates.entryPoint, with: data),
            specFile: SwiftText.stringLiteral(spec.model.specPath))
    }

    /// Stage 3 for test targets: renders the test doubles of a valid spec's colleagues known by
    /// a protocol, for a test target that imports `module`, the mediators' module, `@testable`.
    ///
    /// - Throws: ``TemplateError`` when a template is broken.
    package func renderDoubles(_ spec: ValidatedSpec, module: String) throws(TemplateError)
        -> String
    {
        let data = try templates.composing(
            BuiltInTemplates.doublePieces,
            into: TemplateValueEncoder.value(
                of: DoublesFileContext(spec.model, names: spec.names, module: module)))
        return LinePrinter.print(
            try templates.renderBytes(BuiltInTemplates.doubles, with: data),
            specFile: SwiftText.stringLiteral(spec.model.specPath))
    }

    /// Runs stages 1 and 2 on `file`: its diagnostics, without generating anything.
    package func check(_ file: SourceFile) -> [Diagnostic] {
        validated(file).diagnostics
    }

    /// Runs stages 1 and 2 on `file`: its diagnostics, and its model when it has no error, for
    /// what is made of a model other than Swift source (the event graph).
    package func model(of file: SourceFile) -> (model: SpecModel?, diagnostics: [Diagnostic]) {
        let (spec, diagnostics) = validated(file)
        return (spec?.model, diagnostics)
    }

    /// Runs stages 1 to 3 on `file`.
    ///
    /// - Throws: ``TemplateError`` when a template is broken; spec problems are diagnostics.
    package func generate(_ file: SourceFile) throws(TemplateError) -> Generated {
        let (spec, diagnostics) = validated(file)
        guard let spec else { return Generated(diagnostics: diagnostics, file: nil) }
        let generated = GeneratedFile(
            specPath: file.path, fileName: OutputFileNaming.outputFileName(forSpecPath: file.path),
            source: try render(spec))
        return Generated(diagnostics: diagnostics, file: generated)
    }

    /// Runs stages 1 to 3 on `file`, rendering its test doubles for a test target that imports
    /// `module` (see ``renderDoubles(_:module:)``).
    ///
    /// - Throws: ``TemplateError`` when a template is broken; spec problems are diagnostics.
    package func generateDoubles(_ file: SourceFile, module: String) throws(TemplateError)
        -> Generated
    {
        let (spec, diagnostics) = validated(file)
        guard let spec else { return Generated(diagnostics: diagnostics, file: nil) }
        let generated = GeneratedFile(
            specPath: file.path,
            fileName: OutputFileNaming.doublesFileName(forSpecPath: file.path),
            source: try renderDoubles(spec, module: module))
        return Generated(diagnostics: diagnostics, file: generated)
    }

    /// Runs stages 1 and 2 on `file`: the spec when it has no error, and the diagnostics.
    private func validated(_ file: SourceFile) -> (spec: ValidatedSpec?, diagnostics: [Diagnostic])
    {
        var diagnostics = DiagnosticCollector(path: file.path)
        let spec = validate(
            parse(file, diagnostics: &diagnostics), of: file, diagnostics: &diagnostics)
        return (diagnostics.hasErrors ? nil : spec, diagnostics.diagnostics)
    }
}
