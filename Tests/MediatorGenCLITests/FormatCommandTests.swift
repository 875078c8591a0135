import Foundation
import TestSupport
import Testing

/// `mediatorgen format` rewrites specs in place, `--check` lists those not formatted, and a spec
/// with an error means no spec is written.
@Suite struct FormatCommandTests {
    /// ``CLIFixture/validSpec`` written untidily.
    static let untidySpec = """
        /// Relays messages.
        mediator Relay { colleague Speaker
          colleague Listener


          /// Something was said.
          event said( _ text:String )from Speaker to Listener }
        """

    static let brokenSpec =
        "mediator Broken {\n    colleague A\n    event e() from A to Nobody\n}\n"

    @Test func specsAreRewrittenInPlaceOnlyWhenTheirLayoutChanges() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", Self.untidySpec)
        try fixture.writeSpec("Tidy.mediator", CLIFixture.validSpec)
        try fixture.backdate("Tidy.mediator")

        let result = try fixture.run("format", "Relay.mediator", "Tidy.mediator")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty && result.error.isEmpty)
        #expect(
            try String(contentsOf: fixture.url("Relay.mediator"), encoding: .utf8)
                == CLIFixture.validSpec)
        #expect(
            try fixture.modificationDate(of: "Tidy.mediator") == CLIFixture.past,
            "a formatted spec is not rewritten")
    }

    @Test func checkListsTheSpecsThatAreNotFormattedAndWritesNothing() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", Self.untidySpec)
        try fixture.writeSpec("Tidy.mediator", CLIFixture.validSpec)

        let result = try fixture.run("format", "--check", "Relay.mediator", "Tidy.mediator")
        #expect(result.status == 1)
        #expect(
            result.error == """
                Relay.mediator: not formatted; line 2 is
                    mediator Relay { colleague Speaker
                  and would be
                    mediator Relay {
                error: 1 spec(s) are not formatted; run 'mediatorgen format' on the specs listed above to format them

                """)
        #expect(
            try String(contentsOf: fixture.url("Relay.mediator"), encoding: .utf8)
                == Self.untidySpec)

        let formatted = try fixture.run("format", "Tidy.mediator", "--check")
        #expect(formatted.status == 0, "\(formatted.error)")
        #expect(formatted.output == "Every spec given is formatted.\n")
    }

    @Test func checkFailsOnALineItCouldBreak() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let long =
            "mediator Screen: NSObject(), SearchBarDelegate, TableViewDelegate, "
            + "TableViewDataSource, ScrollViewDelegate, TextFieldDelegate {"
        try fixture.writeSpec("Long.mediator", long + "\n    colleague A called directly\n}\n")

        let result = try fixture.run("format", "--check", "Long.mediator")
        #expect(result.status == 1)
        #expect(
            result.error.hasPrefix(
                "Long.mediator: not formatted; line 1 is\n    \(long)\n  and would be\n"
                    + "    mediator Screen:\n"), "\(result.error)")

        #expect(try fixture.run("format", "Long.mediator").status == 0)
        let formatted = try fixture.run("format", "--check", "Long.mediator")
        #expect(formatted.status == 0, "\(formatted.error)")
    }

    /// Broken specs, each with the first line `check` reports for it: an error of the lexer, of
    /// the parser and of the validator.
    static let brokenSpecs = [
        (
            "mediator Broken {\n    colleague A\n    colleague B\n    event e() from A to B \\\n}\n",
            "Broken.mediator:4:27: error: unexpected character '\\'"
        ),
        (
            "mediator Broken {\n    colleague A\n    event e( from A to A\n}\n",
            "Broken.mediator:3:21: error: expected ':' and a type after parameter 'A'"
        ),
        (brokenSpec, "Broken.mediator:3:25: error: unknown colleague 'Nobody'"),
    ]

    @Test(arguments: brokenSpecs)
    func specErrorsAreReportedAsCheckReportsThemAndNothingIsWritten(
        spec: String, firstLine: String
    ) throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", Self.untidySpec)
        try fixture.writeSpec("Broken.mediator", spec)
        try fixture.backdate("Broken.mediator")
        let check = try fixture.run("check", "Relay.mediator", "Broken.mediator")
        #expect(check.status == 1)
        #expect(check.error.hasPrefix(firstLine), "\(check.error)")

        for arguments in [
            ["format", "Relay.mediator", "Broken.mediator"],
            ["format", "--check", "Relay.mediator", "Broken.mediator"],
        ] {
            let result = try ProcessRunner.run(TestPaths.mediatorgen, arguments, in: fixture.folder)
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(
                result.error == check.error
                    + "error: nothing was formatted because of the errors above\n")
        }
        #expect(
            try String(contentsOf: fixture.url("Relay.mediator"), encoding: .utf8)
                == Self.untidySpec)
        #expect(try String(contentsOf: fixture.url("Broken.mediator"), encoding: .utf8) == spec)
        #expect(try fixture.modificationDate(of: "Broken.mediator") == CLIFixture.past)
    }

    @Test func warningsAreReportedAsCheckReportsThemAndTheSpecIsFormatted() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let spec = Self.untidySpec.replacingOccurrences(
            of: "colleague Listener", with: "colleague Listener\ncolleague Idle")
        try fixture.writeSpec("Relay.mediator", spec)
        let check = try fixture.run("check", "Relay.mediator")
        #expect(check.status == 0)
        #expect(check.error.contains("warning: "), "\(check.error)")

        let result = try fixture.run("format", "Relay.mediator")
        #expect(result.status == 0)
        #expect(result.error == check.error)
        #expect(
            try String(contentsOf: fixture.url("Relay.mediator"), encoding: .utf8)
                == CLIFixture.validSpec.replacingOccurrences(
                    of: "colleague Listener", with: "colleague Listener\n    colleague Idle"))
    }

    @Test func aSpecReachedThroughASymbolicLinkIsFormattedWhereTheLinkPoints() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Specs/Relay.mediator", Self.untidySpec)
        try FileManager.default.createSymbolicLink(
            atPath: fixture.url("Relay.mediator").path, withDestinationPath: "Specs/Relay.mediator")

        let result = try fixture.run("format", "Relay.mediator")
        #expect(result.status == 0, "\(result.error)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: fixture.url("Relay.mediator").path) == "Specs/Relay.mediator")
        #expect(
            try String(contentsOf: fixture.url("Specs/Relay.mediator"), encoding: .utf8)
                == CLIFixture.validSpec)
    }

    @Test(arguments: [
        (["format"], "no spec file given"),
        (["format", "--check"], "no spec file given"),
        (["format", "--output", "out", "Relay.mediator"], "unknown option '--output'"),
        (
            ["format", "Relay.mediator", "Missing.mediator"],
            "no such spec file: 'Missing.mediator'"
        ),
    ])
    func usageErrorsExitWithTwoAndWriteNothing(arguments: [String], message: String) throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        try fixture.writeSpec("Relay.mediator", Self.untidySpec)
        let result = try ProcessRunner.run(TestPaths.mediatorgen, arguments, in: fixture.folder)
        #expect(result.status == 2)
        #expect(result.error.contains("error: \(message)"), "\(result.error)")
        #expect(
            try String(contentsOf: fixture.url("Relay.mediator"), encoding: .utf8)
                == Self.untidySpec)
    }

    @Test func helpDescribesFormat() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        #expect(try fixture.run("--help").output.contains("mediatorgen format SPEC... [--check]"))
        let help = try fixture.run("format", "--help")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("USAGE: mediatorgen format SPEC... [--check]"))
        #expect(try fixture.run("help", "format").output == help.output)
    }
}
