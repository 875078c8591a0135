import Testing

@testable import MediatorGenCore

/// Validates a mediator with colleague `A` and one line per event, each written as
/// `name then followUps` and sent from `A` to the mediator.
private func validateEvents(_ events: [String]) -> [Diagnostic] {
    let lines = events.map { line -> String in
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        let followUps = parts.count > 1 ? " " + parts[1] : ""
        return "    event \(parts[0])() from A to mediator\(followUps)"
    }
    return validate("mediator M {\n    colleague A\n" + lines.joined(separator: "\n") + "\n}")
        .diagnostics
}

/// The message of the warning about a cycle of reactions through `names`, as the validator
/// writes it.
private func cycleMessage(_ names: String...) -> String {
    let consequence =
        names.count == 1
        ? "handling '\(names[0])' could send it again without end"
        : "handling these events could send them again without end"
    return "reactions may form a cycle: "
        + (names + [names[0]]).joined(separator: " -> ") + "; " + consequence
}

/// The `then` list of an event: names resolved, repeats warned about, and cycles of reactions
/// found and reported once per group of events.
@Suite struct FollowUpTests {
    // MARK: - Names

    @Test func followUpsMayNameEventsDeclaredBeforeOrAfter() {
        let diagnostics = validateEvents(["a then b", "b then c", "c", "d then a, c"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func unknownFollowUpSuggestsTheClosestEvent() throws {
        let diagnostics = validateEvents(["didA then didc", "didC"])
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(error.severity == .error)
        #expect(error.message == "unknown event 'didc' after 'then'; did you mean 'didC'?")
        #expect(error.location == at(3, 42))
        #expect(
            error.description
                == "t.mediator:3:42: error: unknown event 'didc' after 'then'; did you mean "
                + "'didC'?")
    }

    @Test func farFetchedFollowUpGetsNoSuggestion() {
        let diagnostics = validateEvents(["didA then zebra, didA"])
        #expect(
            diagnostics.map(\.message) == [
                "unknown event 'zebra' after 'then'",
                cycleMessage("didA"),
            ])
    }

    @Test func colleaguesAreNotEvents() {
        let diagnostics = validateEvents(["update then A"])
        #expect(diagnostics.map(\.message) == ["unknown event 'A' after 'then'"])
    }

    @Test func onlyEventsOfTheSameMediatorCount() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    event opened() from A to mediator then closed\n}\n"
                + "mediator N {\n    colleague A\n    event closed() from A to mediator\n}")
        #expect(diagnostics.map(\.message) == ["unknown event 'closed' after 'then'"])
        #expect(diagnostics.first?.location == at(3, 44))
    }

    @Test func suggestionsStopWhenTheyWouldCostTooMuch() {
        // Each search compares with all 10,000 events: the budget pays for five of them.
        let events = (0..<10_000).map { "e\($0) then f\($0)" }
        let diagnostics = validateEvents(events)
        #expect(diagnostics.count == 10_000)
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(
            diagnostics.prefix(6).map(\.message) == [
                "unknown event 'f0' after 'then'; did you mean 'e0'?",
                "unknown event 'f1' after 'then'; did you mean 'e1'?",
                "unknown event 'f2' after 'then'; did you mean 'e2'?",
                "unknown event 'f3' after 'then'; did you mean 'e3'?",
                "unknown event 'f4' after 'then'; did you mean 'e4'?",
                "unknown event 'f5' after 'then'",
            ])
        #expect(diagnostics.filter { $0.message.contains("did you mean") }.count == 5)
    }

    @Test func aFollowUpListedTwiceIsWarnedAbout() {
        let diagnostics = validateEvents(["a then b, c, b", "b", "c"])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message == "'b' is listed twice after 'then'")
        #expect(diagnostics.first?.location == at(3, 45))
    }

    @Test func followUpsAreRecordedInTheModelButChangeNoGeneratedCode() throws {
        let spec = """
            mediator M {
                colleague A
                when connected then b
                event a() from A to A then b, c
                event b() from A to mediator
                event c() from A to mediator
            }
            """
        let (withFollowUps, diagnostics) = validated(spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let mediator = try #require(withFollowUps.model.mediators.first)
        #expect(mediator.events.map(\.followUps) == [[1, 2], [], []])
        #expect(mediator.whenConnected?.followUps == [1])
        #expect(mediator.events.map(\.reactionCycle) == [nil, nil, nil])

        let without = spec.replacingOccurrences(of: " then b, c", with: "")
            .replacingOccurrences(of: " then b", with: "")
        let pipeline = try GeneratorPipeline()
        #expect(
            try pipeline.render(withFollowUps) == pipeline.render(validated(without).spec),
            "'then' changes nothing in the generated code")
    }

    @Test func eachEventKnowsItsCycleOfReactions() throws {
        let mediator = try #require(
            validate(
                """
                mediator M {
                    colleague A
                    event start() from A to mediator then x
                    event x() from A to mediator then y
                    event y() from A to mediator then x, done
                    event done() from A to mediator
                    event tick() from A to mediator then tick
                }
                """
            ).model.mediators.first)
        #expect(mediator.events.map(\.reactionCycle) == [nil, 0, 0, nil, 1])
        #expect(mediator.events.map(\.followUps) == [[1], [2], [1, 3], [], [4]])
    }

    // MARK: - Cycles

    @Test func anEventThatListsItselfIsACycle() {
        let diagnostics = validateEvents(["tick then tick"])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(
            diagnostics.first?.message
                == "reactions may form a cycle: tick -> tick; handling 'tick' could send it "
                + "again without end")
        #expect(diagnostics.first?.location == at(3, 42))
    }

    @Test func twoEventsThatListEachOtherAreOneCycle() {
        let diagnostics = validateEvents(["ping then pong", "pong then ping"])
        #expect(diagnostics.map(\.message) == [cycleMessage("ping", "pong")])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.location == at(3, 42), "at 'pong' after ping's 'then'")
    }

    @Test func threeEventCycleIsReportedOnceFromItsFirstDeclaredEvent() {
        let diagnostics = validateEvents([
            "start then didA",
            "didB then didC",
            "didA then done, didB",
            "done",
            "didC then didA",
        ])
        #expect(diagnostics.map(\.message) == [cycleMessage("didB", "didC", "didA")])
        #expect(diagnostics.first?.location == at(4, 42), "at 'didC' after didB's 'then'")
    }

    @Test func theReportedPathIsAShortestCycleThroughTheFirstEvent() {
        // didA -> didB -> didC -> didA is a cycle too, but didA -> didC -> didA is shorter.
        let diagnostics = validateEvents([
            "didA then didB, didC",
            "didB then didC",
            "didC then didB, didA",
        ])
        #expect(diagnostics.map(\.message) == [cycleMessage("didA", "didC")])
        #expect(diagnostics.first?.location == at(3, 48), "at 'didC' after didA's 'then'")
    }

    @Test func aSelfReferenceInsideALargerCycleIsNotTheReportedPath() {
        let diagnostics = validateEvents(["a then a, b", "b then a"])
        #expect(diagnostics.map(\.message) == [cycleMessage("a", "b")])
        #expect(diagnostics.first?.location == at(3, 42))
    }

    @Test func chainsAndDiamondsAreNotCycles() {
        let chain = validateEvents(["a then b", "b then c", "c then d", "d"])
        #expect(chain.isEmpty, "\(chain)")
        let diamond = validateEvents([
            "top then left, right", "left then bottom", "right then bottom", "bottom",
        ])
        #expect(diamond.isEmpty, "\(diamond)")
    }

    @Test func separateCyclesAreReportedSeparatelyInDeclarationOrder() {
        let diagnostics = validateEvents([
            "x then y",
            "a then b",
            "b then a",
            "y then z",
            "z then x, a",
        ])
        #expect(
            diagnostics.map(\.message) == [
                cycleMessage("x", "y", "z"), cycleMessage("a", "b"),
            ])
        #expect(diagnostics.map(\.location.line) == [3, 4])
    }

    @Test func eachMediatorHasItsOwnCycles() {
        let (_, diagnostics) = validate(
            "mediator M {\n colleague A\n event e() from A to mediator then e\n}\n"
                + "mediator N {\n colleague A\n event e() from A to mediator\n}")
        #expect(diagnostics.map(\.message) == [cycleMessage("e")])
    }

    @Test func anEventDeclaredTwiceResolvesToItsFirstDeclaration() {
        let diagnostics = validateEvents(["a then b", "b then a", "a then a"])
        #expect(
            diagnostics.map(\.severity) == [.error, .warning],
            "the duplicate, and one cycle: the second 'a' only leads into it")
        #expect(diagnostics.first?.message.hasPrefix("event 'a()' is declared twice") == true)
        #expect(diagnostics.last?.message == cycleMessage("a", "b"))
    }

    @Test func aLongChainClosingIntoOneCycleIsReportedOnceAndQuickly() throws {
        let count = 20_000
        let events = (0..<count).map { "e\($0) then e\(($0 + 1) % count)" }
        let clock = ContinuousClock()
        var diagnostics: [Diagnostic] = []
        let elapsed = clock.measure { diagnostics = validateEvents(events) }
        #expect(elapsed < .seconds(10), "\(elapsed)")
        let warning = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics.prefix(3))")
        #expect(warning.severity == .warning)
        #expect(
            warning.message
                == "reactions may form a cycle: e0 -> e1 -> e2 -> e3 -> e4 -> e5 -> "
                + "... 19992 more ... -> e19998 -> e19999 -> e0; handling these events could "
                + "send them again without end")
        #expect(warning.location == at(3, 40))
    }

    @Test func aLongChainWithoutCycleIsSilent() {
        // Declared from the end, so that the search starts at the deepest end of the chain.
        let count = 20_000
        let events = (0..<count).reversed().map { index in
            index + 1 < count ? "e\(index) then e\(index + 1)" : "e\(index)"
        }
        let diagnostics = validateEvents(events)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
    }

    @Test func shortCyclesAreShownWhole() {
        let names = (0..<12).map { "e\($0)" }
        #expect(
            Validator.describeCycle(names)
                == "e0 -> e1 -> e2 -> e3 -> e4 -> e5 -> e6 -> e7 -> e8 -> e9 -> e10 -> e11 -> e0")
        #expect(
            Validator.describeCycle(names + ["e12"])
                == "e0 -> e1 -> e2 -> e3 -> e4 -> e5 -> ... 5 more ... -> e11 -> e12 -> e0")
    }
}
