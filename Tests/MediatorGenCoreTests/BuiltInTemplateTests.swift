import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// The templates compiled into the generator are the files of `Templates/`: Package.swift embeds
/// each one, and `Templates/TemplateSources.swift` names it, which only this test can notice
/// missing.
@Suite struct BuiltInTemplateTests {
    @Test func everyTemplateFileIsBuiltIn() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".mustache") }
            .map { String($0.dropLast(".mustache".count)) }
        #expect(BuiltInTemplates.names == files.sorted())
        for name in BuiltInTemplates.names {
            let file = try String(
                contentsOf: folder.appendingPathComponent(name + ".mustache"), encoding: .utf8)
            #expect(BuiltInTemplates.sources[name] == file, "\(name) is built in as it is")
        }
    }
}
