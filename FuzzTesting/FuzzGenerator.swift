// A libFuzzer entry point over the whole generator pipeline: lexer, parser, validator, template
// data and renderer, and the formatter on every input that generates. It is compiled together
// with Sources/Generator/Core and Tests/TestSupport/GeneratedCode.swift by run.sh.

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

/// Feeds one input to the generator as a spec file, and formats it when it generates. Any crash,
/// hang or excessive memory use is a finding, and so is formatting that changes the generated
/// code (but for the line numbers of `#sourceLocation`) or changes its own output; spec errors
/// are the expected outcome for most inputs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.mediator", bytes: bytes)
    let output = try? pipeline.generate(file)
    if let output, output.file != nil,
        output.diagnostics.contains(where: { $0.severity == .error })
    {
        fatalError("generated output despite errors")
    }
    if let generated = output?.file, let text = SpecFormatter.format(file).text {
        let formatted = SourceFile(path: file.path, text: text)
        guard SpecFormatter.format(formatted).text == text else {
            fatalError("formatting the formatted spec changes it")
        }
        guard let regenerated = try? pipeline.generate(formatted).file,
            withoutSpecLayout(regenerated.source) == withoutSpecLayout(generated.source)
        else {
            fatalError("formatting changes the generated code")
        }
    }
    return 0
}
