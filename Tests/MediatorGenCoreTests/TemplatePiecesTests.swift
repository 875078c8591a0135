import Testing

@testable import MediatorGenCore

/// Text placed as a block, and the pieces the generator renders for each item and gives the
/// templates around them (``TemplatePiece``).
@Suite struct TemplatePiecesTests {
    @Test func aTextTagAloneOnItsLineIndentsEveryLineOfItsText() throws {
        let context = TemplateValue.object(["code": "let a = 1\n\nlet b = 2", "one": "x"])
        #expect(
            try render("{\n    {{code}}\n}\n", context) == "{\n    let a = 1\n\n    let b = 2\n}\n")
        #expect(try render("[\n  {{one}}\n]\n", context) == "[\n  x\n]\n")
        // The line's own line break follows the text, after one the text ends with too.
        #expect(
            try render("[\n  {{two}}\n]\n", .object(["two": "y\n"])) == "[\n  y\n\n]\n")
    }

    @Test func anEmptyBlockLeavesItsLineAsWritten() throws {
        let context = TemplateValue.object(["empty": ""])
        #expect(try render("a\n    {{empty}}\nb\n", context) == "a\n    \nb\n")
    }

    @Test func aBlockOnALastLineWithoutALineBreakEndsWithout() throws {
        #expect(try render("  {{v}}", .object(["v": "x"])) == "  x")
        #expect(try render("  {{v}}\r\n", .object(["v": "x"])) == "  x\r\n")
    }

    @Test func aLayoutMarkAloneOnItsLineIsNotABlock() throws {
        let rendered = try render("f(\n{{,}}\n)\n")
        #expect(rendered == "f(\n" + String(UnicodeScalar(LinePrinter.separator)) + "\n)\n")
    }

    @Test func aPieceRendersForEachItemInsideTheContextsAroundIt() throws {
        let templates = try TemplateSet(sources: [
            "Main": "{{#groups}}\n{{#items}}\n    {{code}}\n{{/items}}\n{{/groups}}\n",
            "Item": "{{prefix}}{{name}}: {{groupName}}\n",
        ])
        let data = TemplateValue.object([
            "prefix": "- ",
            "groups": .list([
                .object(["groupName": "a", "items": .list([.object(["name": "x"])])]),
                .object([
                    "groupName": "b",
                    "items": .list([.object(["name": "y"]), .object(["name": "z"])]),
                ]),
            ]),
        ])
        let composed = try templates.composing(
            [TemplatePiece("Item", at: ["groups", "items"], as: "code")], into: data)
        let rendered = String(
            decoding: try templates.renderBytes("Main", with: composed), as: UTF8.self)
        #expect(rendered == "    - x: a\n    - y: b\n    - z: b\n")
    }

    @Test func aPieceGoesThroughAnObjectAndSkipsWhatIsAbsent() throws {
        let templates = try TemplateSet(sources: ["Piece": "{{value}}!\n"])
        let data = TemplateValue.object([
            "items": .list([.object(["inner": .object(["value": "v"])]), .object(["inner": false])])
        ])
        let composed = try templates.composing(
            [TemplatePiece("Piece", at: ["items", "inner"], as: "text")], into: data)
        guard case .object(let root) = composed, case .list(let items)? = root["items"],
            case .object(let first) = items[0], case .object(let inner)? = first["inner"],
            case .object(let second) = items[1]
        else {
            Issue.record("not the shape of the data: \(composed)")
            return
        }
        // Without the line break that ends the piece's template, so that it may stand in a line.
        #expect(inner["text"] == "v!")
        #expect(second["inner"] == .flag(false))
    }

    @Test func aPieceRendersAlongEachOfItsPathsAndStandsWithinALine() throws {
        let templates = try TemplateSet(sources: [
            "Main": """
            {{#events}}
            func {{name}}({{(}}{{list}}{{)}})
            {{/events}}
            {{#entries}}
            [{{(}}{{list}}{{)}}]
            {{/entries}}

            """,
            "List": "{{#parameters}}{{.}}{{,}}{{/parameters}}\n",
        ])
        let event = TemplateValue.object(["name": "e", "parameters": .list(["a", "b"])])
        let data = TemplateValue.object(["events": .list([event]), "entries": .list([event])])
        let composed = try templates.composing(
            [TemplatePiece("List", at: ["events"], ["entries"], as: "list")], into: data)
        let rendered = LinePrinter.print(
            try templates.renderBytes("Main", with: composed), specFile: "\"S.mediator\"")
        #expect(rendered == "func e(a, b)\n[a, b]\n")
    }

    @Test func aBrokenPieceIsReportedInItsTemplate() throws {
        let templates = try TemplateSet(sources: ["Piece": "{{missing}}\n"])
        let error = try #require(throws: TemplateError.self) {
            try templates.composing(
                [TemplatePiece("Piece", at: ["items"], as: "code")],
                into: .object(["items": .list([.object([:])])]))
        }
        #expect(error.path == "Piece.mustache")
    }
}
