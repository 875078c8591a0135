import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Every key handed to templates is documented in docs/Templates.md, for people who write their
/// own templates.
@Suite struct TemplateDataDocumentationTests {
    /// The names of all object fields in `value`, at any depth.
    static func keys(in value: TemplateValue) -> Set<String> {
        switch value {
        case .text, .flag: return []
        case .list(let items): return items.reduce(into: []) { $0.formUnion(keys(in: $1)) }
        case .object(let object):
            return object.fields.reduce(into: Set(object.fields.map(\.key.name))) {
                $0.formUnion(keys(in: $1.value))
            }
        }
    }

    @Test func everyTemplateKeyIsDocumented() throws {
        let documentation = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/Templates.md"),
            encoding: .utf8)
        var keys: Set<String> = []
        for spec in ReferenceSpecs.names {
            let (validated, diagnostics) = validated(try ReferenceSpecs.file(spec))
            #expect(diagnostics.isEmpty, "\(spec): \(diagnostics)")
            let data = FileContext(validated.model, names: validated.names)
            // With the pieces the generator renders, which it gives the templates as keys too.
            keys.formUnion(
                Self.keys(
                    in: try BuiltInTemplates.templateSet().composing(
                        BuiltInTemplates.pieces, into: TemplateValueEncoder.value(of: data))))
            let doubles = DoublesFileContext(
                validated.model, names: validated.names, module: "Module")
            keys.formUnion(
                Self.keys(
                    in: try BuiltInTemplates.templateSet().composing(
                        BuiltInTemplates.doublePieces, into: TemplateValueEncoder.value(of: doubles)
                    )))
        }
        #expect(keys.contains("deliveries"))
        #expect(keys.contains("answersNil"))
        #expect(keys.contains("dispatchCode"))
        for key in keys.sorted() {
            #expect(
                documentation.contains("`\(key)`"), "docs/Templates.md does not describe `\(key)`")
        }
    }
}
