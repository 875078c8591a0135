import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Valid ``RandomSpec``s of one seed, to be generated and compiled together: no spec declares a
/// type an earlier one declares, so they fit in one module.
struct RandomSpecBatch {
    /// A valid spec: its file name, text and model.
    struct Spec {
        var name: String
        var text: String
        var model: SpecModel
    }

    /// A drawn spec that has errors, and the errors.
    struct Rejection {
        var text: String
        var errors: [Diagnostic]
    }

    /// The valid specs, named `<prefix><index>.mediator`.
    var specs: [Spec] = []
    /// The specs rejected on the way, in the order drawn.
    var rejections: [Rejection] = []

    /// Draws `count` valid specs with `names` from `seed`; a rejected spec is drawn again, with
    /// the same index, up to 5,000 times: most specs with colliding names are rejected.
    init(seed: UInt64, count: Int, names: RandomSpec.Names = .plain, prefix: String) throws {
        var random = SeededRandom(seed: seed)
        var taken: Set<String> = ["ProbeActor", "ProbeError", "ProbeBase", "ProbeDelegate"]
        // What earlier specs' payloads may mention: a later spec's type would take the name.
        var mentioned: Set<String> = []
        let pipeline = GeneratorPipeline(templates: TemplateSet([]))
        for index in 0..<count {
            let name = "\(prefix)\(index).mediator"
            var valid: Spec?
            for _ in 0..<5_000 where valid == nil {
                let spec = RandomSpec(
                    index: index, names: names, taking: taken, avoiding: mentioned,
                    random: &random)
                let (model, diagnostics) = pipeline.model(
                    of: SourceFile(path: name, text: spec.text))
                if let model {
                    valid = Spec(name: name, text: spec.text, model: model)
                    taken.formUnion(spec.declaredTypes)
                    mentioned.formUnion(spec.mentionedNames)
                } else {
                    let errors = diagnostics.filter { $0.severity == .error }
                    rejections.append(Rejection(text: spec.text, errors: errors))
                }
            }
            guard let valid else {
                let last = rejections.last.map { "\($0.errors)\n\($0.text)" } ?? ""
                throw TestSupportError("no valid \(name) in 5,000 draws; the last: \(last)")
            }
            specs.append(valid)
        }
    }

    /// The specs' texts, one after another, for a failure's message.
    var texts: String {
        specs.map(\.text).joined(separator: "\n")
    }

    /// Writes the specs and colleague classes that satisfy them (`Colleagues.swift`) into
    /// `fixture`, generates the specs into `out` and returns the paths of the generated files.
    func generate(in fixture: CLIFixture) throws -> [String] {
        try fixture.writeSpec(
            "Colleagues.swift",
            specs.reduce(ColleagueWriter.prelude) { $0 + ColleagueWriter.code(for: $1.model) })
        for spec in specs { try fixture.writeSpec(spec.name, spec.text) }
        let names = specs.map(\.name)
        let generate = try ProcessRunner.run(
            TestPaths.mediatorgen, ["generate"] + names + ["--output", "out"], in: fixture.folder)
        guard generate.status == 0 else { throw TestSupportError(generate.error) }
        return names.map { "out/" + OutputFileNaming.outputFileName(forSpecPath: $0) }
    }

    /// Generates the specs in `fixture` and expects what it writes, with colleagues that satisfy
    /// the specs, to type-check in Swift 6 mode with warnings as errors and to pass
    /// `swift format lint`. Names are the spec's to choose: lint's naming rules judge them, not
    /// the generated code.
    func expectGeneratedCodeCompilesAndLints(in fixture: CLIFixture) throws {
        let outputs = try generate(in: fixture)
        let compile = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                "-package-name", "RandomSpecs", "Colleagues.swift",
            ] + (try TestPaths.runtimeSearchPaths) + outputs,
            in: fixture.folder)
        #expect(compile.status == 0, "\(compile.error.prefix(6000))\n\(texts)")
        let lint = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "format", "lint", "--strict", "--configuration",
                TestPaths.packageRoot.appendingPathComponent(".swift-format").path,
            ] + outputs,
            in: fixture.folder)
        let findings = lint.error.split(separator: "\n").filter {
            $0.contains(": error: ") && !$0.contains("[AlwaysUseLowerCamelCase]")
                && !$0.contains("[IdentifiersMustBeASCII]")
        }
        let known = findings.filter { Self.isLongSlotPick($0, in: fixture) }
        let others = findings.filter { !known.contains($0) }
        #expect(others.isEmpty, "\(others.joined(separator: "\n"))\n\(texts)")
        let reason =
            "the condition of a delivery to a picked slot ('if scope.isMediatorAlive, pageSlot == "
            + ".first, let receiver = ...') is not broken when it is too long"
        withKnownIssue(Comment(rawValue: reason), isIntermittent: true) {
            #expect(known.isEmpty, "\(known.joined(separator: "\n"))\n\(texts)")
        }
    }

    /// Whether `finding` of `swift format lint` (`out/File.swift:12:94: error: [AddLines] ...`)
    /// says a line of generated code that delivers to the slot a value picks is too long.
    static func isLongSlotPick(_ finding: Substring, in fixture: CLIFixture) -> Bool {
        let parts = finding.split(separator: ":", maxSplits: 2)
        let isLong = finding.contains("[AddLines]") || finding.contains("[LineLength]")
        guard isLong, parts.count == 3, let number = Int(parts[1]),
            let text = try? String(
                contentsOf: fixture.folder.appendingPathComponent(String(parts[0])),
                encoding: .utf8)
        else { return false }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return false }
        let line = lines[number - 1]
        return line.contains("if ") && line.contains(" == .")
    }
}
