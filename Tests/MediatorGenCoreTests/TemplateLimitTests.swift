import Testing

@testable import MediatorGenCore

/// The limits that keep a template, which users may write, from running without end: each ends
/// rendering with an error at a tag.
@Suite struct TemplateLimitTests {
    @Test func partialCycleIsReported() throws {
        let error = try renderingError(
            "start\n{{> a}}", partials: ["a": "{{> b}}", "b": "b\n{{> a}}"])
        #expect(error.message == "templates include each other in a cycle through 'a'")
        #expect(error.path == "b.mustache")
        #expect(error.location.line == 2)
    }

    @Test func selfInclusionIsReported() throws {
        let error = try renderingError("x\n\n{{#f}}{{> main}}{{/f}}", .object(["f": true]))
        #expect(error.path == "main.mustache")
        #expect(error.location.line == 3)
        #expect(error.message.contains("cycle"))
    }

    @Test func aListInsideItselfIsReported() throws {
        // Each level would render the whole list again for each item: output growing as
        // items^levels, hours of work for a few hundred bytes of template.
        let context = TemplateValue.object([
            "items": .list([.object(["parts": .list(["p"])]), .object(["parts": .list([])])])
        ])
        #expect(try render("{{#items}}{{#parts}}{{.}}{{/parts}}{{/items}}", context) == "p")
        let error = try renderingError("{{#items}}\n {{#items}}x{{/items}}{{/items}}", context)
        #expect(
            error.message == "'{{#items}}' is inside a section over the same list; each item "
                + "would render the whole list again")
        #expect(error.location == at(2, 2))
    }

    @Test func aPartialThatIncludesItselfThroughAListIsReportedAtOnce() throws {
        let context = TemplateValue.object(["items": .list(["a", "b", "c"])])
        let error = try renderingError("{{#items}}{{> main}}{{/items}}", context)
        #expect(error.message.hasPrefix("'{{#items}}' is inside a section over the same list"))
    }

    @Test func listsNestedInEachOtherAreStoppedPastTheAllowance() throws {
        // Eight different lists of 30 items nested in each other: 30^8 renders of the inner
        // text if nothing stopped them.
        let names = (1...8).map { "list\($0)" }
        let items = TemplateValue.list(Array(repeating: "x", count: 30))
        let context = TemplateValue.object(
            TemplateObject(names.map { .init(key: TemplateKey($0), value: items) }))
        let source =
            names.map { "{{#\($0)}}" }.joined() + "."
            + names.reversed().map { "{{/\($0)}}" }.joined()
        let error = try renderingError(source, context)
        let allowed = TemplateRenderer.steps(allowedFor: context)
        #expect(allowed == TemplateRenderer.baseSteps)
        #expect(error.message.hasPrefix("'{{#list"), "\(error)")
        #expect(
            error.message.contains(
                "takes rendering past \(allowed) template nodes for data of 249 values"))
    }

    @Test func partialsThatEachIncludeTheNextTwiceAreStoppedPastTheAllowance() throws {
        // Twenty-five levels, each rendering the next twice: 2^25 renders of the last.
        var partials: [String: String] = [:]
        for level in 1..<25 {
            partials["p\(level)"] = "{{> p\(level + 1)}}{{> p\(level + 1)}}"
        }
        partials["p25"] = "x"
        let error = try renderingError("{{> p1}}", partials: partials)
        #expect(error.message.contains("takes rendering past 4000000 template nodes"), "\(error)")
        #expect(error.message.hasPrefix("'{{> p"), "\(error)")
    }

    @Test func aTemplateThatRendersEachValueManyTimesStaysWithin() throws {
        // 50,000 items rendered 45 times over, two nodes each (the item and its `{{.}}`):
        // 4,500,000 nodes, past the base allowance but within the 100 a value that data of
        // 50,002 values (the object, the list and its items) allows.
        let context = TemplateValue.object([
            "items": .list(Array(repeating: "x", count: 50_000))
        ])
        #expect(TemplateRenderer.steps(allowedFor: context) == 5_000_200)
        let section = "{{#items}}{{.}}{{/items}}"
        let output = try render(String(repeating: section, count: 45), context)
        #expect(output.count == 2_250_000)
    }
}
