import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Builds random valid specs (names, payload types, routes, isolation, ownership, multiplicity),
/// generates them, writes colleagues that satisfy them, and type-checks everything in Swift 6
/// mode with warnings as errors, in one batch.
@Suite struct RandomSpecCompileTests {
    @Test(arguments: Array(UInt64(1)...16))
    func randomValidSpecsCompile(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let fixture = try CLIFixture("random\(seed)")
        defer { fixture.remove() }
        var specNames: [String] = []
        var colleagueCode = ColleagueWriter.prelude
        for index in 0..<6 {
            // A random event can reach nobody (`from A to A except sender`); the validator
            // rejects that, so draw again until the spec is valid.
            var attempt = 0
            var valid: (text: String, model: SpecModel)?
            while valid == nil && attempt < 20 {
                attempt += 1
                let spec = RandomSpec(index: index, random: &random)
                let file = SourceFile(path: "Random\(index).mediator", text: spec.text)
                var diagnostics = DiagnosticCollector(path: file.path)
                let syntax = Parser.parse(file, diagnostics: &diagnostics)
                let model = Validator.validate(syntax, of: file, diagnostics: &diagnostics).model
                if !diagnostics.hasErrors { valid = (spec.text, model) }
            }
            let (text, model) = try #require(valid, "no valid spec in 20 draws")
            let name = "Random\(index).mediator"
            try fixture.writeSpec(name, text)
            specNames.append(name)
            colleagueCode += ColleagueWriter.code(for: model)
        }
        try fixture.writeSpec("Colleagues.swift", colleagueCode)
        let generate = try ProcessRunner.run(
            TestPaths.mediatorgen, ["generate"] + specNames + ["--output", "out"],
            in: fixture.folder)
        try #require(generate.status == 0, "\(generate.error)")
        let outputs = specNames.map { "out/" + OutputFileNaming.outputFileName(forSpecPath: $0) }
        let compile = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                "-package-name", "RandomSpecs",
                "-I", try TestPaths.modules.path, "Colleagues.swift",
            ] + outputs,
            in: fixture.folder)
        #expect(compile.status == 0, "\(compile.error.prefix(4000))")
    }
}
