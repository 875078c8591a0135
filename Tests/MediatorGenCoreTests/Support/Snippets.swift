import Testing

@testable import MediatorGenCore

/// Generates `spec`, a spec written inline in a test and read as ``testSpecPath``, with the
/// templates in `Templates/`, and expects the spec to be free of diagnostics and the generated
/// file to contain each of `snippets` as a run of whole lines, exactly as written.
///
/// A failure names the first line where the closest run of the file parts from the snippet, and
/// shows the whole generated file with line numbers.
func expectGenerated(
    from spec: String, toContain snippets: String...,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let output = try GeneratorPipeline().generate(
        SourceFile(path: testSpecPath, text: spec))
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)", sourceLocation: sourceLocation)
    let source = try #require(
        output.file?.source, "no generated file: \(output.diagnostics)",
        sourceLocation: sourceLocation)
    for snippet in snippets {
        let mismatch = Snippets.mismatch(of: snippet, in: source)
        #expect(mismatch == nil, "\(mismatch ?? "")", sourceLocation: sourceLocation)
    }
}

/// Finds a snippet of generated code in a generated file.
enum Snippets {
    /// `nil` when `source` contains `snippet` as a run of whole lines; otherwise a report of where
    /// the run of `source` that matches most of the snippet's first lines parts from it.
    static func mismatch(of snippet: String, in source: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = snippet.split(separator: "\n", omittingEmptySubsequences: false)
        var closest = (start: 0, matched: 0)
        for start in lines.indices {
            var matched = 0
            while matched < wanted.count, start + matched < lines.count,
                lines[start + matched] == wanted[matched]
            {
                matched += 1
            }
            if matched == wanted.count { return nil }
            if matched > closest.matched { closest = (start, matched) }
        }
        let parting: String
        if closest.matched == 0 {
            parting = "no line of the generated file is the snippet's first line"
        } else {
            let line = closest.start + closest.matched
            let actual = line < lines.count ? "'\(lines[line])'" : "the end of the file"
            parting =
                "the closest run starts at line \(closest.start + 1) and parts from the snippet "
                + "at line \(line + 1): the snippet has\n'\(wanted[closest.matched])'\nthe file has\n"
                + actual
        }
        let numbered = lines.enumerated().map { "\($0.offset + 1)\t\($0.element)" }
        return "the generated file does not contain the snippet\n\(snippet)\n\n\(parting)\n\n"
            + "The generated file:\n" + numbered.joined(separator: "\n")
    }
}
