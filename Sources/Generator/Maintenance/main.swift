// Regenerates the files derived from the repository's own sources:
//   - Sources/Generator/Core/Rendering/EmbeddedTemplates.swift, from Templates/*.mustache;
//   - Tests/Reference/Generated/*.swift, from Tests/Reference/Specs/*.mediator.
// It renders with the templates read from disk, so it works even when the embedded copy is
// stale. Run `swift run update-reference` from the package root, then review `git diff`.

import Foundation
import MediatorGenCore

let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Maintenance
    .deletingLastPathComponent()  // Generator
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()
let specsFolder = "Tests/Reference/Specs"
let outputFolder = root.appendingPathComponent("Tests/Reference/Generated")

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("update-reference: \(message)\n".utf8))
    exit(1)
}

do {
    let sources = try TemplateLoader.sources(in: root.appendingPathComponent("Templates").path)
    let embedding = TemplateEmbedding.swiftSource(embedding: sources)
    try Data(embedding.utf8).write(
        to: root.appendingPathComponent(TemplateEmbedding.embeddingPath), options: .atomic)
    print("wrote \(TemplateEmbedding.embeddingPath)")

    let generator = MediatorGenerator(templates: try TemplateSet(sources: sources))
    let specs = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(specsFolder).path
    ).filter { $0.hasSuffix(".mediator") }.sorted()
    for spec in specs {
        let path = specsFolder + "/" + spec
        let bytes = try Data(contentsOf: root.appendingPathComponent(path))
        let output = try generator.generate(SourceFile(path: path, bytes: Array(bytes)))
        for diagnostic in output.diagnostics { print(diagnostic) }
        guard let source = output.source else { fail("\(path) has errors") }
        let name = OutputFileNaming.outputFileName(forSpecPath: path)
        try Data(source.utf8).write(to: outputFolder.appendingPathComponent(name), options: .atomic)
        print("wrote Tests/Reference/Generated/\(name)")
    }
} catch {
    fail("\(error)")
}
