import Testing

@testable import MediatorGenCore

/// A record kind for the tests.
private enum PointField: String, TemplateRecord {
    case x, y

    static let layout = FieldLayout(Self.self)
}

@Suite struct TemplateFieldsTests {
    @Test func fieldsBehaveLikeADictionary() {
        var fields: TemplateFields = ["a": "1", "b": true]
        #expect(fields.count == 2)
        #expect(fields.keys == ["a", "b"])
        #expect(fields["a"] == "1")
        #expect(fields["missing"] == nil)

        fields["a"] = "changed"
        fields["c"] = .list([])
        fields["b"] = nil
        fields["absent"] = nil
        #expect(fields == ["c": .list([]), "a": "changed"])
        #expect(fields.map(\.key) == ["a", "c"])
    }

    @Test func equalityIgnoresOrderAndLayout() {
        let point = TemplateFields { (field: PointField) in field == .x ? "1" : "2" }
        #expect(point == ["y": "2", "x": "1"])
        #expect(point != ["x": "1"])
        #expect(point != ["x": "1", "y": "3"])
        #expect(point != ["x": "1", "z": "2"])
        #expect(point == TemplateFields { (field: PointField) in field == .x ? "1" : "2" })
    }

    @Test func recordsAndLiteralsRenderAlike() throws {
        let set = try TemplateSet(sources: ["main": "{{#points}}({{x}},{{y}}){{/points}}"])
        let record = TemplateValue.object(
            TemplateFields { (field: PointField) in .text(TemplateText(field.rawValue)) })
        let literal = TemplateValue.object(["y": "b", "x": "a"])
        let context = TemplateValue.object(["points": .list([record, literal, record])])
        #expect(try set.render("main", with: context) == "(x,y)(a,b)(x,y)")
    }

    @Test func innerObjectsWithoutAFieldLeaveItToOuterOnes() throws {
        let set = try TemplateSet(sources: ["main": "{{#items}}{{name}}:{{x}} {{/items}}"])
        let context = TemplateValue.object([
            "name": "outer",
            "items": .list([
                .object(
                    TemplateFields { (field: PointField) in .text(TemplateText(field.rawValue)) }),
                .object(["name": "inner", "x": "1"]),
            ]),
        ])
        #expect(try set.render("main", with: context) == "outer:x inner:1 ")
    }
}
