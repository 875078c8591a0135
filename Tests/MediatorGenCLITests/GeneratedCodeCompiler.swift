import Foundation
import TestSupport

/// Generates a spec with `mediatorgen` and type-checks the output with the user's code, as the
/// tests that check what the compiler says about generated code do.
enum GeneratedCodeCompiler {
    /// The spec's file name; the generated file is `out/Shop.mediator.swift`.
    static let specFile = "Shop.mediator"
    /// The user's code.
    static let colleaguesFile = "Colleagues.swift"
    /// The generated file.
    static let generatedFile = "out/Shop.mediator.swift"

    /// Generates `spec` and, when that succeeds, compiles it with `colleagues` in `fixture`.
    /// `-emit-sil` runs the checks that follow type-checking too (the region-based isolation of
    /// `sending` values among them); its output goes nowhere.
    static func generateAndCompile(spec: String, colleagues: String, in fixture: CLIFixture)
        throws -> (generate: ProcessResult, compile: ProcessResult?)
    {
        try fixture.writeSpec(specFile, spec)
        try fixture.writeSpec(colleaguesFile, colleagues)
        let generate = try fixture.run("generate", specFile, "--output", "out")
        guard generate.status == 0 else { return (generate, nil) }
        let compile = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6",
                "-warnings-as-errors", "-diagnostic-style", "llvm", "-package-name", "Matrix",
                generatedFile, colleaguesFile,
            ] + (try TestPaths.runtimeSearchPaths),
            in: fixture.folder)
        return (generate, compile)
    }
}

/// One diagnostic of the compiler: `file:line:column: severity: message`.
struct CompilerDiagnostic: Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    var severity: String
    var message: String

    var description: String { "\(file):\(line): \(severity): \(message)" }

    /// The errors and warnings in the compiler's `output` (not the source lines it quotes under
    /// them, which are indented); one without a location has the file `?` and the line 0.
    static func all(in output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { text in
            guard let first = text.first, !first.isWhitespace else { return nil }
            for severity in ["error", "warning"] {
                if text.hasPrefix("\(severity): ") {
                    let message = String(text.dropFirst(severity.count + 2))
                    return CompilerDiagnostic(
                        file: "?", line: 0, severity: severity, message: message)
                }
                guard let marker = text.range(of: ": \(severity): ") else { continue }
                let place = text[..<marker.lowerBound].split(
                    separator: ":", omittingEmptySubsequences: false)
                let message = String(text[marker.upperBound...])
                guard place.count >= 3, let line = Int(place[place.count - 2]) else {
                    return CompilerDiagnostic(
                        file: "?", line: 0, severity: severity, message: message)
                }
                let file = place.dropLast(2).joined(separator: ":")
                return CompilerDiagnostic(
                    file: file, line: line, severity: severity, message: message)
            }
            return nil
        }
    }
}
