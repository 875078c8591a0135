import Foundation
import TestSupport
import Testing

/// `mediatorgen generate --check` compares checked-in generated code with the specs, for CI.
@Suite struct CheckCommandTests {
    @Test func upToDateFilesPassAndNothingIsWritten() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", CLIFixture.validSpec)
        #expect(try fixture.run("generate", "Relay.mediator", "--output", "out").status == 0)
        try fixture.backdate("out/Relay.mediator.swift")

        let result = try fixture.run("generate", "Relay.mediator", "--output", "out", "--check")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Generated files in 'out' are up to date.\n")
        #expect(
            try fixture.modificationDate(of: "out/Relay.mediator.swift") == CLIFixture.past,
            "--check never writes")
    }

    @Test func staleMissingAndLeftOverFilesAreListed() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", CLIFixture.validSpec)
        try fixture.writeSpec(
            "Echo.mediator", CLIFixture.validSpec.replacingOccurrences(of: "Relay", with: "Echo"))
        #expect(try fixture.run("generate", "Relay.mediator", "--output", "out").status == 0)
        try Data("// old\n".utf8).write(to: fixture.url("out/Gone.mediator.swift"))
        try fixture.writeSpec(
            "Relay.mediator",
            CLIFixture.validSpec.replacingOccurrences(of: "Relays", with: "Passes on"))

        let result = try fixture.run(
            "generate", "Relay.mediator", "Echo.mediator", "--output", "out", "--check")
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "out/Relay.mediator.swift: out of date with Relay.mediator; line 11 is\n"
                    + "    /// Relays messages.\n  and would be\n    /// Passes on messages.\n"),
            "\(result.error)")
        #expect(
            result.error.contains(
                "out/Echo.mediator.swift: missing; it is generated from Echo.mediator"))
        #expect(
            result.error.contains(
                "out/Gone.mediator.swift: generated from a spec that was not given"))
        #expect(result.error.contains("error: 3 generated file(s) in 'out' are out of date"))
        #expect(!fixture.exists("out/Echo.mediator.swift"), "--check never writes")
    }
}
