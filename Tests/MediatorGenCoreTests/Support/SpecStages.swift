import TestSupport
import Testing

@testable import MediatorGenCore

/// The path of the file a spec written inline in a test is read as, in diagnostics and in the
/// `#sourceLocation` lines of generated code.
let testSpecPath = "t.mediator"

extension GeneratorPipeline {
    /// For parsing and validating: those stages use no templates.
    static let withoutTemplates = GeneratorPipeline(templates: TemplateSet([]))
}

/// Stage 1 of ``GeneratorPipeline`` on `file`: its syntax tree and what parsing reported.
func parse(_ file: SourceFile) -> (syntax: SpecSyntax, diagnostics: [Diagnostic]) {
    var diagnostics = DiagnosticCollector(path: file.path)
    let syntax = GeneratorPipeline.withoutTemplates.parse(file, diagnostics: &diagnostics)
    return (syntax, diagnostics.diagnostics)
}

/// Stage 1 on `text`, read as the file ``testSpecPath``.
func parse(_ text: String) -> (syntax: SpecSyntax, diagnostics: [Diagnostic]) {
    parse(SourceFile(path: testSpecPath, text: text))
}

/// Stages 1 and 2 of ``GeneratorPipeline`` on `file`: the validated spec and what both stages
/// reported.
func validated(_ file: SourceFile) -> (spec: ValidatedSpec, diagnostics: [Diagnostic]) {
    let pipeline = GeneratorPipeline.withoutTemplates
    var diagnostics = DiagnosticCollector(path: file.path)
    let syntax = pipeline.parse(file, diagnostics: &diagnostics)
    let spec = pipeline.validate(syntax, of: file, diagnostics: &diagnostics)
    return (spec, diagnostics.diagnostics)
}

/// Stages 1 and 2 on `text`, read as the file ``testSpecPath``.
func validated(_ text: String) -> (spec: ValidatedSpec, diagnostics: [Diagnostic]) {
    validated(SourceFile(path: testSpecPath, text: text))
}

/// Stages 1 and 2 of ``GeneratorPipeline`` on `file`: its model and what both stages reported.
func validate(_ file: SourceFile) -> (model: SpecModel, diagnostics: [Diagnostic]) {
    let (spec, diagnostics) = validated(file)
    return (spec.model, diagnostics)
}

/// Stages 1 and 2 on `text`, read as the file ``testSpecPath``.
func validate(_ text: String) -> (model: SpecModel, diagnostics: [Diagnostic]) {
    validate(SourceFile(path: testSpecPath, text: text))
}

/// Parses `text`, expecting no diagnostics, and returns its only mediator.
func parseMediator(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> MediatorSyntax {
    let (syntax, diagnostics) = parse(text)
    return try onlyMediator(
        of: syntax.mediators, diagnostics: diagnostics, sourceLocation: sourceLocation)
}

/// Validates `text`, expecting no diagnostics, and returns its only mediator.
func validMediator(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> MediatorModel {
    let (model, diagnostics) = validate(text)
    return try onlyMediator(
        of: model.mediators, diagnostics: diagnostics, sourceLocation: sourceLocation)
}

/// Expects no `diagnostics` and exactly one of `mediators`, and returns it.
private func onlyMediator<Mediator>(
    of mediators: [Mediator], diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation
) throws -> Mediator {
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    #expect(mediators.count == 1, sourceLocation: sourceLocation)
    return try #require(mediators.first, sourceLocation: sourceLocation)
}

/// The errors among `diagnostics`.
func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.filter { $0.severity == .error }
}

/// The warnings among `diagnostics`.
func warnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.filter { $0.severity == .warning }
}
