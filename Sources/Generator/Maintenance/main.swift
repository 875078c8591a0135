// Regenerates the files derived from the repository's own sources:
//   - Sources/Generator/Core/Rendering/EmbeddedTemplates.swift, from Templates/*.mustache;
//   - Tests/Reference/Generated/*.swift, from Tests/Reference/Specs/*.mediator;
//   - Tests/Reference/Graphs/*.md and *.dot, the event graphs of the same specs;
//   - the pictures of specs in the README and docs/Graph.md (see DocumentedGraphs);
//   - the integration package's checked-in output, as its `generate-mediators` plugin writes it.
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
let graphsFolder = "Tests/Reference/Graphs"

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

    let pipeline = GeneratorPipeline(
        templates: TemplateSet(
            try TemplateLoader.templates(in: root.appendingPathComponent("Templates").path)))

    /// Generates the spec at `path`, relative to `package`, into `outputFolder` of `package`;
    /// spec paths stay relative, as the plugins pass them.
    func regenerate(_ path: String, in package: URL, into outputFolder: String) throws {
        let bytes = try Data(contentsOf: package.appendingPathComponent(path))
        let output = try pipeline.generate(SourceFile(path: path, bytes: Array(bytes)))
        for diagnostic in output.diagnostics { print(diagnostic) }
        guard let file = output.file else { fail("\(path) has errors") }
        let destination = package.appendingPathComponent(outputFolder)
            .appendingPathComponent(file.fileName)
        try Data(file.source.utf8).write(to: destination, options: .atomic)
        print("wrote \(destination.path.dropFirst(root.path.count + 1))")
    }

    let specs = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(specsFolder).path
    ).filter { $0.hasSuffix(".mediator") }.sorted()
    for spec in specs {
        try regenerate(specsFolder + "/" + spec, in: root, into: "Tests/Reference/Generated")
    }
    try regenerate(
        "Sources/Checked In/Greeter.mediator",
        in: root.appendingPathComponent("IntegrationTests/Plugin Consumer"),
        into: "Sources/Checked In/GeneratedMediators")

    /// Writes `text` to `path` from the package root.
    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path), options: .atomic)
        print("wrote \(path)")
    }

    try FileManager.default.createDirectory(
        at: root.appendingPathComponent(graphsFolder), withIntermediateDirectories: true)
    for spec in specs {
        let path = specsFolder + "/" + spec
        let bytes = try Data(contentsOf: root.appendingPathComponent(path))
        guard let model = pipeline.model(of: SourceFile(path: path, bytes: Array(bytes))).model
        else { fail("\(path) has errors") }
        for format in GraphFormat.allCases {
            let name = OutputFileNaming.specBaseName(ofPath: spec) + "." + format.fileExtension
            try write(format.document(of: [model]), to: graphsFolder + "/" + name)
        }
    }
    for document in DocumentedGraphs.documents {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        try write(try DocumentedGraphs.redrawing(text, root: root), to: document)
    }
} catch {
    fail("\(error)")
}
