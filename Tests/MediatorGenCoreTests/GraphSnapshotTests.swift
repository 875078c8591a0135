import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// The event graph of each reference spec, in each format, must match the checked-in reference
/// in `Tests/Reference/Graphs`; the pictures of specs in the documents must match their specs.
/// `swift run update-reference graphs` and `pictures` record them.
@Suite struct GraphSnapshotTests {
    @Test(arguments: ReferenceSpecs.names)
    func graphsMatchTheirReferences(specName: String) throws {
        let (model, diagnostics) = GeneratorPipeline.withoutTemplates.model(
            of: try ReferenceSpecs.file(specName))
        let valid = try #require(model, "\(diagnostics)")
        for format in GraphFormat.allCases {
            let name = OutputFileNaming.specBaseName(ofPath: specName) + "." + format.fileExtension
            let difference = ReferenceFile.difference(
                between: format.document(of: [valid]),
                andFileAt: TestPaths.referenceGraphs.appendingPathComponent(name), kind: "graphs")
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    @Test(arguments: DocumentedGraphs.documents)
    func documentedPicturesMatchTheirSpecs(document: String) throws {
        let text = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent(document), encoding: .utf8)
        #expect(!DocumentedGraphs.specs(shownIn: text).isEmpty, "\(document) shows a picture")
        let redrawn = try DocumentedGraphs.redrawing(text, root: TestPaths.packageRoot)
        guard redrawn != text else { return }
        let difference = TextDifference.first(between: text, and: redrawn)
        let advice =
            "Record it with `swift run update-reference pictures` and review it with `git diff`."
        Issue.record("a picture in \(document) differs from its spec: \(difference)\n\(advice)")
    }

    @Test func redrawingReplacesOnlyWhatIsBetweenTheMarkers() throws {
        let text = """
            # Title
            <!-- graph of Tests/Reference/Specs/Conceptual.mediator -->
            stale
            <!-- end of graph -->
            After.
            """
        let redrawn = try DocumentedGraphs.redrawing(text, root: TestPaths.packageRoot)
        let conceptual = try DocumentedGraphs.draw(
            "Tests/Reference/Specs/Conceptual.mediator", root: TestPaths.packageRoot)
        #expect(
            redrawn == "# Title\n<!-- graph of Tests/Reference/Specs/Conceptual.mediator -->\n"
                + conceptual + "<!-- end of graph -->\nAfter.")
        #expect(try DocumentedGraphs.redrawing(redrawn, root: TestPaths.packageRoot) == redrawn)
        #expect(throws: PictureError.self) {
            try DocumentedGraphs.redrawing(
                "<!-- graph of Tests/Reference/Specs/Conceptual.mediator -->\n",
                root: TestPaths.packageRoot)
        }
    }
}
