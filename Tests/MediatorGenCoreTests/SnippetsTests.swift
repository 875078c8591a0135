import Testing

/// The check behind the snippet tests finds runs of whole lines, and says where it lost them.
@Suite struct SnippetsTests {
    static let source = "first\n    let a = 1\n    let b = 2\nlast\n"

    @Test func aRunOfWholeLinesIsFound() {
        #expect(Snippets.mismatch(of: "    let a = 1\n    let b = 2", in: Self.source) == nil)
        #expect(Snippets.mismatch(of: "last\n", in: Self.source) == nil)
    }

    @Test func partOfALineIsNotARunOfWholeLines() {
        #expect(Snippets.mismatch(of: "let a = 1", in: Self.source) != nil)
        #expect(Snippets.mismatch(of: "    let a = 1\n    let b", in: Self.source) != nil)
    }

    @Test func aMismatchNamesWhereTheClosestRunParts() throws {
        let report = try #require(
            Snippets.mismatch(of: "    let a = 1\n    let b = 3", in: Self.source))
        #expect(
            report.contains(
                "the closest run starts at line 2 and parts from the snippet at line 3: the "
                    + "snippet has\n'    let b = 3'\nthe file has\n'    let b = 2'"), "\(report)")
        #expect(
            report.hasSuffix(
                "The generated file:\n1\tfirst\n2\t    let a = 1\n3\t    let b = 2\n4\tlast\n5\t"))
        let unknown = try #require(Snippets.mismatch(of: "nowhere", in: Self.source))
        #expect(unknown.contains("no line of the generated file is the snippet's first line"))
    }
}
