import Foundation
import TestSupport
import Testing

/// Generated code of specs with long names passes `swift format lint --strict`: the lines that
/// names of 25 to 45 characters push past the limit are broken as `swift format` breaks them,
/// except where the break would report a mistake at the wrong spec line (see ``unfixed``).
/// The specs are the reference specs, which use every construct in every isolation mode, with
/// the names they declare lengthened; their test doubles are linted too.
@Suite struct LongNameLintTests {
    /// What lengthens a name.
    static let suffix = "ExtendedForLength"

    /// Names a spec mentions that it does not declare: Swift's, Foundation's and the runtime's.
    static let foreignNames: Set<String> = [
        "Int", "String", "Double", "Bool", "Void", "Error", "Sendable", "Date", "Foundation",
        "NSObject", "MainActor", "AsyncStream", "AsyncThrowingStream", "EUR",
    ]

    /// Reference specs whose long names push past the limit a line that is left whole: a
    /// typealias whose generated name joins an event's and a parameter's long names, which
    /// nothing can break (`FullNames`), and declarations mapped to a spec line whose break would
    /// move text the spec wrote (a type, an inheritance list, a value) to the line after it,
    /// where an error in it would be reported one spec line late: the declaration of a mediator
    /// or a double with its attributes and protocols, a protocol that refines a role, a
    /// colleague's weak property. Each must still have findings, so that a fix removes it from
    /// here.
    static let unfixed: Set<String> = [
        "Attach", "Delegate", "FullNames", "Game", "Hooks", "Shell", "Slots", "Stream", "Witness",
    ]

    /// `text`, a spec, with every type name it mentions but ``foreignNames``, every event,
    /// request and property it declares, and every slot named after a type, lengthened.
    static func lengthened(_ text: String) -> String {
        let code = text.split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
            .map { $0.split(separator: "//", omittingEmptySubsequences: false)[0] }
            .joined(separator: "\n")
        let types = Set(code.matches(of: /\b[A-Z][A-Za-z0-9]*\b/).map { String($0.output) })
            .subtracting(foreignNames)
        let members = Set(
            code.matches(of: /\b(?:event|request|var|let)\s+([a-z][A-Za-z0-9_]*)/)
                .map { String($0.output.1) })
        return text.replacing(/\b[A-Za-z_][A-Za-z0-9_]*\b/) { match in
            let word = String(match.output)
            let capitalized = word.prefix(1).uppercased() + word.dropFirst()
            if types.contains(word) || members.contains(word) { return word + suffix }
            guard word.first?.isLowercase == true else { return word }
            if types.contains(capitalized) { return word + suffix }  // A slot named after a type.
            if word.hasSuffix("s"), types.contains(String(capitalized.dropLast())) {
                return word.dropLast() + suffix + "s"  // A set's property.
            }
            return word
        }
    }

    @Test func referenceSpecsWithLongNamesGenerateCodeThatPassesLint() throws {
        let fixture = try CLIFixture("longNames")
        defer { fixture.remove() }
        let specs = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.referenceSpecs.path
        ).filter { $0.hasSuffix(".mediator") }.sorted()
        for spec in specs {
            let text = try String(
                contentsOf: TestPaths.referenceSpecs.appendingPathComponent(spec), encoding: .utf8)
            try fixture.writeSpec(spec, Self.lengthened(text))
        }
        let generate = try ProcessRunner.run(
            TestPaths.mediatorgen, ["generate"] + specs + ["--output", "out"], in: fixture.folder)
        #expect(generate.status == 0, "\(generate.error)")
        let doubles = try ProcessRunner.run(
            TestPaths.mediatorgen,
            ["generate"] + specs + ["--output", "doubles", "--test-doubles", "ReferenceMediators"],
            in: fixture.folder)
        #expect(doubles.status == 0, "\(doubles.error)")
        let outputs = try ["out", "doubles"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(
                atPath: fixture.folder.appendingPathComponent(folder).path
            ).map { folder + "/" + $0 }
        }
        #expect(outputs.count == 2 * specs.count)
        let lint = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "format", "lint", "--strict", "--configuration",
                TestPaths.packageRoot.appendingPathComponent(".swift-format").path,
            ] + outputs.sorted(),
            in: fixture.folder)
        let findings = lint.error.split(separator: "\n").filter { $0.contains(": error: ") }
        for spec in specs {
            let name = String(spec.dropLast(".mediator".count))
            let own = findings.filter {
                $0.contains("/\(name).mediator.swift:") || $0.contains("/\(name).doubles.swift:")
            }
            if Self.unfixed.contains(name) {
                #expect(!own.isEmpty, "\(name) passes lint now: remove it from `unfixed`")
            } else {
                #expect(own.isEmpty, "\(own.joined(separator: "\n"))")
            }
        }
    }
}
