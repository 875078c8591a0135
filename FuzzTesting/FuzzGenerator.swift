// A libFuzzer entry point over the whole generator pipeline: lexer, parser, validator, template
// data and renderer. It is compiled together with Sources/Generator/Core by run.sh.

/// The built-in templates, parsed once.
private let pipeline: GeneratorPipeline = {
    do {
        return try GeneratorPipeline()
    } catch {
        fatalError("the built-in templates do not parse: \(error)")
    }
}()

/// Parses the built-in templates before the first input, so that broken templates stop the
/// fuzzer without blaming an input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    _ = pipeline
    return 0
}

/// Feeds one input to the generator as a spec file. Any crash, hang or excessive memory use is a
/// finding; spec errors are the expected outcome for most inputs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let output = try? pipeline.generate(SourceFile(path: "fuzz.mediator", bytes: bytes))
    if let output, output.file != nil,
        output.diagnostics.contains(where: { $0.severity == .error })
    {
        fatalError("generated output despite errors")
    }
    return 0
}
