import Foundation

/// The pictures of specs that the project's own Markdown documents show, kept in step with the
/// specs: `swift run update-reference pictures` draws them again, and a test fails when one is out of
/// date.
///
/// A picture is the Mermaid document of one spec between two marker lines, which Markdown
/// renderers do not show:
///
///     <!-- graph of Examples/Sources/Conceptual/Conceptual.mediator -->
///     ```mermaid
///     ...
///     ```
///     <!-- end of graph -->
package enum DocumentedGraphs {
    /// The documents, from the package root, that may show pictures.
    package static let documents = ["README.md", "docs/Graph.md"]

    /// What starts a picture, before the spec's path from the package root.
    static let startMarker = "<!-- graph of "
    /// What ends a picture.
    static let endMarker = "<!-- end of graph -->"

    /// The specs whose pictures `text` shows, in order.
    package static func specs(shownIn text: String) -> [String] {
        pictures(in: text).map(\.spec)
    }

    /// `text` with every picture drawn again from its spec, read from the package at `root`.
    ///
    /// - Throws: ``PictureError`` when a spec cannot be read, has errors, or a picture has no end.
    package static func redrawing(_ text: String, root: URL) throws -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // From the end, so that replacing one picture leaves the lines of earlier ones in place.
        for picture in pictures(in: text).reversed() {
            guard let end = picture.end else {
                throw PictureError("the picture of \(picture.spec) has no '\(endMarker)' line")
            }
            let drawn = try draw(picture.spec, root: root)
            let body = drawn.split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
            lines.replaceSubrange((picture.start + 1)..<end, with: body)
        }
        return lines.joined(separator: "\n")
    }

    /// The Mermaid document of the spec at `spec`, from `root`.
    static func draw(_ spec: String, root: URL) throws -> String {
        guard
            let data = FileManager.default.contents(atPath: root.appendingPathComponent(spec).path)
        else { throw PictureError("cannot read '\(spec)', which a document shows a picture of") }
        let file = SourceFile(path: spec, bytes: Array(data))
        let (model, diagnostics) = GeneratorPipeline(templates: TemplateSet([])).model(of: file)
        guard let model else {
            throw PictureError(
                "cannot draw '\(spec)': " + diagnostics.map(\.description).joined(separator: "; "))
        }
        return GraphFormat.mermaid.document(of: [model])
    }

    /// Each picture: the line of its start marker, the spec it names, and the line of its end
    /// marker, if there is one before the next picture starts.
    private static func pictures(in text: String) -> [(start: Int, spec: String, end: Int?)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var pictures: [(start: Int, spec: String, end: Int?)] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(startMarker), line.hasSuffix(" -->") {
                let spec = line.dropFirst(startMarker.count).dropLast(" -->".count)
                pictures.append((index, String(spec), nil))
            } else if line == endMarker, let last = pictures.indices.last,
                pictures[last].end == nil
            {
                pictures[last].end = index
            }
        }
        return pictures
    }
}

/// Why a picture in a document could not be drawn again.
package struct PictureError: Error, CustomStringConvertible {
    /// What went wrong, naming the spec.
    package var description: String

    init(_ description: String) {
        self.description = description
    }
}
