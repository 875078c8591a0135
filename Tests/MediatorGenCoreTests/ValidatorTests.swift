import Foundation
import Testing

@testable import MediatorGenCore

/// The receivers of the only event declared with colleagues `colleagues`.
private func receivers(
    colleagues: String, event: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> [ReceiverModel] {
    let (model, diagnostics) = validate("mediator M {\n\(colleagues)\n\(event)\n}")
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    let found = try #require(model.mediators.first?.events.first, sourceLocation: sourceLocation)
    return found.receivers
}

@Suite struct ValidatorTests {
    // MARK: - Models of valid specs

    @Test func conceptualSpecIsValid() throws {
        let (model, diagnostics) = validate(try ReferenceSpecs.file("Conceptual.mediator"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(model.specFileName == "Conceptual.mediator")
        #expect(model.specPath == "Tests/Reference/Specs/Conceptual.mediator")
        let mediator = try #require(model.mediators.first)
        #expect(mediator.name == "ConcreteMediator")
        #expect(mediator.accessLevel == .internal)
        #expect(mediator.globalActor == nil)
        #expect(mediator.colleagues.map(\.typeName) == ["Component1", "Component2"])
        #expect(mediator.colleagues.map(\.propertyName.text) == ["component1", "component2"])
        #expect(mediator.events.map(\.name.text) == ["didA", "didB", "didC", "didD"])
        #expect(mediator.events.map(\.senders) == [[0], [0], [1], [1]])
        #expect(mediator.events.allSatisfy { $0.receivers == [.mediator] })
        #expect(mediator.events.first?.documentation == ["Component 1 finished operation A."])
    }

    @Test func mediatorModelCarriesModifiersAndDocumentation() throws {
        let mediator = try validMediator(
            """
            /// Docs.
            public @MainActor mediator Feed {
                colleague A
                event e() from A to mediator
            }
            """)
        #expect(mediator.name == "Feed")
        #expect(mediator.accessLevel == .public)
        #expect(mediator.globalActor == "MainActor")
        #expect(mediator.documentation == ["Docs."])
        #expect(mediator.location == at(2, 28))
    }

    @Test func colleagueModelsNameTheirPropertiesAndOwnership() throws {
        let mediator = try validMediator(
            """
            mediator M {
                colleague URLSession
                weak colleague NewsFeed
                strong colleague ID
                colleague [Post]
                weak colleague [X2]
                event e() from URLSession, NewsFeed, ID, Post, X2 to mediator
            }
            """)
        let colleagues = mediator.colleagues
        #expect(colleagues.map(\.typeName) == ["URLSession", "NewsFeed", "ID", "Post", "X2"])
        #expect(
            colleagues.map(\.propertyName.text) == [
                "urlSession", "newsFeed", "id", "posts", "x2s",
            ])
        #expect(colleagues.map(\.isSet) == [false, false, false, true, true])
        #expect(colleagues.map(\.isWeak) == [false, true, false, true, true])
        #expect(colleagues.map(\.location.line) == [2, 3, 4, 5, 6])
    }

    @Test func parameterModelsSpellLabelsAndNamesForSwift() throws {
        let mediator = try validMediator(
            """
            mediator M {
                colleague A
                event e(plain: Int, same same: Int, _ unlabelled: Int, for item: Int, `for` escaped: Int, inout kept: Int, class: Int) from A to mediator
            }
            """)
        let parameters = try #require(mediator.events.first?.parameters)
        #expect(
            parameters.map(\.label?.text) == [
                "plain", "same", nil, "for", "for", "inout", "class",
            ])
        #expect(
            parameters.map(\.name.text) == [
                "plain", "same", "unlabelled", "item", "escaped", "kept", "class",
            ])
        // Declarations need backticks around `inout`, `var` and `let` as labels, and keywords
        // as names.
        #expect(
            parameters.map(\.declared) == [
                "plain", "same", "_ unlabelled", "for item", "for escaped", "`inout` kept",
                "`class`",
            ])
        // Call sites need backticks only for `inout` and `_`; Swift warns about others.
        #expect(
            parameters.map(\.argument) == [
                "plain: plain", "same: same", "unlabelled", "for: item", "for: escaped",
                "`inout`: kept", "class: `class`",
            ])
        #expect(parameters.allSatisfy { $0.type == "Int" })
        #expect(parameters.first?.typeLocation == at(3, 20))
    }

    @Test func eventModelCarriesEffectsResultAndSenders() throws {
        let mediator = try validMediator(
            """
            mediator M {
                colleague A
                colleague B
                /// Asks for a count.
                event count(of name: String) async throws -> [String: Int] from outside, B to A
            }
            """)
        let event = try #require(mediator.events.first)
        #expect(event.name.text == "count")
        #expect(event.isAsync)
        #expect(event.isThrowing)
        #expect(event.resultType == "[String: Int]")
        #expect(event.senders == [1])
        #expect(event.isSentFromOutside)
        #expect(event.receivers == [.colleague(0, excludingSender: false)])
        #expect(event.documentation == ["Asks for a count."])
        #expect(event.location == at(5, 11))
    }

    @Test func importsAreKeptOnceInOrder() {
        let (model, diagnostics) = validate(
            "import Foundation\nimport Combine\nimport Foundation\nmediator M { colleague A\n"
                + "event e() from A to mediator }")
        #expect(diagnostics.isEmpty)
        #expect(model.imports == ["Foundation", "Combine"])
    }

    // MARK: - Route expansion

    @Test func allReachesEveryColleagueIncludingTheSender() throws {
        let found = try receivers(
            colleagues: "colleague A\ncolleague B\ncolleague C", event: "event e() from A to all")
        #expect(
            found == [
                .colleague(0, excludingSender: false), .colleague(1, excludingSender: false),
                .colleague(2, excludingSender: false),
            ])
    }

    @Test func othersLeavesOutASingleSender() throws {
        let found = try receivers(
            colleagues: "colleague A\ncolleague B\ncolleague C", event: "event e() from A to others"
        )
        #expect(
            found == [.colleague(1, excludingSender: false), .colleague(2, excludingSender: false)])
    }

    @Test func othersExcludesTheSenderWhenThereAreSeveralSenders() throws {
        let found = try receivers(
            colleagues: "colleague A\ncolleague B\ncolleague C",
            event: "event e() from A, B to others")
        #expect(
            found == [
                .colleague(0, excludingSender: true), .colleague(1, excludingSender: true),
                .colleague(2, excludingSender: false),
            ])
    }

    @Test func othersFromOutsideReachesEveryone() throws {
        let found = try receivers(
            colleagues: "colleague A\ncolleague B", event: "event e() from outside to others")
        #expect(
            found == [.colleague(0, excludingSender: false), .colleague(1, excludingSender: false)])
    }

    @Test func othersKeepsASenderThatOutsideCodeMayAlsoSendFor() throws {
        let found = try receivers(
            colleagues: "colleague A\ncolleague B", event: "event e() from A, outside to others")
        #expect(
            found == [.colleague(0, excludingSender: true), .colleague(1, excludingSender: false)])
    }

    @Test func othersReachesTheOtherMembersOfASendingSet() throws {
        let found = try receivers(
            colleagues: "colleague [Member]\ncolleague Log",
            event: "event e() from Member to others")
        #expect(
            found == [.colleague(0, excludingSender: true), .colleague(1, excludingSender: false)])
    }

    @Test func receiversKeepTheOrderWritten() throws {
        let found = try receivers(
            colleagues: "colleague A\ncolleague B\ncolleague C",
            event: "event e() from A to C, mediator, B")
        #expect(
            found == [
                .colleague(2, excludingSender: false), .mediator,
                .colleague(1, excludingSender: false),
            ])
    }

    @Test func repeatedReceiversAreWarnedAboutAndHeardOnce() throws {
        let (model, diagnostics) = validate(
            "mediator M {\ncolleague A\ncolleague B\nevent e() from A to B, all, mediator, mediator\n}"
        )
        #expect(errors(diagnostics).isEmpty)
        #expect(warnings(diagnostics).map(\.location) == [at(4, 24), at(4, 39)])
        #expect(warnings(diagnostics).first?.message.contains("'all' repeats a receiver") == true)
        let event = try #require(model.mediators.first?.events.first)
        #expect(
            event.receivers == [
                .colleague(1, excludingSender: false), .colleague(0, excludingSender: false),
                .mediator,
            ])
    }

    @Test func repeatedSenderIsWarnedAbout() throws {
        let (model, diagnostics) = validate(
            "mediator M {\ncolleague A\nevent e() from A, A to mediator\n}")
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message == "'A' is listed twice as a sender")
        #expect(diagnostics.first?.location == at(3, 19))
        #expect(model.mediators.first?.events.first?.senders == [0])
    }

    // MARK: - Roles

    @Test func roleRouteReachesEveryColleagueThatPlaysIt() throws {
        let mediator = try validMediator(
            """
            mediator M {
                role Display
                colleague Screen: Display
                colleague Source
                colleague [Panel]: Display
                event changed() from Source to Display
            }
            """)
        #expect(mediator.roles.map(\.name) == ["Display"])
        #expect(mediator.colleagues.map(\.roles) == [[0], [], [0]])
        let event = try #require(mediator.events.first)
        #expect(event.roleReceivers == [0])
        #expect(
            event.receivers == [
                .colleague(0, excludingSender: false), .colleague(2, excludingSender: false),
            ])
    }

    @Test func roleCannotSend() throws {
        let (_, diagnostics) = validate(
            "mediator M {\nrole R\ncolleague A: R\nevent e() from R to A\n}")
        let error = try #require(errors(diagnostics).first)
        #expect(error.message.hasPrefix("'R' is a role, and roles only receive"))
        #expect(error.location == at(4, 16))
    }

    @Test func unknownRoleIsReportedWithASuggestionOrAHint() throws {
        let (_, withRoles) = validate(
            "mediator M {\nrole Display\ncolleague A: Dispaly\nevent e() from A to mediator\n}")
        #expect(
            errors(withRoles).map(\.message) == ["unknown role 'Dispaly'; did you mean 'Display'?"])
        #expect(errors(withRoles).first?.location == at(3, 14))
        let (_, withoutRoles) = validate(
            "mediator M {\ncolleague A: Viewer\nevent e() from A to mediator\n}")
        #expect(
            errors(withoutRoles).map(\.message) == [
                "unknown role 'Viewer'; declare it in the mediator with 'role Viewer'"
            ])
    }

    @Test func roleThatNobodyPlaysIsWarnedAbout() throws {
        let (_, diagnostics) = validate(
            "mediator M {\nrole Idle\ncolleague A\nevent e() from A to mediator\n}")
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message.hasPrefix("no colleague plays role 'Idle'") == true)
        #expect(diagnostics.first?.location == at(2, 6))
    }

    @Test func duplicateRoleIsReported() throws {
        let (_, diagnostics) = validate(
            "mediator M {\nrole R\nrole R\ncolleague A: R\nevent e() from A to R\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "role 'R' is declared twice in mediator 'M', first at line 2; remove one of them"
            ])
        #expect(errors(diagnostics).first?.location == at(3, 6))
    }

    @Test func requestToARolePlayedTwiceIsRejected() throws {
        let (_, diagnostics) = validate(
            "mediator M {\nrole R\ncolleague A: R\ncolleague B: R\nevent ask() -> Int from outside to R\n}"
        )
        #expect(errors(diagnostics).count == 1)
        #expect(errors(diagnostics).first?.message.contains("exactly one handler") == true)
    }

    // MARK: - Unknown names

    @Test func unknownSenderSuggestsTheClosestColleague() throws {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague NewsFeed\n    event e() from NewsFed to mediator\n}")
        let error = try #require(errors(diagnostics).first)
        #expect(errors(diagnostics).count == 1)
        #expect(error.message == "unknown colleague 'NewsFed' as sender; did you mean 'NewsFeed'?")
        #expect(error.location == at(3, 20))
        #expect(
            error.description
                == "t.mediator:3:20: error: unknown colleague 'NewsFed' as sender; "
                + "did you mean 'NewsFeed'?")
    }

    @Test func unknownReceiverSuggestsTheClosestColleague() throws {
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague Post\ncolleague NewsFeed\nevent e() from Post to newsfeed\n}")
        let error = try #require(
            errors(diagnostics).first { $0.message.hasPrefix("unknown colleague") })
        #expect(
            error.message == "unknown colleague 'newsfeed' as receiver; did you mean 'NewsFeed'?")
        #expect(error.location == at(4, 24))
    }

    @Test func farFetchedNamesGetNoSuggestion() throws {
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague NewsFeed\nevent e() from Zebra to mediator\n}")
        let error = try #require(errors(diagnostics).first)
        #expect(error.message == "unknown colleague 'Zebra' as sender")
    }

    @Test func suggestionsPickTheNearestCandidate() {
        #expect(
            NameSuggestion.closest(to: "Loger", among: ["Ledger", "Logger", "Lodger"]) == "Logger")
        #expect(NameSuggestion.closest(to: "Cat", among: ["Dog"]) == nil)
        #expect(NameSuggestion.hint(for: "Pots", among: ["Post"]) == "", "two edits is too far")
        #expect(NameSuggestion.closest(to: "x", among: []) == nil)
        #expect(NameSuggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(NameSuggestion.editDistance([], Array("abc")) == 3)
        #expect(NameSuggestion.hint(for: "Pos", among: ["Post"]) == "; did you mean 'Post'?")
    }

    // MARK: - Duplicates and reserved names

    @Test func duplicateMediatorIsReportedOnceAndLeftOut() throws {
        let (model, diagnostics) = validate(
            "mediator M { colleague A\n event e() from A to mediator }\n"
                + "mediator M { colleague B\n event e() from B to mediator }")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(
            error.message
                == "mediator 'M' is declared twice, first at line 1; rename or remove one of them")
        #expect(error.location == at(3, 10))
        #expect(model.mediators.map { $0.colleagues.map(\.typeName) } == [["A"]])
    }

    @Test func slotsOfOneTypeWithoutNamesAreEachReported() throws {
        let (model, diagnostics) = validate(
            "mediator M {\ncolleague A\nweak colleague A\nevent e() from A to mediator\n}")
        let message =
            "'A' fills several slots, so each is named with 'as', which names its property, its "
            + "case in sender types and its case of 'ASlot', as in 'colleague A as first'"
        #expect(errors(diagnostics).map(\.message) == [message, message])
        #expect(errors(diagnostics).map(\.location) == [at(2, 11), at(3, 16)])
        #expect(model.mediators.first?.colleagues.count == 2)
    }

    @Test func unnamedSlotsDoNotConfuseTheTakePartCheck() {
        // `B` sends, so no warning may claim it takes no part, whatever stands before it.
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague A\ncolleague A\ncolleague B\nevent e() from B to A\n}")
        #expect(errors(diagnostics).count == 2)
        #expect(warnings(diagnostics).isEmpty, "\(diagnostics)")
    }

    @Test func duplicateEventIsReported() throws {
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague A\nevent e(x: Int) from A to mediator\nevent e(x: String) from A to mediator\n}"
        )
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(
            error.message
                == "event 'e(x:)' is declared twice in mediator 'M', first at line 3; both have "
                + "the same base name and labels, which Swift tells functions apart by; rename "
                + "one or change its labels")
        #expect(error.location == at(4, 7))
    }

    @Test func duplicateParameterIsReported() throws {
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague A\nevent e(x: Int, y: Int, _ x: String) from A to mediator\n}")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.message == "parameter 'x' appears twice in event 'e'")
        #expect(error.location == at(3, 27))
    }

    @Test func parameterNamedUnderscoreIsReported() throws {
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague A\nevent e(_: Int) from A to mediator\n}")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.message.contains("needs a name after its label"))
        #expect(error.location == at(3, 9))
    }

    @Test(arguments: ["Any", "Self", "Type", "Protocol", "AnyObject", "`class`"])
    func reservedNamesCannotNameAColleague(name: String) throws {
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague \(name)\nevent e() from outside to all\n}")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        #expect(error.message.hasPrefix("'\(bare)' cannot name a colleague: Swift reserves it"))
        #expect(error.location == at(2, 11))
    }

    @Test func reservedNameCannotNameAMediator() throws {
        let (_, diagnostics) = validate(
            "mediator Type {\ncolleague A\nevent e() from A to mediator\n}")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.message.hasPrefix("'Type' cannot name a mediator"))
        #expect(error.location == at(1, 10))
    }

    @Test func mediatorCannotBeItsOwnColleague() throws {
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague M\nevent e() from M to mediator\n}")
        #expect(
            diagnostics.map(\.message) == [
                "'M' is the mediator itself and cannot also be its colleague"
            ])
        #expect(diagnostics.first?.location == at(2, 11))
    }

    @Test func didYouMeanHintsStopWhenTheyWouldCostTooMuch() {
        // Each hint compares with all 1,000 colleagues: the run's budget pays for fifty.
        let colleagues = (0..<1_000).map { "colleague C\($0)" }
        let events = (0..<2_000).map { "event e\($0)() from X\($0 % 1_000) to C0" }
        let (_, diagnostics) = validate(
            "mediator M {\n" + (colleagues + events).joined(separator: "\n") + "\n}")
        let unknown = diagnostics.filter { $0.message.hasPrefix("unknown colleague") }
        #expect(unknown.count == 2_000)
        #expect(unknown.prefix(50).allSatisfy { $0.message.hasSuffix("?") })
        #expect(
            unknown.dropFirst(50).first?.message == "unknown colleague 'X50' as sender")
    }

    @Test func colleagueSetsAreWeakUnlessDeclaredStrong() throws {
        let mediator = try validMediator(
            """
            mediator M {
            strong colleague [P]
            colleague [Q]
            weak colleague [R]
            event e() from P to Q, R
            }
            """)
        #expect(mediator.colleagues.map(\.isSet) == [true, true, true])
        #expect(mediator.colleagues.map(\.isWeak) == [false, true, true])
    }

    @Test func nonisolatedMakesASendableMediator() throws {
        let mediator = try validMediator(
            "nonisolated mediator M {\ncolleague A\nevent e() from A to mediator\n}")
        #expect(mediator.isNonisolated)
        #expect(mediator.globalActor == nil)
    }

    @Test func mediatorNeedsColleagues() throws {
        let (_, diagnostics) = validate("mediator Empty {}")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.message.hasPrefix("mediator 'Empty' has no colleagues"))
        #expect(error.location == at(1, 10))
    }

    // MARK: - Requests and reach

    @Test(arguments: [
        "event ask() -> Int from A to B",
        "event ask() -> Int from A to mediator",
        "event ask() -> Int from A to others",
        "event ask() async throws -> Int from outside to B",
    ])
    func requestWithOneHandlerIsAccepted(declaration: String) throws {
        let (model, diagnostics) = validate(
            "mediator M {\ncolleague A\ncolleague B\n\(declaration)\n}")
        #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
        let event = try #require(model.mediators.first?.events.first)
        #expect(event.resultType == "Int")
        #expect(event.receivers.count == 1)
    }

    @Test(arguments: [
        "event ask() -> Int from A to B, C",
        "event ask() -> Int from A to all",
        "event ask() -> Int from A to B, mediator",
        "event ask() -> Int from A to Many",
        "event ask() -> Int from A, B to others",
        "event ask() -> Int from Many to others",
    ])
    func requestWithSeveralHandlersIsRejected(declaration: String) throws {
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague A\ncolleague B\ncolleague C\ncolleague [Many]\n\(declaration)\n}"
        )
        let error = try #require(diagnostics.first)
        #expect(errors(diagnostics).count == 1, "\(diagnostics)")
        #expect(
            error.message
                == "event 'ask' returns 'Int', so exactly one handler must answer it: route it to "
                + "one single colleague or to 'mediator'")
        #expect(error.location == at(6, 7))
    }

    @Test func requestWithNoHandlerIsRejected() throws {
        let (_, diagnostics) = validate(
            "mediator M {\ncolleague A\nevent ask() -> Int from A to others\n}")
        #expect(errors(diagnostics).count == 2)
        #expect(errors(diagnostics).contains { $0.message.hasPrefix("event 'ask' reaches nobody") })
        #expect(errors(diagnostics).contains { $0.message.contains("exactly one handler") })
        #expect(diagnostics.allSatisfy { $0.location == at(3, 7) })
    }

    @Test func eventThatReachesNobodyIsRejected() throws {
        let (model, diagnostics) = validate(
            "mediator M {\ncolleague A\nevent lonely() from A to others\n}")
        let error = try #require(errors(diagnostics).first)
        #expect(errors(diagnostics).count == 1)
        #expect(
            error.message
                == "event 'lonely' reaches nobody: after 'to', name a colleague, 'all', 'others' "
                + "or 'mediator'")
        #expect(error.location == at(3, 7))
        #expect(model.mediators.first?.events.first?.receivers == [])
    }

    // MARK: - Warnings

    @Test func colleagueThatTakesNoPartIsWarnedAbout() throws {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague Sender
                colleague Receiver
                colleague Idle
                colleague [Crowd]
                event e() from Sender to Receiver
            }
            """)
        #expect(errors(diagnostics).isEmpty)
        #expect(
            warnings(diagnostics).map(\.message) == [
                "colleague 'Idle' neither sends nor receives any event; if the mediator's own code "
                    + "calls it or it only holds state, say so: 'colleague Idle called directly'",
                "colleague 'Crowd' neither sends nor receives any event; if the mediator's own "
                    + "code calls it or it only holds state, say so: 'colleague Crowd called directly'",
            ])
        #expect(warnings(diagnostics).map(\.location) == [at(4, 15), at(5, 16)])
    }

    @Test func aColleagueCalledDirectlyIsNotWarnedAbout() throws {
        let (model, diagnostics) = validate(
            """
            mediator M: NSObject(), Foundation.NSCacheDelegate {
                colleague Sender
                colleague Receiver
                colleague Idle called directly
                colleague [Crowd] as crowd called directly: Screen
                role Screen
                event e() from Sender to Receiver
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let mediator = try #require(model.mediators.first)
        #expect(mediator.colleagues.map(\.isCalledDirectly) == [false, false, true, true])
        #expect(mediator.superclass == "NSObject")
        #expect(mediator.conformances == ["Foundation.NSCacheDelegate"])
    }

    @Test func warningsAloneStillGenerate() throws {
        let file = SourceFile(
            path: testSpecPath,
            text: "mediator M {\ncolleague A\ncolleague B\nevent e() from A to mediator\n}")
        let output = try GeneratorPipeline().generate(file)
        #expect(output.diagnostics.map(\.severity) == [.warning])
        let source = try #require(output.file?.source)
        #expect(source.contains("class M"))
    }

    // MARK: - Whole files

    @Test func everyProblemOfAFileIsReportedTogether() throws {
        let source = """
            mediator Feed {
                colleague NewsFeed
                colleague Post
                colleague Post
                colleague Idle
                event e(x: Int, x: Int) from NewsFed to Post
                event e(x: Int, x: Int) from Post to mediator
                event ask() -> Int from Post to NewsFeed, mediator
            }
            mediator Feed { colleague A }
            mediator Other {
                colleague Any
                event f() from Any to Ghost
            }
            """
        let (model, diagnostics) = validate(source)
        let expected: [(Diagnostic.Severity, Int, String)] = [
            (.error, 3, "'Post' fills several slots, so each is named with 'as'"),
            (.error, 4, "'Post' fills several slots, so each is named with 'as'"),
            (.error, 6, "parameter 'x' appears twice"),
            (.error, 6, "unknown colleague 'NewsFed' as sender; did you mean 'NewsFeed'?"),
            (.error, 8, "event 'ask' returns 'Int'"),
            (.error, 7, "event 'e(x:x:)' is declared twice"),
            (.warning, 5, "colleague 'Idle' neither sends nor receives"),
            (.error, 10, "mediator 'Feed' is declared twice"),
            (.error, 12, "'Any' cannot name a colleague"),
            (.error, 13, "unknown colleague 'Ghost' as receiver"),
        ]
        for (severity, line, message) in expected {
            #expect(
                diagnostics.contains {
                    $0.severity == severity && $0.location.line == line
                        && $0.message.hasPrefix(message)
                }, "missing \(severity) on line \(line): \(message)")
        }
        #expect(model.mediators.map(\.name) == ["Feed", "Other"])
        let lines = diagnostics.map(\.location.line)
        #expect(lines.first == 3)
        #expect(lines.last == 13, "diagnostics come in the order of the mediators")
    }

    @Test func generatorReportsTheSameProblemsAndGeneratesNothing() throws {
        let text = "mediator M {\ncolleague NewsFeed\nevent e() from NewsFed to mediator\n}"
        let file = SourceFile(path: testSpecPath, text: text)
        let generator = try GeneratorPipeline()
        let output = try generator.generate(file)
        #expect(output.file?.source == nil)
        #expect(output.diagnostics == validate(text).diagnostics)
        #expect(generator.check(file) == output.diagnostics)
        #expect(
            output.diagnostics.map(\.description).contains(
                "t.mediator:3:16: error: unknown colleague 'NewsFed' as sender; did you mean "
                    + "'NewsFeed'?"))
    }

    @Test func diagnosticDescriptionHasTheCompilerForm() {
        let error = Diagnostic(.error, "bad", path: "dir/a.mediator", at: at(12, 3))
        let warning = Diagnostic(.warning, "odd", path: "a.mediator", at: at(1, 1))
        let note = Diagnostic(.note, "see", path: "a.mediator", at: at(2, 40))
        #expect(error.description == "dir/a.mediator:12:3: error: bad")
        #expect(warning.description == "a.mediator:1:1: warning: odd")
        #expect(note.description == "a.mediator:2:40: note: see")
    }
}

extension ValidatorTests {
    @Test func aParameterNamedSelfIsRejected() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    event e(`self`: Int) from A to A\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "'self' cannot name a parameter: generated code needs it for the instance and its "
                    + "type; choose another name"
            ])
        #expect(errors(diagnostics).first?.location == at(3, 13))
    }

    @Test func colleaguePropertiesCannotTakeNamesOfGeneratedMembers() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague Observer\n    colleague A\n    event e() from A to all\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "colleague 'Observer' would be stored in property 'observer', a name the "
                    + "mediator's observer already uses; name the property with 'as', as in "
                    + "'colleague Observer as other'"
            ])
    }

    @Test func anOutsideEventCannotTakeTheNameOfAColleagueProperty() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    event a() from outside to A\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "event 'a' is sent from outside, so it becomes a method of the mediator, but "
                    + "that name is taken by colleague 'A'"
            ])
        #expect(errors(diagnostics).first?.location == at(3, 11))
    }

    @Test func colleagueSetsTakePluralPropertyNames() throws {
        let mediator = try validMediator(
            """
            mediator M {
                colleague [Entry]
                colleague [Box]
                colleague [Member]
                event e() from Entry, Box, Member to others
            }
            """)
        #expect(mediator.colleagues.map(\.propertyName.text) == ["entries", "boxes", "members"])
    }
}

extension ValidatorTests {
    @Test func exceptSenderLeavesTheSendingInstanceOutOfAnyRoute() throws {
        let mediator = try validMediator(
            """
            mediator M {
                role Screen
                colleague [Player]
                colleague Feed: Screen
                colleague Detail: Screen
                event a() from Player to Player except sender
                event b() from Feed to Screen except sender, mediator
                event c() from Player, Feed to all except sender
            }
            """)
        #expect(mediator.events[0].receivers == [.colleague(0, excludingSender: true)])
        #expect(mediator.events[1].receivers == [.colleague(2, excludingSender: false), .mediator])
        #expect(
            mediator.events[2].receivers == [
                .colleague(0, excludingSender: true), .colleague(1, excludingSender: true),
                .colleague(2, excludingSender: false),
            ])
    }

    @Test func exceptSenderAfterMediatorIsAnError() {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    event e() from A to mediator except sender\n}")
        #expect(errors(diagnostics).first?.message.hasPrefix("'except sender' leaves out") == true)
        #expect(errors(diagnostics).first?.location == at(3, 25))
    }
}
