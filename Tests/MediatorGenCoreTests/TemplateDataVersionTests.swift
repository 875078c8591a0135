import Testing

@testable import MediatorGenCore

/// `{{% template-data N }}`: the template data version a template states it is written for.
@Suite struct TemplateDataVersionTests {
    @Test func everyBuiltInTemplateStatesTheCurrentVersionOnItsFirstLine() throws {
        let templates = try BuiltInTemplates.templateSet()
        for name in templates.names {
            let template = try #require(templates.template(named: name))
            #expect(template.dataVersion?.number == TemplateDataVersion.current, "\(name)")
            #expect(template.dataVersion?.location == SourceLocation(line: 1, column: 1), "\(name)")
            #expect(template.versionMismatch == nil, "\(name)")
        }
    }

    @Test func theVersionTagLeavesNoTrace() throws {
        #expect(try render("{{% template-data 2 }}\nline\n") == "line\n")
    }

    @Test func aVersionStatedTwiceIsAnError() throws {
        let error = try renderingError("{{% template-data 2 }}\n{{% template-data 2 }}\n")
        #expect(error.location == SourceLocation(line: 2, column: 1))
        #expect(error.message == "the template states its template data version twice")
    }

    @Test func aTemplateForOtherDataOrNoneIsAMismatchThatSaysWhatToDo() throws {
        let older = try Template(
            name: "Call", path: "t/Call.mustache", source: "{{% template-data 1 }}")
        #expect(older.versionMismatch?.location == SourceLocation(line: 1, column: 1))
        #expect(older.versionMismatch?.message.contains("written for template data 1") == true)
        let unstated = try Template(name: "Call", path: "t/Call.mustache", source: "x")
        #expect(unstated.versionMismatch?.message.contains("does not state") == true)
        #expect(unstated.versionMismatch?.severity == .error)
    }
}
