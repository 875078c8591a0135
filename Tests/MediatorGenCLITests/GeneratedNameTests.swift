import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// The property test of generated names: specs whose every name is a Swift keyword, a name the
/// generated code or the runtime uses, or a common name of the standard library either generate
/// code that compiles in Swift 6 with zero warnings, or are rejected with located errors.
@Suite struct GeneratedNameTests {
    /// How many seeds a run tries; `MEDIATORGEN_NAME_SEEDS` runs more by hand.
    static let seedCount = UInt64(
        ProcessInfo.processInfo.environment["MEDIATORGEN_NAME_SEEDS"].flatMap { UInt64($0) } ?? 24)

    /// Fragments of the errors by which the validator rejects a name (docs/Language.md, Names):
    /// a spec drawn here may be rejected for its names, and for nothing else.
    static let nameRuleErrors = [
        "cannot name", "cannot be stored in a property", "has the name of", "already uses",
        "but that name is taken by", "would clash with", "keeps its outbox in a property",
        "appears twice", "needs a name after its label", "declared twice", "would both be case",
        "which would hide the type of that name", "would mean the mediator's own enum of events",
    ]

    /// The outcome of drawing specs for one seed.
    struct Draw {
        var specs: [(name: String, text: String, model: SpecModel)] = []
        var rejections: [Diagnostic] = []
    }

    /// Draws specs until `count` are valid, keeping the errors of those that are not.
    static func draw(seed: UInt64, count: Int) -> Draw {
        var random = SeededRandom(seed: seed)
        var draw = Draw()
        var taken: Set<String> = ["ProbeActor", "ProbeError"]
        var attempts = 0
        while draw.specs.count < count && attempts < 2_000 {
            attempts += 1
            let spec = NamedSpec(index: draw.specs.count, taking: taken, random: &random)
            let name = "Named\(draw.specs.count).mediator"
            let file = SourceFile(path: name, text: spec.text)
            var diagnostics = DiagnosticCollector(path: name)
            let pipeline = GeneratorPipelineForTests.shared
            let model = pipeline.validate(
                pipeline.parse(file, diagnostics: &diagnostics), of: file,
                diagnostics: &diagnostics
            ).model
            guard !diagnostics.hasErrors else {
                draw.rejections += diagnostics.diagnostics.filter { $0.severity == .error }
                continue
            }
            taken.formUnion(spec.declaredTypes)
            draw.specs.append((name, spec.text, model))
        }
        return draw
    }

    @Test(arguments: Array(UInt64(1)...Self.seedCount))
    func specsWithCollidingNamesCompileOrAreRejectedWithLocatedErrors(seed: UInt64) throws {
        let draw = Self.draw(seed: seed, count: 4)
        try #require(draw.specs.count == 4, "only \(draw.specs.count) valid specs in 2,000 draws")
        for error in draw.rejections {
            #expect(error.location.line >= 1 && error.location.column >= 1, "\(error)")
            #expect(
                Self.nameRuleErrors.contains { error.message.contains($0) },
                "a rejection that is not one of the documented name rules: \(error)")
        }
        let fixture = try CLIFixture("named\(seed)")
        defer { fixture.remove() }
        var colleagueCode = ColleagueWriter.prelude
        for spec in draw.specs {
            try fixture.writeSpec(spec.name, spec.text)
            colleagueCode += ColleagueWriter.code(for: spec.model)
        }
        try fixture.writeSpec("Colleagues.swift", colleagueCode)
        let names = draw.specs.map(\.name)
        let generate = try ProcessRunner.run(
            TestPaths.mediatorgen, ["generate"] + names + ["--output", "out"], in: fixture.folder)
        try #require(generate.status == 0, "\(generate.error)")
        let outputs = names.map { "out/" + OutputFileNaming.outputFileName(forSpecPath: $0) }
        let compile = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                "-package-name", "NamedSpecs", "-I", try TestPaths.modules.path,
                "Colleagues.swift",
            ] + outputs,
            in: fixture.folder)
        let specs = draw.specs.map(\.text).joined(separator: "\n")
        #expect(compile.status == 0, "\(compile.error.prefix(6000))\n\(specs)")
        let lint = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "format", "lint", "--strict", "--configuration",
                TestPaths.packageRoot.appendingPathComponent(".swift-format").path,
            ] + outputs,
            in: fixture.folder)
        // Names are the spec's to choose: lint's naming rules judge them, not the generated code.
        let findings = lint.error.split(separator: "\n").filter {
            $0.contains(": error: [") && !$0.contains("[AlwaysUseLowerCamelCase]")
                && !$0.contains("[IdentifiersMustBeASCII]")
        }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))\n\(specs)")
    }
}

/// One pipeline with the built-in templates for the tests of this target.
enum GeneratorPipelineForTests {
    static let shared: GeneratorPipeline = {
        do {
            return try GeneratorPipeline()
        } catch {
            fatalError("the built-in templates do not parse: \(error)")
        }
    }()
}
