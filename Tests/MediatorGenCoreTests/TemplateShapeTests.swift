import Testing

@testable import MediatorGenCore

/// The built-in templates lay code out and leave choices to the data: each reads at a glance,
/// with no section inside more than two others (partials included, pieces being templates of their
/// own) and no line over 120 characters.
@Suite struct TemplateShapeTests {
    /// The deepest nesting of sections in `nodes`, counting the sections of the partials they
    /// include where they include them.
    static func depth(of nodes: [Template.Node], in templates: TemplateSet) -> Int {
        nodes.map { node in
            switch node {
            case .section(_, _, let children): 1 + depth(of: children, in: templates)
            case .partial(let tag, _):
                templates.template(named: tag.name).map { depth(of: $0.nodes, in: templates) }
                    ?? 0
            case .text, .variable, .block, .sourceLine: 0
            }
        }.max() ?? 0
    }

    @Test func noSectionIsInsideMoreThanTwoOthers() throws {
        let templates = try BuiltInTemplates.templateSet()
        for name in BuiltInTemplates.names {
            let template = try #require(templates.template(named: name))
            #expect(Self.depth(of: template.nodes, in: templates) <= 3, "\(name)")
        }
    }

    @Test func noLineIsOver120Characters() {
        for (name, source) in BuiltInTemplates.sources {
            for (index, line) in source.split(separator: "\n").enumerated() where line.count > 120 {
                Issue.record("\(name).mustache:\(index + 1) has \(line.count) characters")
            }
        }
    }

    @Test func theDepthCountsSectionsThroughPartials() throws {
        let templates = try TemplateSet(sources: [
            "Outer": "{{#a}}{{#b}}{{> Inner}}{{/b}}{{/a}}\n",
            "Inner": "{{#c}}{{#d}}x{{/d}}{{/c}}\n",
        ])
        let outer = try #require(templates.template(named: "Outer"))
        #expect(Self.depth(of: outer.nodes, in: templates) == 4)
    }
}
