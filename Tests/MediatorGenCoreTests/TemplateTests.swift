import Testing

@testable import MediatorGenCore

/// Renders `source` as the template `main`, with `partials` available to `{{> name}}`.
func render(
    _ source: String, _ context: TemplateValue = .object([:]), partials: [String: String] = [:]
) throws(TemplateError) -> String {
    var sources = partials
    sources["main"] = source
    return try TemplateSet(sources: sources).render("main", with: context)
}

/// The error that parsing or rendering `source` as `main` throws.
func renderingError(
    _ source: String, _ context: TemplateValue = .object([:]), partials: [String: String] = [:],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> TemplateError {
    try #require(throws: TemplateError.self, sourceLocation: sourceLocation) {
        try render(source, context, partials: partials)
    }
}

@Suite struct TemplateTests {
    // MARK: - Text and variables

    @Test func textPassesThroughUnchanged() throws {
        #expect(try render("") == "")
        #expect(try render("plain\n  text } { }\n") == "plain\n  text } { }\n")
    }

    @Test func variablesInsertText() throws {
        let context = TemplateValue.object(["name": "World", "empty": ""])
        #expect(try render("Hello, {{name}}!", context) == "Hello, World!")
        #expect(try render("{{ name }}/{{name}}", context) == "World/World")
        #expect(try render("[{{empty}}]", context) == "[]")
    }

    @Test func nothingIsEscaped() throws {
        let context = TemplateValue.object(["code": "a < b && \"c\" != 'd'"])
        #expect(try render("{{code}}", context) == "a < b && \"c\" != 'd'")
    }

    @Test func dottedNamesDescendIntoObjects() throws {
        let context = TemplateValue.object([
            "a": .object(["b": .object(["c": "deep"]), "text": "shallow"])
        ])
        #expect(try render("{{a.b.c}} {{a.text}}", context) == "deep shallow")
    }

    @Test func dottedNameThatStopsHalfwayIsAnError() throws {
        let context = TemplateValue.object(["a": .object(["b": "text"])])
        let error = try renderingError("{{a.b.c}}", context)
        #expect(error.message == "'{{a.b.c}}' is not a text value here")
    }

    @Test func dotIsTheCurrentItem() throws {
        let context = TemplateValue.object(["items": .list(["a", "b", "c"]), "word": "hi"])
        #expect(try render("{{#items}}{{.}},{{/items}}", context) == "a,b,c,")
        #expect(try render("{{#word}}<{{.}}>{{/word}}", context) == "<hi>")
    }

    // MARK: - Sections

    @Test func sectionRendersOncePerListItem() throws {
        let context = TemplateValue.object([
            "people": .list([.object(["name": "Ann"]), .object(["name": "Bo"])])
        ])
        #expect(try render("{{#people}}{{name}};{{/people}}", context) == "Ann;Bo;")
    }

    @Test func sectionOverEmptyListRendersNothing() throws {
        let context = TemplateValue.object(["people": .list([])])
        #expect(try render("a{{#people}}x{{/people}}b", context) == "ab")
    }

    @Test func sectionOverFlagRendersWhenTrue() throws {
        let context = TemplateValue.object(["yes": true, "no": false])
        #expect(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}", context) == "Y")
    }

    @Test func sectionOverTextRendersWhenNotEmpty() throws {
        let context = TemplateValue.object(["full": "x", "empty": ""])
        #expect(try render("{{#full}}F{{/full}}{{#empty}}E{{/empty}}", context) == "F")
    }

    @Test func sectionOverObjectRendersOnceWithItsFields() throws {
        let context = TemplateValue.object(["user": .object(["name": "Ann", "age": "7"])])
        #expect(try render("{{#user}}{{name}} is {{age}}{{/user}}", context) == "Ann is 7")
    }

    @Test func namesMissingFromTheItemAreLookedUpOutwards() throws {
        let context = TemplateValue.object([
            "separator": ", ", "name": "outer",
            "items": .list([.object(["name": "a"]), .object(["other": "x"])]),
        ])
        #expect(
            try render("{{#items}}{{name}}{{separator}}{{/items}}", context) == "a, outer, ")
    }

    @Test func nestedSectionsSeeEveryEnclosingContext() throws {
        let context = TemplateValue.object([
            "mediator": "M",
            "events": .list([
                .object(["name": "e", "params": .list([.object(["p": "x"]), .object(["p": "y"])])])
            ]),
        ])
        let source = "{{#events}}{{#params}}{{mediator}}.{{name}}.{{p}} {{/params}}{{/events}}"
        #expect(try render(source, context) == "M.e.x M.e.y ")
    }

    @Test func firstAndLastMarkTheEdgesOfAList() throws {
        let context = TemplateValue.object(["items": .list(["a", "b", "c"]), "one": .list(["x"])])
        #expect(try render("{{#items}}{{.}}{{^-last}}, {{/-last}}{{/items}}", context) == "a, b, c")
        #expect(
            try render(
                "{{#items}}{{#-first}}[{{/-first}}{{.}}{{#-last}}]{{/-last}}{{/items}}", context)
                == "[abc]")
        #expect(
            try render("{{#one}}{{#-first}}F{{/-first}}{{#-last}}L{{/-last}}{{/one}}", context)
                == "FL")
    }

    @Test func firstAndLastFollowTheInnermostList() throws {
        let context = TemplateValue.object([
            "rows": .list([
                .object(["cells": .list(["1", "2"])]), .object(["cells": .list(["3"])]),
            ])
        ])
        let source =
            "{{#rows}}{{#cells}}{{.}}{{^-last}},{{/-last}}{{/cells}}{{^-last}};{{/-last}}{{/rows}}"
        #expect(try render(source, context) == "1,2;3")
    }

    @Test func firstAndLastReachIntoPartials() throws {
        let context = TemplateValue.object(["items": .list(["a", "b"])])
        let output = try render(
            "{{#items}}{{> item}}{{/items}}", context,
            partials: ["item": "{{.}}{{^-last}}+{{/-last}}"])
        #expect(output == "a+b")
    }

    @Test func firstOutsideAListIsNoValue() throws {
        #expect(try render("{{^-first}}none{{/-first}}") == "none")
        let error = try renderingError("{{#-first}}x{{/-first}}")
        #expect(error.message == "'{{#-first}}' names no value here")
    }

    @Test func invertedSectionRendersForFalseEmptyOrMissing() throws {
        let context = TemplateValue.object([
            "no": false, "yes": true, "none": .list([]), "some": .list(["a"]), "blank": "",
            "object": .object([:]),
        ])
        let source =
            "{{^no}}1{{/no}}{{^yes}}2{{/yes}}{{^none}}3{{/none}}{{^some}}4{{/some}}"
            + "{{^blank}}5{{/blank}}{{^missing}}6{{/missing}}{{^object}}7{{/object}}"
        #expect(try render(source, context) == "1356")
    }

    @Test func commentsLeaveNothing() throws {
        #expect(try render("a{{! a comment }}b{{!}}c") == "abc")
        #expect(try render("a{{! spans\ntwo lines }}b") == "ab")
    }

    // MARK: - Standalone lines

    @Test func standaloneSectionLinesAreRemoved() throws {
        let source = """
            before
            {{#flag}}
            inside
            {{/flag}}
            {{^flag}}
            not shown
            {{/flag}}
            after

            """
        #expect(try render(source, .object(["flag": true])) == "before\ninside\nafter\n")
        #expect(try render(source, .object(["flag": false])) == "before\nnot shown\nafter\n")
    }

    @Test func indentedStandaloneTagsAndTrailingSpacesAreRemoved() throws {
        let source = "a\n    {{#list}}  \n  - {{.}}\n\t{{/list}}\n  {{! note }}\nb\n"
        #expect(try render(source, .object(["list": .list(["x", "y"])])) == "a\n  - x\n  - y\nb\n")
    }

    @Test func standaloneTagsAtTheEdgesOfTheTemplateAreRemoved() throws {
        #expect(try render("{{#f}}\nx\n{{/f}}", .object(["f": true])) == "x\n")
        #expect(try render("  {{! first }}\nx\n  {{! last }}") == "x\n")
    }

    @Test func tagsSharingALineWithTextKeepTheLine() throws {
        let context = TemplateValue.object(["f": true, "v": "V"])
        #expect(try render("a {{#f}}x{{/f}} b\n", context) == "a x b\n")
        #expect(try render("{{#f}}x\n{{/f}}", context) == "x\n")
        #expect(try render("{{#f}}{{/f}}\nz", context) == "\nz", "two tags are not standalone")
    }

    @Test func variableOnItsOwnLineKeepsTheLine() throws {
        #expect(try render("a\n{{v}}\nb", .object(["v": ""])) == "a\n\nb")
    }

    @Test func standaloneLinesEndingInCRLFAreRemoved() throws {
        let source = "a\r\n  {{#f}}\r\nb\r\n{{/f}}\r\n{{! note }}\r\nc\r\n"
        #expect(try render(source, .object(["f": true])) == "a\r\nb\r\nc\r\n")
    }

    @Test func linesAreCountedAcrossCRLF() throws {
        let error = try renderingError("a\r\n{{! x\r\n}}\r\nb {{missing}}")
        #expect(error.location.line == 4)
    }

    @Test func partialWithCRLFIsIndentedOnEveryLine() throws {
        let output = try render("  {{> p}}\r\n", partials: ["p": "x\r\ny\r\n"])
        #expect(output == "  x\r\n  y\r\n")
    }

    // MARK: - Partials

    @Test func partialsRenderWithTheCurrentContext() throws {
        let context = TemplateValue.object([
            "items": .list([.object(["n": "1"]), .object(["n": "2"])])
        ])
        let output = try render(
            "{{#items}}[{{> item}}]{{/items}}", context, partials: ["item": "n={{n}}"])
        #expect(output == "[n=1][n=2]")
    }

    @Test func standalonePartialIsIndentedLikeItsTag() throws {
        let partial = "first\n\nsecond {{v}}\n"
        let output = try render(
            "{\n    {{> body}}\n}\n", .object(["v": "!"]), partials: ["body": partial])
        #expect(output == "{\n    first\n\n    second !\n}\n")
    }

    @Test func inlinePartialIsNotIndented() throws {
        let output = try render("  x {{> p}} y", partials: ["p": "a\nb"])
        #expect(output == "  x a\nb y")
    }

    @Test func nestedPartialsAccumulateIndentation() throws {
        let output = try render(
            "  {{> outer}}\n", partials: ["outer": "o\n  {{> inner}}\n", "inner": "i1\ni2\n"])
        #expect(output == "  o\n    i1\n    i2\n")
    }

    @Test func replacingSwapsOneTemplate() throws {
        let set = try TemplateSet(sources: ["main": "<{{> part}}>", "part": "old"])
        let replaced = set.replacing(with: [
            try Template(name: "part", path: "part.mustache", source: "new")
        ])
        #expect(try set.render("main", with: .object([:])) == "<old>")
        #expect(try replaced.render("main", with: .object([:])) == "<new>")
    }

    // MARK: - Errors

    @Test func unclosedSectionIsReportedWhereItOpens() throws {
        let error = try renderingError("line one\n{{#items}}\n{{.}}\n")
        #expect(error.path == "main.mustache")
        #expect(error.location.line == 2)
        #expect(error.message == "section '{{#items}}' is never closed; add '{{/items}}'")
    }

    @Test func mismatchedCloseIsReportedWhereItStands() throws {
        let error = try renderingError("{{#a}}\n{{#b}}\n\n{{/a}}\n{{/b}}\n")
        #expect(error.location.line == 4)
        #expect(error.message == "'{{/a}}' does not close an open section; expected '{{/b}}'")
    }

    @Test func closeWithoutOpenIsReported() throws {
        let error = try renderingError("x\ny {{/a}}")
        #expect(error.location.line == 2)
        #expect(error.message == "'{{/a}}' does not close an open section; expected no closing tag")
    }

    @Test func unclosedTagIsReported() throws {
        let error = try renderingError("a\nb\n{{name\n")
        #expect(error.location.line == 3)
        #expect(error.message == "'{{' has no matching '}}'")
    }

    @Test(arguments: ["{{}}", "{{ }}", "{{#}}", "{{/ }}", "{{>}}"])
    func emptyTagIsReported(source: String) throws {
        let error = try renderingError("\n" + source)
        #expect(error.location.line == 2)
        #expect(error.message.hasPrefix("empty tag"))
    }

    @Test func unknownPartialIsReportedAtItsTag() throws {
        let error = try renderingError("a\nb\n  {{> nowhere}}\n")
        #expect(error.path == "main.mustache")
        #expect(error.location.line == 3)
        #expect(error.message == "no template named 'nowhere'")
    }

    @Test func missingVariableIsReportedAtItsLine() throws {
        let error = try renderingError("a\n{{! two\nlines }}\nb {{missing}}")
        #expect(error.location.line == 4)
        #expect(error.message == "'{{missing}}' is not a text value here")
    }

    @Test(arguments: [TemplateValue.flag(true), .list([]), .object([:])])
    func variableThatIsNotTextIsAnError(value: TemplateValue) throws {
        let error = try renderingError("{{v}}", .object(["v": value]))
        #expect(error.location.line == 1)
        #expect(error.message == "'{{v}}' is not a text value here")
    }

    @Test func missingSectionValueIsAnError() throws {
        let error = try renderingError("\n\n{{#nope}}x{{/nope}}")
        #expect(error.location.line == 3)
        #expect(error.message == "'{{#nope}}' names no value here")
    }

    @Test func errorInsideAPartialNamesThePartial() throws {
        let error = try renderingError("{{> p}}", partials: ["p": "ok\n{{missing}}"])
        #expect(error.path == "p.mustache")
        #expect(error.location.line == 2)
    }

    @Test func unknownTemplateIsReported() throws {
        let set = try TemplateSet(sources: ["main": "x"])
        let error = try #require(throws: TemplateError.self) {
            try set.render("absent", with: .object([:]))
        }
        #expect(
            error
                == TemplateError(
                    path: "absent", at: at(1, 1),
                    "no template named 'absent'"))
    }

    @Test func templateErrorsReadLikeSpecErrors() {
        let error = TemplateError(
            path: "Templates/Mediator.mustache",
            at: at(12, 5), "bad")
        #expect(error.description == "Templates/Mediator.mustache:12:5: error: bad")
    }

    @Test func errorsPointAtTheColumnOfTheTag() throws {
        let error = try renderingError("a\nxyz {{missing}}\n")
        #expect(error.location == at(2, 5))
    }

    @Test func parseErrorsSurfaceFromTemplateSetAndTemplate() throws {
        let fromSet = try #require(throws: TemplateError.self) {
            try TemplateSet(sources: ["good": "x", "bad": "\n{{#s}}"])
        }
        #expect(fromSet.path == "bad.mustache")
        #expect(fromSet.location.line == 2)
        let fromTemplate = try #require(throws: TemplateError.self) {
            try Template(name: "T", path: "Custom/T.mustache", source: "{{/x}}")
        }
        #expect(fromTemplate.path == "Custom/T.mustache")
        #expect(fromTemplate.location == at(1, 1))
    }
}
