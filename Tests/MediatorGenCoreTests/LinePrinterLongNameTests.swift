import Testing

@testable import MediatorGenCore

/// Lines that long names push past the limit where no group shortens them enough, as
/// ``LinePrinter`` breaks them: as `swift format` does, so that lint accepts them.
@Suite struct LinePrinterLongNameTests {
    static func lines(_ text: String) -> [String] {
        LinePrinterTests.lines(text)
    }

    /// `{{@ line}}` alone on a line, as templates render it before a declaration.
    static func mark(_ line: Int) -> String {
        String(UnicodeScalar(SourceMarks.lineStart)) + "\(line)"
            + String(UnicodeScalar(SourceMarks.lineEnd))
    }

    @Test func aDeclarationMappedToTheSpecBreaksOnlyWhereItsNextLinesHoldNoTextOfTheSpec() {
        // A state's value on a line of its own would land on the spec's next line, where an
        // error in it would be reported: the declaration stays whole.
        let state =
            "    unowned(safe) let leagueExtendedForLength: LeagueExtendedForLength = LeagueExtendedForLength.main"
        #expect(
            Self.lines("    \(Self.mark(5))\n\(state)\n") == [
                "    #sourceLocation(file:\"\",line:5)", state, "",
            ])
        // The same line outside a mapped declaration is broken after its `=`.
        #expect(Self.lines(state).count == 2)
        // A conformance mapped to its colleague's line moves only braces and its generated
        // protocol's name to the lines after it.
        let conformance =
            "extension ActorTriggerExtendedForLength: ActorLifetimeExtendedForLength.ActorTriggerExtendedForLengthColleague {}"
        #expect(
            Self.lines("\(Self.mark(10))\n\(conformance)\n") == [
                "#sourceLocation(file:\"\",line:10)",
                "extension ActorTriggerExtendedForLength: ActorLifetimeExtendedForLength",
                "        .ActorTriggerExtendedForLengthColleague",
                "{}", "",
            ])
    }

    @Test func aCallOnACastTooLongForItsLineBreaksBeforeTheMemberAccess() {
        let receiver =
            "                try await (self.alphaReceiverNumberOne as any AlphaReceiverNumberOneColleague)"
        #expect(
            Self.lines(receiver + ".happened(\(LinePrinterTests.group(["x: x"])))") == [
                receiver, "                    .happened(x: x)",
            ])
        let arguments = (0..<4).map { "argumentNumber\($0): value\($0)" }
        #expect(
            Self.lines(receiver + "?.happened(\(LinePrinterTests.group(arguments)))") == [
                receiver + "?",
                "                    .happened(",
                "                        argumentNumber0: value0, argumentNumber1: value1, argumentNumber2: value2,",
                "                        argumentNumber3: value3",
                "                    )",
            ])
        // One whose call fits up to its parenthesis breaks its arguments only.
        #expect(
            Self.lines(
                "    (self.a as any AColleague).happened(\(LinePrinterTests.group(arguments)))"
            )
            .first == "    (self.a as any AColleague).happened(")
    }

    @Test func aCastStillTooLongGoesOnALineOfItsOwnAfterWhatPrecedesIt() {
        let cast =
            "(self.profileStoreExtendedForLength as (any ProfileStoreExtendedForLengthColleagues)?)?"
        #expect(
            Self.lines(
                "        return try await \(cast).fetch(\(LinePrinterTests.group(["id: id"])))")
                == [
                    "        return try await", "            \(cast)", "            .fetch(id: id)",
                ])
        // With nothing before it, it breaks before its `as`.
        let longer =
            "(self.profileStore as (any ProfileStoreExtendedForLengthColleaguesAndMoreOfThemAllOfThem)?)?"
        #expect(
            Self.lines("            \(longer).foo()") == [
                "            (self.profileStore",
                "                as (any ProfileStoreExtendedForLengthColleaguesAndMoreOfThemAllOfThem)?)?.foo()",
            ])
        // One whose cast fits after what precedes it is broken before the member access only.
        #expect(Self.lines("        \(cast).foo()") == ["        \(cast)", "            .foo()"])
    }

    @Test func aCallOrAStringIsNoCastToBreakAfter() {
        let long = String(repeating: "x", count: 90)
        #expect(LinePrinter.receiverMemberAccess(in: "f(a as B).c()") == nil)
        #expect(LinePrinter.receiverMemberAccess(in: "g(\"(a as B).c\")") == nil)
        #expect(LinePrinter.receiverMemberAccess(in: "x = (a + b).c()") == nil)
        #expect(LinePrinter.receiverMemberAccess(in: "f((a as B).c())") == nil)
        #expect(LinePrinter.receiverMemberAccess(in: "x = (a as B).c()")?.dot == 12)
        #expect(
            Self.lines("    let \(long) = f(a as B).c()") == [
                "    let \(long) =", "        f(a as B).c()",
            ])
    }

    @Test func aPropertyRequirementTooLongBreaksItsAccessorBlockAsSwiftFormatDoes() {
        let declaration =
            "        var standsExtendedForLength: StandsExtendedForLength.SpectatorExtendedForLengthOutbox"
        #expect(
            Self.lines(declaration + " { get }") == [
                declaration + " {", "            get", "        }",
            ])
        #expect(
            Self.lines(
                "        var commentaryExtendedForLength: \(String(repeating: "T", count: 70)) { get }"
            )
                == [
                    "        var commentaryExtendedForLength:",
                    "            \(String(repeating: "T", count: 70))",
                    "        { get }",
                ])
    }

    @Test func aConformanceTooLongPutsItsBracesOnALineOfTheirOwn() {
        let declaration =
            "extension ScoreboardExtendedForLength: StandsExtendedForLength.ScoreboardColleagueOfIt"
        // `{` on its line when it fits there, `}` on the next; else `{}` on a line of its own.
        #expect(
            Self.lines(declaration + "LongerStill1 {}") == [declaration + "LongerStill1 {", "}"])
        #expect(
            Self.lines(declaration + "LongerStill12 {}") == [declaration + "LongerStill12", "{}"])
        #expect(
            Self.lines(declaration + "LongerStillAndLongerStill {}") == [
                "extension ScoreboardExtendedForLength: StandsExtendedForLength",
                "        .ScoreboardColleagueOfItLongerStillAndLongerStill",
                "{}",
            ])
        #expect(Self.lines("extension A: B.C {}") == ["extension A: B.C {}"])
    }

    @Test func aTypeDeclarationTooLongPutsItsBraceOrItsAttributesOnALineOfTheirOwn() {
        let header =
            "    @GameActorExtendedForLength protocol ActorTriggerExtendedForLengthColleague: AnyObject"
        #expect(Self.lines(header + "ObjectsAnd {") == [header + "ObjectsAnd", "    {"])
        let type = "final class MainPlaybackScreenExtendedForLength: NSObject, MainPlaybackDelegate"
        #expect(
            Self.lines("@MainActorExtendedForLength " + type + " {") == [
                "@MainActorExtendedForLength", type + " {",
            ])
        // Without attributes, the inheritance list breaks.
        #expect(
            Self.lines(
                "final class SharedPlaybackScreenExtendedForLength: NSObject, PlaybackDelegateExtendedForLength, Sendable {"
            ) == [
                "final class SharedPlaybackScreenExtendedForLength: NSObject, PlaybackDelegateExtendedForLength,",
                "    Sendable",
                "{",
            ])
        #expect(
            Self.lines(
                "final class ActorPlaybackScreenExtendedForLength: @GameActorExtendedForLength PlaybackDelegateExtendedForLength {"
            ) == [
                "final class ActorPlaybackScreenExtendedForLength:",
                "    @GameActorExtendedForLength PlaybackDelegateExtendedForLength",
                "{",
            ])
        // A call that ends with `{` is no declaration.
        let call = "    link.show(" + String(repeating: "argument, ", count: 9) + "last) {"
        #expect(Self.lines(call) == [call])
    }

    @Test func aStoredPropertyTooLongPutsItsTypeOnTheLineAfterItsColon() {
        #expect(
            Self.lines(
                "    private(set) weak var mainSuggestionEngineExtendedForLength: MainSuggestionEngineExtendedForLength?"
            ) == [
                "    private(set) weak var mainSuggestionEngineExtendedForLength:",
                "        MainSuggestionEngineExtendedForLength?",
            ])
        let initialized =
            "    let \(String(repeating: "a", count: 50)): Int = \(String(repeating: "1", count: 50))"
        // One with a value breaks after its `=` instead.
        #expect(Self.lines(initialized).first?.hasSuffix(": Int =") == true)
    }

    @Test func aComputedPropertyTooLongPutsItsBraceAndThenItsTypeOnLinesOfTheirOwn() {
        let set = LinePrinterTests.group(["SharedBroadcastFirstExtendedForLength"])
        #expect(
            Self.lines("    var sharedBroadcastFirstExtendedForLengths: WeakColleagueSet<\(set)> {")
                == [
                    "    var sharedBroadcastFirstExtendedForLengths:",
                    "        WeakColleagueSet<SharedBroadcastFirstExtendedForLength>",
                    "    {",
                ])
        let keyed = LinePrinterTests.group(["Int", "WeakReference<SharedFanExtendedForLength>"])
        #expect(
            Self.lines("    var sharedFanExtendedForLengths: KeyedColleagues<\(keyed)> {") == [
                "    var sharedFanExtendedForLengths: KeyedColleagues<Int, WeakReference<SharedFanExtendedForLength>>",
                "    {",
            ])
    }

    @Test func aProtocolWithAnEmptyBodyTooLongPutsItsBracesOnALineOfTheirOwn() {
        let header =
            "    @GameActorExtendedForLength protocol ScreenExtendedForLengthColleague: RendererExtendedForLength"
        #expect(Self.lines(header + " {}") == [header, "    {}"])
        #expect(
            Self.lines(
                "    @GameActor protocol ScreenColleagueMoreAnd: RendererExtendedForLength"
                    + String(repeating: "X", count: 30) + " {}")
                == [
                    "    @GameActor",
                    "    protocol ScreenColleagueMoreAnd: RendererExtendedForLength"
                        + String(repeating: "X", count: 30) + " {}",
                ])
    }

    @Test func aLabeledCallArgumentTooLongPutsItsArgumentsOnTheLineAfterItsParenthesis() {
        let line =
            "                    by: PaymentSheetDidFinishWithSender.cashbookExtendedForLength(mediator.cashbookExtendedForLength),"
        #expect(
            Self.lines(line) == [
                "                    by: PaymentSheetDidFinishWithSender.cashbookExtendedForLength(",
                "                        mediator.cashbookExtendedForLength",
                "                    ),",
            ])
        let sender =
            "                        from: MediatorSender(\"CatalogExtendedForLength\", self.catalogExtendedForLength)"
        #expect(Self.lines(sender).count == 3)
        let assignment =
            "                    stored = SharedScoreDelegateExtendedForLengthReference(sharedScoreDelegateExtendedForLength)"
        #expect(
            Self.lines(assignment) == [
                "                    stored = SharedScoreDelegateExtendedForLengthReference(",
                "                        sharedScoreDelegateExtendedForLength",
                "                    )",
            ])
        let deep =
            "                        by: PaymentSheetExtendedForLengthDidFinishWithSender.cashbookExtendedForLength(self.cashbookExtendedForLength)"
        #expect(
            Self.lines(deep) == [
                "                        by:",
                "                            PaymentSheetExtendedForLengthDidFinishWithSender",
                "                            .cashbookExtendedForLength(self.cashbookExtendedForLength)",
            ])
        // A value that is no plain call is left as it is.
        let nested =
            "                from: f(g(\"CatalogExtendedForLength\", self.catalogExtendedForLengthAndMore))"
        #expect(Self.lines(nested) == [nested])
    }

    @Test func aCastTooLongAfterWhatPrecedesItBreaksBeforeItsAsAndItsMemberAccess() {
        let call =
            "        return (self.actorSuggestionEngineExtendedForLength as (any ActorSuggestionEngineExtendedForLengthColleague)?)?.suggestionsExtendedForLength("
        #expect(
            Self.lines(
                call + LinePrinterTests.group(["for: query"]) + ") ?? AsyncStream { $0.finish() }")
                == [
                    "        return",
                    "            (self.actorSuggestionEngineExtendedForLength",
                    "            as (any ActorSuggestionEngineExtendedForLengthColleague)?)?",
                    "            .suggestionsExtendedForLength(for: query) ?? AsyncStream { $0.finish() }",
                ])
    }

    @Test func aBlockOnOneLineTooLongPutsItsBodyOnLinesOfItsOwn() {
        #expect(
            Self.lines(
                "        didSet { if bestExtendedForLength != previousBestExtendedForLength { recordExtendedForLength(bestExtendedForLength ?? 0) } }"
            ) == [
                "        didSet {",
                "            if bestExtendedForLength != previousBestExtendedForLength {",
                "                recordExtendedForLength(bestExtendedForLength ?? 0)",
                "            }",
                "        }",
            ])
        let failure =
            "                if let failure = failures.printExtendedForLengthPaymentExtendedForLength { throw failure }"
        #expect(
            Self.lines(failure) == [
                "                if let failure = failures.printExtendedForLengthPaymentExtendedForLength {",
                "                    throw failure",
                "                }",
            ])
        // A closure in an expression is no block to break.
        let stream =
            "        return (self.a as (any AColleague)?)?.stream() ?? AsyncStream { $0.finish() } + \(String(repeating: "x", count: 40))"
        #expect(Self.lines(stream).first?.hasSuffix("{") == false)
    }

    @Test func aPropertyWithAValueTooLongBreaksAfterItsEqualsSign() {
        #expect(
            Self.lines(
                "    unowned(safe) let leagueExtendedForLength: LeagueExtendedForLength = LeagueExtendedForLength.main"
            ) == [
                "    unowned(safe) let leagueExtendedForLength: LeagueExtendedForLength =",
                "        LeagueExtendedForLength.main",
            ])
    }
}
