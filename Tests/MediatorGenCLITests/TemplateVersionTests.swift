import Foundation
import TestSupport
import Testing

/// A template of one's own states the template data it is written for; one written for other
/// data, or that does not say, is an error at its file that points to CHANGELOG.md, and nothing
/// is generated.
@Suite struct TemplateVersionTests {
    /// Generates the relay spec with `File.mustache` holding `template`.
    static func generate(withFileTemplate template: String) throws -> (ProcessResult, CLIFixture) {
        let fixture = try CLIFixture()
        try fixture.writeSpec("Relay.mediator", CLIFixture.validSpec)
        try fixture.writeTemplate("File.mustache", template)
        return (try fixture.generateRelayWithTemplates(), fixture)
    }

    @Test func aTemplateThatStatesNoVersionIsAnErrorAtItsFirstLine() throws {
        let (result, fixture) = try Self.generate(withFileTemplate: "// {{specFileName}}\n")
        defer { fixture.remove() }
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "templates/File.mustache:1:1: error: 'File.mustache' does not state the template "
                    + "data it is written for; this mediatorgen renders template data 2. Update "
                    + "it as CHANGELOG.md describes under 'Template data' and add "
                    + "'{{% template-data 2 }}' as its first line"),
            "\(result.error)")
        #expect(!fixture.exists("out"))
    }

    @Test func aTemplateForOtherDataIsAnErrorAtItsVersion() throws {
        let (result, fixture) = try Self.generate(
            withFileTemplate: "{{! Mine. }}\n{{% template-data 1 }}\n// {{specFileName}}\n")
        defer { fixture.remove() }
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "templates/File.mustache:2:1: error: 'File.mustache' is written for template data "
                    + "1; this mediatorgen renders template data 2."),
            "\(result.error)")
        #expect(!fixture.exists("out"))
    }

    @Test(arguments: ["{{% template-data two }}", "{{% version 2 }}", "{{%}}"])
    func aMalformedVersionIsAnErrorAtItsTag(tag: String) throws {
        let (result, fixture) = try Self.generate(withFileTemplate: "\n  " + tag + "\n")
        defer { fixture.remove() }
        #expect(result.status == 1)
        #expect(result.error.contains("templates/File.mustache:2:3: error: "), "\(result.error)")
        #expect(result.error.contains("'{{% template-data 2 }}'"), "\(result.error)")
    }
}
