// Regenerates one kind of file derived from the repository's own sources, with the templates
// built in, so that each kind's changes are reviewed on their own:
//   swift run update-reference generated     Tests/Reference/Generated/*.swift, from the
//                                            reference specs, their test doubles in
//                                            Tests/ReferenceMediatorsTests/Doubles, and the
//                                            integration package's checked-in output, as
//                                            `generate-mediators` writes it
//   swift run update-reference graphs        Tests/Reference/Graphs/*.md and *.dot, the event
//                                            graphs of the reference specs
//   swift run update-reference pictures      the pictures of specs in the README and
//                                            docs/Graph.md (see DocumentedGraphs)
//   swift run update-reference templates     the string literals that build Templates/*.mustache
//                                            into the generator (BuiltInTemplateSourceFile); run
//                                            it first after changing a template
// Run it from the package root, then review `git diff`.

import Foundation
import MediatorGenCore

let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Maintenance
    .deletingLastPathComponent()  // Generator
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()
let specsFolder = "Tests/Reference/Specs"
let kinds = ["generated", "graphs", "pictures", "templates"]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("update-reference: \(message)\n".utf8))
    exit(1)
}

/// Writes `text` to `path` from `package`, the package root unless given.
func write(_ text: String, to path: String, in package: URL = root) throws {
    let destination = package.appendingPathComponent(path)
    try Data(text.utf8).write(to: destination, options: .atomic)
    print("wrote \(destination.path.dropFirst(root.path.count + 1))")
}

/// The spec at `path` from `package`, read with its path as written, as the plugins pass it.
func spec(_ path: String, in package: URL = root) throws -> SourceFile {
    SourceFile(path: path, bytes: Array(try Data(contentsOf: package.appendingPathComponent(path))))
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let kind = arguments.first, kinds.contains(kind) else {
    fail("name one kind of file to regenerate: \(kinds.joined(separator: ", "))")
}

do {
    let pipeline = try GeneratorPipeline()
    let specs = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(specsFolder).path
    ).filter { $0.hasSuffix(".mediator") }.sorted().map { specsFolder + "/" + $0 }

    switch kind {
    case "generated":
        let integration = root.appendingPathComponent("IntegrationTests/Plugin Consumer")
        let targets =
            specs.map { ($0, root, "Tests/Reference/Generated") } + [
                (
                    "Sources/Checked In/Greeter.mediator", integration,
                    "Sources/Checked In/GeneratedMediators"
                )
            ]
        for (path, package, folder) in targets {
            let output = try pipeline.generate(try spec(path, in: package))
            for diagnostic in output.diagnostics { print(diagnostic) }
            guard let file = output.file else { fail("\(path) has errors") }
            try write(file.source, to: folder + "/" + file.fileName, in: package)
        }
        // The test doubles of the specs with colleagues known by a protocol, which the tests of
        // the reference mediators use.
        for path in specs {
            let source = try spec(path)
            guard
                pipeline.model(of: source).model?.mediators
                    .contains(where: { $0.colleagues.contains(where: \.isProtocol) }) == true
            else { continue }
            let output = try pipeline.generateDoubles(source, module: "ReferenceMediators")
            guard let file = output.file else { fail("\(path) has errors") }
            try write(file.source, to: "Tests/ReferenceMediatorsTests/Doubles/" + file.fileName)
        }
    case "graphs":
        for path in specs {
            guard let model = pipeline.model(of: try spec(path)).model else {
                fail("\(path) has errors")
            }
            for format in GraphFormat.allCases {
                let name = OutputFileNaming.specBaseName(ofPath: path) + "." + format.fileExtension
                try write(format.document(of: [model]), to: "Tests/Reference/Graphs/" + name)
            }
        }
    case "templates":
        let folder = root.appendingPathComponent("Templates")
        var templates: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where file.hasSuffix(".mustache") {
            templates[String(file.dropLast(".mustache".count))] = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        try write(BuiltInTemplateSourceFile.text(of: templates), to: BuiltInTemplateSourceFile.path)
    default:
        for document in DocumentedGraphs.documents {
            let text = try String(
                contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            try write(try DocumentedGraphs.redrawing(text, root: root), to: document)
        }
    }
} catch {
    fail("\(error)")
}
