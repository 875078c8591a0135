// A libFuzzer entry point over the template engine: custom templates are user input too. It is
// compiled together with Sources/Generator/Core by run.sh.
//
// An input is one or more templates separated by zero bytes, each a line with its name and then
// its source. They replace the built-in templates of the same name (or join them), and the set is
// parsed and rendered from the entry point, then laid out, with the data of the reference spec
// in TemplateReference.mediator, which run.sh compiles in as `referenceSpec`. Template errors are
// the expected outcome for most inputs; a crash, hang or excessive memory use is a finding.

/// The reference spec, validated once; the harness stops if the spec has errors.
private let validatedReference: ValidatedSpec = {
    let file = SourceFile(path: "TemplateReference.mediator", bytes: Array(referenceSpec.utf8))
    var diagnostics = DiagnosticCollector(path: file.path)
    let pipeline = GeneratorPipeline(templates: TemplateSet([]))
    let spec = pipeline.validate(
        pipeline.parse(file, diagnostics: &diagnostics), of: file, diagnostics: &diagnostics)
    guard !diagnostics.hasErrors else {
        fatalError("the reference spec has errors: \(diagnostics.diagnostics)")
    }
    return spec
}()

/// Validates the reference spec before the first input, so that a spec with errors stops the
/// fuzzer without blaming an input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    _ = validatedReference
    return 0
}

/// Renders the templates of one input with the reference spec's data. Any crash, hang or
/// excessive memory use is a finding; template errors are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var sources = BuiltInTemplates.sources
    for part in UnsafeBufferPointer(start: data, count: size).split(
        separator: 0, omittingEmptySubsequences: false)
    {
        let text = String(decoding: part, as: UTF8.self)
        let name = text.prefix { $0 != "\n" }
        sources[String(name)] = String(text.dropFirst(name.count + 1))
    }
    guard let templates = try? TemplateSet(sources: sources) else { return 0 }
    _ = try? GeneratorPipeline(templates: templates).render(validatedReference)
    return 0
}
