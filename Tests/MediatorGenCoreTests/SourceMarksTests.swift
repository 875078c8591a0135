import Testing

@testable import MediatorGenCore

/// The `#sourceLocation` directives ``LinePrinter`` writes for the source marks of templates,
/// once lines are laid out: each declaration lands on its spec line whatever its comment, its
/// layout or its place in the spec.
@Suite struct SourceMarksTests {
    /// `{{@ line}}`: a source mark naming spec line `line`.
    static func mark(_ line: Int) -> String {
        String(UnicodeScalar(SourceMarks.lineStart)) + "\(line)"
            + String(UnicodeScalar(SourceMarks.lineEnd))
    }

    /// `{{@}}`: the end of a mapping.
    static let end = String(UnicodeScalar(SourceMarks.unmapped))

    @Test func aLinesWidthCountsItsCharactersWithoutItsMarks() {
        #expect(SourceMarks.width("func said()") == 11)
        #expect(SourceMarks.width("func " + Self.mark(12) + "said()" + Self.end) == 11)
        // Characters, not bytes: `é` is two bytes, `🙂` four, `e` with a combining acute two
        // scalars, and each is one character.
        #expect(SourceMarks.width("let café = 🙂") == 12)
        #expect(SourceMarks.width(Self.mark(3) + "let cafe\u{301} = 1") == 12)
    }

    static func printed(_ lines: [String]) -> [String] {
        LinePrinter.print(lines.joined(separator: "\n") + "\n", specFile: "\"S.mediator\"")
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The spec line that the line at `index` of `printed` lands on, by its directives.
    static func specLine(at index: Int, in printed: [String]) -> Int? {
        var line: Int?
        for text in printed[..<index] {
            let trimmed = text.drop { $0 == " " }
            if trimmed.hasPrefix("#sourceLocation(file:") {
                line = Int(trimmed.split(separator: ":").last?.dropLast() ?? "")
            } else if trimmed.hasPrefix("#sourceLocation()") {
                line = nil
            } else {
                line = line.map { $0 + 1 }
            }
        }
        return line
    }

    @Test func aDeclarationAfterItsCommentLandsOnItsLineHoweverLongTheComment() throws {
        for comments in 0..<4 {
            let lines =
                ["    " + Self.mark(9)] + Array(repeating: "    /// Text.", count: comments)
                + ["    func join() {", "        " + Self.end, "        body()", "    }"]
            let printed = Self.printed(lines)
            let declaration = try #require(printed.firstIndex { $0.contains("func join") })
            #expect(Self.specLine(at: declaration, in: printed) == 9, "\(printed)")
            #expect(Self.specLine(at: declaration + 2, in: printed) == nil, "\(printed)")
            #expect(printed.contains("        #sourceLocation()"), "\(printed)")
        }
    }

    @Test func aConstructOnTheFirstLinesKeepsItsLineWithTheDirectiveAfterTheComment() {
        let printed = Self.printed(
            [
                "    " + Self.mark(1), "    /// Creates it.", "    init() {", "        " + Self.end,
                "    }",
            ])
        #expect(
            printed == [
                "    /// Creates it.", "    #sourceLocation(file:\"S.mediator\",line:1)",
                "    init() {", "    }", "#sourceLocation()",
            ])
    }

    /// `swift format` reads `// swift-format-ignore` only right before its declaration, so no
    /// directive comes between them, on the spec's first lines too.
    @Test func theFormatIgnoreCommentStaysRightBeforeItsDeclaration() throws {
        for line in [1, 2, 9] {
            let printed = Self.printed(
                [
                    "    " + Self.mark(line), "    /// Creates it.", "    // swift-format-ignore",
                    "    init() {", "        " + Self.end, "    }",
                ])
            let declaration = try #require(printed.firstIndex { $0.contains("init()") })
            #expect(printed[declaration - 1] == "    // swift-format-ignore", "\(printed)")
            // On line 1 nothing is left before the declaration for the comment it keeps.
            #expect(Self.specLine(at: declaration, in: printed) == max(2, line), "\(printed)")
        }
    }

    @Test func aPublicDeclarationOnTheFirstLinesKeepsItsCommentRightBeforeIt() {
        // `swift format` wants a public declaration documented: the comment stays attached, and
        // the declaration lands on the line after it.
        let printed = Self.printed([
            "    " + Self.mark(1), "    /// Creates it.", "    public init() {",
            "        " + Self.end,
            "    }",
        ])
        #expect(
            printed == [
                "    #sourceLocation(file:\"S.mediator\",line:1)", "    /// Creates it.",
                "    public init() {", "    }", "#sourceLocation()",
            ])
    }

    @Test func aBrokenDeclarationLandsItsItemsOnTheirSpecLine() throws {
        let parameters = (0..<3).map { Self.mark(12) + "parameter\($0): LongTypeName\($0)" }
        let group = LinePrinterTests.group(parameters + ["from sender: MediatorSender"])
        let printed = Self.printed([
            "    " + Self.mark(12), "    func dispatchSomething(\(group)) {",
        ])
        let items = try #require(printed.firstIndex { $0.contains("parameter0") })
        #expect(printed[items].contains("parameter2"), "one spec line stays one line")
        #expect(Self.specLine(at: items, in: printed) == 12, "\(printed)")
        #expect(!printed.joined().contains(String(UnicodeScalar(SourceMarks.lineStart))))
    }

    @Test func itemsWrittenOnSeveralSpecLinesBreakThereEvenWhenTheyFit() {
        let group = LinePrinterTests.group(
            [Self.mark(5) + "a: A", Self.mark(6) + "b: B", "from sender: S"], onePerLine: true)
        let printed = Self.printed(["    " + Self.mark(4), "    func f(\(group))"])
        #expect(
            printed == [
                "    #sourceLocation(file:\"S.mediator\",line:4)", "    func f(", "        a: A,",
                "        b: B, from sender: S", "    )",
            ])
    }

    @Test func aDirectiveThatWouldRepeatWhereTheMappingIsIsLeftOut() throws {
        let printed = Self.printed([
            "    " + Self.mark(3), "    /// One.", "    func one()", "    " + Self.mark(5),
            "    /// Two.", "    func two()", "    " + Self.end,
        ])
        #expect(printed.filter { $0.contains("#sourceLocation(file:") }.count == 1, "\(printed)")
        let two = try #require(printed.firstIndex { $0.contains("func two") })
        #expect(Self.specLine(at: two, in: printed) == 5, "\(printed)")
    }

    @Test func anEndWaitsPastClosingBracesAndGoesAtTheirIndentation() {
        let printed = Self.printed([
            "    protocol P {", "        " + Self.mark(3), "        func one()",
            "        " + Self.end,
            "    }", "", "    " + Self.mark(9), "    let a: A", "        " + Self.end, "    }", "",
            "    /// Generated.", "    let b = 1",
        ])
        #expect(
            printed == [
                "    protocol P {", "        #sourceLocation(file:\"S.mediator\",line:3)",
                "        func one()", "    }", "",
                "    #sourceLocation(file:\"S.mediator\",line:9)",
                "    let a: A", "    }", "", "    #sourceLocation()", "    /// Generated.",
                "    let b = 1",
            ])
    }

    @Test func anEndRightBeforeTheNextDirectiveIsLeftOut() {
        let printed = Self.printed([
            "    " + Self.mark(3), "    let a: A", "    " + Self.end, "    " + Self.mark(7),
            "    let b: B", "    " + Self.end, "    let c = 1",
        ])
        #expect(
            printed == [
                "    #sourceLocation(file:\"S.mediator\",line:3)", "    let a: A",
                "    #sourceLocation(file:\"S.mediator\",line:7)", "    let b: B",
                "    #sourceLocation()", "    let c = 1",
            ])
    }

    @Test func aSourceMarkRendersTheLineItNamesAndNothingElse() throws {
        let line = TemplateValue.object(["line": .text("12"), "name": .text("Tll")])
        #expect(try render("{{@ line}}x{{@}}", line) == Self.mark(12) + "x" + Self.end)
        let notALine = try renderingError("{{@ name}}", line)
        #expect(notALine.message == "'{{@ name}}' needs a spec line number here")
        let tooLong = try renderingError(
            "{{@ line}}", .object(["line": .text(String(repeating: "9", count: 30))]))
        #expect(tooLong.location == SourceLocation(line: 1, column: 1))
    }

    @Test func aSourceMarkLineIsNotAStandaloneTag() throws {
        // Its line is where the directive goes, so it keeps it.
        #expect(try render("a\n  {{@}}\nb\n") == "a\n  " + Self.end + "\nb\n")
    }
}
