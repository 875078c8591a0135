import TestSupport
import Testing

@testable import MediatorGenCore

/// Parses one event declared in a mediator with colleagues `A`, `B` and `C`.
private func parseEvent(
    _ declaration: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> EventSyntax {
    let mediator = try parseMediator(
        "mediator M {\n    colleague A\n    colleague B\n    colleague C\n    \(declaration)\n}",
        sourceLocation: sourceLocation)
    #expect(mediator.events.count == 1, sourceLocation: sourceLocation)
    return try #require(mediator.events.first, sourceLocation: sourceLocation)
}

private func describe(_ sender: SenderSyntax) -> String {
    switch sender {
    case .colleague(let name): return name.text
    case .outside: return "<outside>"
    case .mediator: return "<mediator>"
    }
}

private func describe(_ route: RouteSyntax) -> String {
    switch route {
    case .colleague(let name): return name.text
    case .all: return "<all>"
    case .others: return "<others>"
    case .mediator: return "<mediator>"
    case .exceptSender(let inner, _): return describe(inner) + " except sender"
    case .keyed(let name, let key, let first):
        return (first == nil ? "" : "first ") + "\(name.text)[\(key.text)]"
    }
}

/// A parameter list as written and the parameters expected from it, as `label name: Type`
/// with `-` for no label.
struct ParameterCase: Sendable, CustomTestStringConvertible {
    var source: String
    var expected: [String]

    var testDescription: String { source }
}

@Suite struct ParserTests {
    // MARK: - Mediators

    @Test func parsesAMinimalMediator() throws {
        let mediator = try parseMediator("mediator Feed {\n    colleague Post\n}")
        #expect(mediator.name.text == "Feed")
        #expect(mediator.name.location == at(1, 10))
        #expect(!mediator.name.isEscaped)
        #expect(mediator.accessLevel == nil)
        #expect(mediator.isolation == nil)
        #expect(mediator.isolationLocation == nil)
        #expect(mediator.colleagues.map(\.name.text) == ["Post"])
        #expect(mediator.events.isEmpty)
    }

    @Test func emptyFileHasNoMediators() {
        let (spec, diagnostics) = parse("  // nothing here\n")
        #expect(diagnostics.isEmpty)
        #expect(spec == SpecSyntax())
    }

    @Test(arguments: [
        ("public", AccessLevelSyntax.public),
        ("package", .package),
        ("internal", .internal),
    ])
    func parsesAccessLevel(word: String, level: AccessLevelSyntax) throws {
        let mediator = try parseMediator("\(word) mediator M { colleague A }")
        #expect(mediator.accessLevel == level)
        #expect(mediator.isolation == nil)
    }

    @Test func parsesMainActor() throws {
        let mediator = try parseMediator("public @MainActor mediator M { colleague A }")
        #expect(mediator.accessLevel == .public)
        #expect(mediator.isolation == .globalActor("MainActor"))
        #expect(mediator.isolationLocation == at(1, 8))
    }

    @Test func parsesQualifiedGlobalActorBeforeAccessLevel() throws {
        let mediator = try parseMediator("@Module.Actor package mediator M { colleague A }")
        #expect(mediator.isolation == .globalActor("Module.Actor"))
        #expect(mediator.isolationLocation == at(1, 1))
        #expect(mediator.accessLevel == .package)
    }

    @Test func parsesNonisolated() throws {
        let mediator = try parseMediator("nonisolated mediator M { colleague A }")
        #expect(mediator.isolation == .nonisolated)
    }

    @Test func parsesASuperclassAndProtocols() throws {
        let mediator = try parseMediator(
            "mediator M: NSObject(), UIKit.UISearchBarDelegate, Other { colleague A }")
        #expect(
            mediator.inheritance.map(\.name) == ["NSObject", "UIKit.UISearchBarDelegate", "Other"])
        #expect(mediator.inheritance.map(\.isSuperclass) == [true, false, false])
        #expect(mediator.inheritance.map(\.location) == [at(1, 13), at(1, 25), at(1, 52)])
    }

    @Test func parsesUncheckedSendableAfterTheTypes() throws {
        let mediator = try parseMediator(
            "nonisolated mediator M: Base(), @unchecked Sendable { colleague A }")
        #expect(mediator.inheritance.map(\.name) == ["Base", "@unchecked Sendable"])
        #expect(mediator.inheritance.map(\.location) == [at(1, 25), at(1, 33)])
    }

    @Test func aNestedMediatorIsReportedWithWhatToWriteInstead() throws {
        let (spec, diagnostics) = parse("mediator Provider.Mediator { colleague A }")
        #expect(
            errors(diagnostics).map(\.message) == [
                "a mediator cannot be nested in another type: name it 'ProviderMediator', and "
                    + "inside 'Provider' write 'typealias Mediator = ProviderMediator'"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(1, 10)])
        #expect(spec.mediators.first?.colleagues.count == 1, "the rest is still read")
    }

    @Test func aSuperclassMustComeFirst() throws {
        let (spec, diagnostics) = parse("mediator M: Delegate, NSObject() { colleague A }")
        #expect(
            errors(diagnostics).map(\.message) == [
                "only the first type after ':' can be the superclass of mediator 'M'; move "
                    + "'NSObject()' first"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(1, 23)])
        #expect(spec.mediators.count == 1)
    }

    @Test(arguments: ["private", "fileprivate"])
    func rejectsPrivateMediators(word: String) throws {
        let (spec, diagnostics) = parse("\(word) mediator M { colleague A }")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.location == at(1, 1))
        #expect(error.message.contains("cannot be '\(word)'"))
        #expect(spec.mediators.map(\.name.text) == ["M"], "the mediator is still read")
    }

    @Test func rejectsRepeatedModifiers() {
        let (spec, diagnostics) = parse(
            "public internal @MainActor @OtherActor mediator M { colleague A }")
        #expect(diagnostics.map(\.location) == [at(1, 8), at(1, 28)])
        #expect(diagnostics[0].message.contains("access level is written twice"))
        #expect(diagnostics[1].message.contains("isolation is written twice"))
        #expect(spec.mediators.first?.accessLevel == .internal)
        #expect(spec.mediators.first?.isolation == .globalActor("OtherActor"))
    }

    @Test func parsesDocumentationAndImports() throws {
        let source = """
            import Foundation
            import Darwin.C

            /// The feed.
            /// Second line.
            mediator Feed {
                /// Posts come and go.
                colleague [Post]
                /// Something happened.
                event happened() from Post to all
            }
            """
        let (spec, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        #expect(spec.imports.map(\.module) == ["Foundation", "Darwin.C"])
        #expect(spec.imports.map(\.location) == [at(1, 8), at(2, 8)])
        let mediator = try #require(spec.mediators.first)
        #expect(mediator.documentation == ["The feed.", "Second line."])
        #expect(mediator.colleagues.first?.documentation == ["Posts come and go."])
        #expect(mediator.events.first?.documentation == ["Something happened."])
    }

    @Test func documentationOfAModifiedMediatorIsTakenFromItsFirstWord() throws {
        let mediator = try parseMediator("/// Docs.\npublic @MainActor mediator M { colleague A }")
        #expect(mediator.documentation == ["Docs."])
    }

    @Test func parsesSeveralMediators() {
        let (spec, diagnostics) = parse(
            "mediator A { colleague X }\nmediator B { colleague Y }; mediator C { colleague Z }")
        #expect(spec.mediators.map(\.name.text) == ["A", "B", "C"])
        #expect(diagnostics.count == 1, "a ';' at file level is not allowed")
    }

    // MARK: - Colleagues

    @Test func parsesColleagueForms() throws {
        let mediator = try parseMediator(
            """
            mediator M {
                colleague Plain
                weak colleague Weak
                strong colleague Strong
                colleague [Many]
                weak colleague [WeakMany]; colleague `Type`
            }
            """)
        let colleagues = mediator.colleagues
        #expect(
            colleagues.map(\.name.text) == ["Plain", "Weak", "Strong", "Many", "WeakMany", "Type"])
        #expect(colleagues.map(\.isSet) == [false, false, false, true, true, false])
        #expect(colleagues.map(\.ownership) == [nil, .weak, .strong, nil, .weak, nil])
        #expect(colleagues.map(\.name.isEscaped) == [false, false, false, false, false, true])
        #expect(colleagues.map(\.name.location.line) == [2, 3, 4, 5, 6, 6])
        #expect(colleagues[3].name.location == at(5, 16))
    }

    @Test func parsesColleaguesKnownByAProtocol() throws {
        let mediator = try parseMediator(
            """
            mediator M {
                colleague any Plain
                weak colleague any Weak
                strong colleague [any Many] as many: Display
                colleague `any`; colleague [`any`]
            }
            """)
        let colleagues = mediator.colleagues
        #expect(colleagues.map(\.name.text) == ["Plain", "Weak", "Many", "any", "any"])
        #expect(colleagues.map(\.isProtocol) == [true, true, true, false, false])
        #expect(colleagues.map(\.isSet) == [false, false, true, false, true])
        #expect(colleagues.map(\.ownership) == [nil, .weak, .strong, nil, nil])
        #expect(colleagues[2].property?.text == "many")
        #expect(colleagues[2].roles.map(\.text) == ["Display"])
        #expect(
            colleagues.map(\.name.location) == [
                at(2, 19), at(3, 24), at(4, 27), at(5, 15), at(5, 33),
            ])
    }

    @Test func parsesOptionalColleagues() throws {
        let mediator = try parseMediator(
            """
            mediator M {
                colleague Coordinator?
                weak colleague any Delegate? as delegate: Screen
                colleague Plain
            }
            """)
        let colleagues = mediator.colleagues
        #expect(colleagues.map(\.name.text) == ["Coordinator", "Delegate", "Plain"])
        #expect(colleagues.map(\.isOptional) == [true, true, false])
        #expect(colleagues.map(\.ownership) == [nil, .weak, nil])
        #expect(colleagues[1].property?.text == "delegate")
        #expect(colleagues[1].roles.map(\.text) == ["Screen"])
    }

    @Test(arguments: [
        ("colleague Field called: Role", "expected 'directly' after 'called'"),
        ("colleague [Member?]", "a set member cannot be optional"),
        ("colleague [Member]?", "a set is empty until members join, so it is never optional"),
        ("colleague any: Role", "expected a protocol name after 'any', found ':'"),
        ("colleague [any]", "expected a protocol name after 'any', found ']'"),
        ("colleague Foo.Bar", "plain type name for colleague 'Foo'"),
        ("colleague [Many, Other]", "']' to close the colleague set '[Many', found ','"),
        ("weak Foo", "expected 'colleague' after 'weak'"),
        ("colleague 42", "a colleague type name after 'colleague', found '42'"),
        ("colleague Box<Int>", "plain type name for colleague 'Box'"),
    ])
    func rejectsMalformedColleagues(declaration: String, message: String) throws {
        let (spec, diagnostics) = parse("mediator M {\n    \(declaration)\n}")
        let error = try #require(errors(diagnostics).first)
        #expect(errors(diagnostics).count == 1, "\(diagnostics)")
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.location.line == 2)
        #expect(spec.mediators.count == 1)
    }

    @Test(arguments: [
        "event f() from A to B", "colleague B", "weak colleague B", "strong colleague [B]",
        "role R", "when connected", "behavior around delivery",
    ])
    func aDeclarationAfterAnyIsNotTakenForItsProtocol(next: String) throws {
        let (spec, diagnostics) = parse(
            "mediator M {\n    colleague A\n    weak colleague any\n    \(next)\n}")
        let keyword = next.prefix { $0 != " " }
        #expect(
            diagnostics.map(\.message) == [
                "expected a protocol name after 'any', found '\(keyword)'"
            ])
        #expect(diagnostics.first?.location == at(4, 5))
        // The declaration on the next line is read as usual.
        let mediator = try #require(spec.mediators.first)
        let members =
            mediator.colleagues.count + mediator.events.count + mediator.roles.count
            + mediator.whenConnected.count + mediator.behaviors.count
        #expect(members == 2)
    }

    @Test(arguments: ["mediator", "import", "public", "nonisolated"])
    func aTopLevelKeywordAfterAnyIsNotTakenForItsProtocol(keyword: String) {
        let (_, diagnostics) = parse("mediator M {\n    colleague any\n\(keyword) N {}\n}")
        #expect(
            diagnostics.first?.message == "expected a protocol name after 'any', found '\(keyword)'"
        )
        #expect(diagnostics.first?.location == at(3, 1))
    }

    @Test func parsesRolesAndTheColleaguesThatPlayThem() throws {
        let mediator = try parseMediator(
            """
            mediator M {
                /// Shows things.
                role Display
                role Logger
                colleague Screen: Display, Logger
                weak colleague [Panel]: Display
                colleague Plain
            }
            """)
        #expect(mediator.roles.map(\.name.text) == ["Display", "Logger"])
        #expect(mediator.roles.first?.documentation == ["Shows things."])
        #expect(mediator.roles.first?.name.location == at(3, 10))
        #expect(
            mediator.colleagues.map { $0.roles.map(\.text) } == [
                ["Display", "Logger"], ["Display"], [],
            ])
        #expect(mediator.colleagues[1].isSet)
        #expect(mediator.colleagues[0].roles.map(\.location) == [at(5, 23), at(5, 32)])
    }

    @Test(arguments: [
        ("role 42", "expected a role name after 'role', found '42'", 2, 10),
        ("colleague A: 42", "expected a role name after ':', found '42'", 2, 18),
        ("colleague A: R,", "expected a role name after ':', found '}'", 3, 1),
    ])
    func rejectsMalformedRoles(declaration: String, message: String, line: Int, column: Int)
        throws
    {
        let (_, diagnostics) = parse("mediator M {\n    \(declaration)\n}")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(error.message == message)
        #expect(error.location == at(line, column))
    }

    // MARK: - Events

    static let parameterCases: [ParameterCase] = [
        ParameterCase(source: "()", expected: []),
        ParameterCase(source: "(value: Int)", expected: ["- value: Int"]),
        ParameterCase(source: "(_ value: Int)", expected: ["_ value: Int"]),
        ParameterCase(source: "(for item: String)", expected: ["for item: String"]),
        ParameterCase(source: "(`in` item: String)", expected: ["in item: String"]),
        ParameterCase(source: "(counts: [String: Int])", expected: ["- counts: [String: Int]"]),
        ParameterCase(source: "(list: [[Int]])", expected: ["- list: [[Int]]"]),
        ParameterCase(
            source: "(result: Result<Data, any Error>)",
            expected: ["- result: Result<Data, any Error>"]),
        ParameterCase(source: "(name: String?)", expected: ["- name: String?"]),
        ParameterCase(
            source: "(pair: (Int, label: String))", expected: ["- pair: (Int, label: String)"]),
        ParameterCase(
            source: "(handler: @escaping (Int) -> Void)",
            expected: ["- handler: @escaping (Int) -> Void"]),
        ParameterCase(
            source:
                "(run: @escaping @Sendable (Result<Int, any Error>) async throws -> [Int: String])",
            expected: [
                "- run: @escaping @Sendable (Result<Int, any Error>) async throws -> [Int: String]"
            ]),
        ParameterCase(
            source: "(items: some Collection<Int>, error: any Error)",
            expected: ["- items: some Collection<Int>", "- error: any Error"]),
        ParameterCase(
            source: "(a: Int, _ b: [Int]?, to c: Set<Int>)",
            expected: ["- a: Int", "_ b: [Int]?", "to c: Set<Int>"]),
        ParameterCase(source: "(values: Int...)", expected: ["- values: Int..."]),
        ParameterCase(
            source: "(map: Dictionary<String, Array<Int>>)",
            expected: ["- map: Dictionary<String, Array<Int>>"]),
        ParameterCase(
            source: "(t: Foo.Bar.Type, n: Foo.`Type`)",
            expected: ["- t: Foo.Bar.Type", "- n: Foo.`Type`"]),
    ]

    @Test(arguments: parameterCases)
    func parsesParameterLists(parameterCase: ParameterCase) throws {
        let event = try parseEvent("event e\(parameterCase.source) from A to B")
        let parameters = event.parameters.map { parameter in
            "\(parameter.label?.text ?? "-") \(parameter.name.text): \(parameter.type.text)"
        }
        #expect(parameters == parameterCase.expected)
    }

    @Test func typesKeepNoCommentsOrLineBreaks() throws {
        let event = try parseEvent(
            "event e(map: Dictionary< /* key */ String,\n        Int >, b:Int) from A to B")
        #expect(event.parameters.map(\.type.text) == ["Dictionary< String, Int >", "Int"])
        #expect(event.parameters.first?.type.location == at(5, 18))
    }

    @Test func parsesEventParts() throws {
        let event = try parseEvent("event liked(post: Post) from A to B")
        #expect(event.name.text == "liked")
        #expect(event.name.location == at(5, 11))
        #expect(!event.isAsync)
        #expect(!event.isThrowing)
        #expect(event.resultType == nil)
        #expect(event.parameters.first?.name.location == at(5, 17))
        #expect(event.parameters.first?.label == nil)
    }

    @Test(arguments: [
        ("", false, false),
        ("async", true, false),
        ("throws", false, true),
        ("async throws", true, true),
    ])
    func parsesEffects(effects: String, isAsync: Bool, isThrowing: Bool) throws {
        let event = try parseEvent("event e() \(effects) from A to B")
        #expect(event.isAsync == isAsync)
        #expect(event.isThrowing == isThrowing)
    }

    @Test func throwsBeforeAsyncIsReportedButUnderstood() throws {
        let (spec, diagnostics) = parse(
            "mediator M { colleague A\n event e() throws async from A to A }")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.message == "'async' must come before 'throws'")
        #expect(error.location == at(2, 19))
        let event = try #require(spec.mediators.first?.events.first)
        #expect(event.isAsync)
        #expect(event.isThrowing)
    }

    @Test(arguments: [
        ("-> Int", "Int"),
        ("-> [String: Int]?", "[String: Int]?"),
        ("-> Result<Int, any Error>", "Result<Int, any Error>"),
        ("-> (Int) -> Void", "(Int) -> Void"),
        ("async throws -> some Sequence<Int>", "some Sequence<Int>"),
        ("-> (a: Int, b: String)", "(a: Int, b: String)"),
    ])
    func parsesResultTypes(written: String, type: String) throws {
        let event = try parseEvent("event e() \(written) from A to B")
        #expect(event.resultType?.text == type)
    }

    @Test func resultTypeLocationIsItsFirstToken() throws {
        let event = try parseEvent("event count() -> Int from A to B")
        #expect(event.resultType?.location == at(5, 22))
    }

    @Test(arguments: [
        ("from A", ["A"]),
        ("from A, B", ["A", "B"]),
        ("from outside", ["<outside>"]),
        ("from A, outside, C", ["A", "<outside>", "C"]),
        ("from `outside`", ["outside"]),
        ("from mediator", ["<mediator>"]),
        ("from mediator, outside, A", ["<mediator>", "<outside>", "A"]),
        ("from `mediator`", ["mediator"]),
    ])
    func parsesSenders(written: String, senders: [String]) throws {
        let event = try parseEvent("event e() \(written) to B")
        #expect(event.senders.map(describe) == senders)
    }

    @Test(arguments: [
        ("to B", ["B"]),
        ("to B, C", ["B", "C"]),
        ("to all", ["<all>"]),
        ("to others", ["<others>"]),
        ("to mediator", ["<mediator>"]),
        ("to mediator, A, others", ["<mediator>", "A", "<others>"]),
        ("to `all`", ["all"]),
        ("to B except sender, mediator", ["B except sender", "<mediator>"]),
        ("to all except sender", ["<all> except sender"]),
    ])
    func parsesRoutes(written: String, routes: [String]) throws {
        let event = try parseEvent("event e() from A \(written)")
        #expect(event.routes.map(describe) == routes)
    }

    @Test func routeKeywordsKeepTheirLocations() throws {
        let event = try parseEvent("event e() from outside to all, others, mediator")
        #expect(event.senders == [.outside(at(5, 20))])
        #expect(event.routes == [.all(at(5, 31)), .others(at(5, 36)), .mediator(at(5, 44))])
    }

    @Test(arguments: [
        ("to B", ["B"], [String]()),
        ("to B then f", ["B"], ["f"]),
        ("to B, C then f, g", ["B", "C"], ["f", "g"]),
        ("to B except sender then f", ["B except sender"], ["f"]),
        ("to all except sender, mediator then g", ["<all> except sender", "<mediator>"], ["g"]),
        ("to mediator then `event`, then, all", ["<mediator>"], ["event", "then", "all"]),
        ("to `then` then e", ["then"], ["e"]),
    ])
    func parsesFollowUpsAfterTheReceivers(
        written: String, routes: [String], followUps: [String]
    ) throws {
        let event = try parseEvent("event e() from A \(written)")
        #expect(event.routes.map(describe) == routes)
        #expect(event.followUps.map(\.text) == followUps)
    }

    @Test func followUpsKeepTheirLocations() throws {
        let event = try parseEvent("event e() from A to B then f,\n        `g`")
        #expect(event.followUps.map(\.name.location) == [at(5, 32), at(6, 9)])
        #expect(event.followUps.map(\.name.isEscaped) == [false, true])
    }

    @Test(arguments: [
        ("then f(_:with:)", "f", ["_", "with"]),
        ("then f()", "f", []),
        ("then `f`(in:)", "f", ["in"]),
        ("then f( _ : x : )", "f", ["_", "x"]),
    ])
    func parsesAFollowUpByItsFullName(written: String, name: String, labels: [String]) throws {
        let event = try parseEvent("event e() from A to B \(written)")
        #expect(event.followUps.map(\.name.text) == [name])
        #expect(event.followUps.map(\.labels) == [labels])
    }

    @Test(arguments: [
        (
            "then f(_:with)",
            "expected a label and ':' in the full name of 'f', as in 'f(_:with:)', found ')'"
        ),
        (
            "then f(x:",
            "expected a label and ':' in the full name of 'f', as in 'f(_:with:)', found end of file"
        ),
    ])
    func reportsAFullNameWithoutItsColons(written: String, message: String) {
        let (_, diagnostics) = parse(
            "mediator M {\n    colleague A\n    event e() from A to A \(written)")
        #expect(diagnostics.first?.message == message)
    }

    @Test func aFollowUpMissingBeforeTheNextEventLeavesThatEventIntact() throws {
        let (spec, diagnostics) = parse(
            "mediator M {\n    colleague A\n    event e() from A to mediator then\n"
                + "    event f() from A to mediator\n}")
        #expect(
            diagnostics.map(\.message) == [
                "expected an event name after 'then', found 'event'"
            ])
        #expect(diagnostics.first?.location == at(4, 5))
        #expect(spec.mediators.first?.events.map(\.name.text) == ["f"])
    }

    @Test func eventsAndColleaguesMayInterleave() throws {
        let mediator = try parseMediator(
            "mediator M {\n event a() from A to B\n colleague A\n event b() from B to A; colleague B }"
        )
        #expect(mediator.events.map(\.name.text) == ["a", "b"])
        #expect(mediator.colleagues.map(\.name.text) == ["A", "B"])
    }

    // MARK: - Syntax errors

    @Test(arguments: [
        ("event e from A to B", "expected '(' after event name 'e'", 2, 13),
        ("event e() to B", "expected 'from' and the colleagues that send event 'e'", 2, 15),
        ("event e() from A", "expected 'to' and where event 'e' goes, found '}'", 3, 1),
        ("event e(value: Int = ) from A to B", "a default value for parameter 'value'", 2, 26),
        (
            "event e(value: [Int) from A to B", "unbalanced brackets in the type: expected ']'", 2,
            24
        ),
        ("event e(value:) from A to B", "expected a type for parameter 'value', found ')'", 2, 19),
        ("event e(value Int) from A to B", "':' and a type after parameter 'Int'", 2, 22),
        ("event e(a: Int b: Int", "expected ',' between parameters, found ':'", 2, 21),
        (
            "event e(value: Int from A to B", "expected a type for parameter 'value', found '}'", 3,
            1
        ),
        ("event e() -> from A to B", "expected a result type after '->', found 'from'", 2, 18),
        (
            "event e() from , B to C",
            "a colleague name, 'outside' or 'mediator' after 'from', found ','", 2, 20
        ),
        // Keywords are names where a name is expected: `to` is read as a sender here.
        (
            "event e() from to B",
            "expected a colleague name, 'outside' or 'mediator' after 'from', found 'to'", 2, 20
        ),
        ("event e() from A to", "'all', 'others' or 'mediator' after 'to', found '}'", 3, 1),
        ("event e() from A to B,", "'all', 'others' or 'mediator' after 'to', found '}'", 3, 1),
        ("event () from A to B", "expected an event name after 'event', found '('", 2, 11),
        ("func f()", "in mediator 'M', found 'func'", 2, 5),
        ("event e(x: (Int) from A to B", "expected a type for parameter 'x', found '}'", 3, 1),
        ("event e() from A to B then", "expected an event name after 'then', found '}'", 3, 1),
        ("event e() from A to B then f,", "expected an event name after 'then', found '}'", 3, 1),
        ("event e() from A to B then ,", "expected an event name after 'then', found ','", 2, 32),
        ("event e() from A to then f", "'mediator' after 'to', found 'then'", 2, 25),
        ("event e() from A to B, then f", "'mediator' after 'to', found 'then'", 2, 28),
        ("event e() from A then f to B", "where event 'e' goes, found 'then'", 2, 22),
        ("event e() from A to B then f g", "in mediator 'M', found 'g'", 2, 34),
    ])
    func reportsSyntaxErrorsWhereTheyAre(
        declaration: String, message: String, line: Int, column: Int
    ) throws {
        let (spec, diagnostics) = parse("mediator M {\n    \(declaration)\n}\n")
        let error = try #require(errors(diagnostics).first)
        #expect(errors(diagnostics).count == 1, "\(diagnostics)")
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.location == at(line, column))
        #expect(spec.mediators.map(\.name.text) == ["M"])
    }

    @Test func reportsMissingClosingBraceAtEndOfFile() throws {
        let (spec, diagnostics) = parse("mediator M {\n    colleague A\n")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.message == "expected '}' to close mediator 'M', found end of file")
        #expect(error.location == at(3, 1))
        #expect(spec.mediators.first?.colleagues.count == 1)
    }

    @Test(arguments: [
        ("mediator {}", "expected a name after 'mediator', found '{'", 1, 10),
        ("mediator M colleague A }", "expected '{' to open the body of mediator 'M'", 1, 12),
        ("colleague A", "expected a mediator declaration", 1, 1),
        (
            "public",
            "expected a mediator declaration ('mediator Name { ... }') or an import, found end of file",
            1, 7
        ),
        (
            "@42 mediator M {}",
            "expected a global actor after '@', such as '@MainActor', found '42'", 1, 2
        ),
        ("@Main.42 mediator M {}", "expected a name after '.', found '42'", 1, 7),
        ("import", "expected a module name after 'import', found end of file", 1, 7),
        ("import 42", "expected a module name after 'import', found '42'", 1, 8),
    ])
    func reportsTopLevelSyntaxErrors(source: String, message: String, line: Int, column: Int)
        throws
    {
        let (_, diagnostics) = parse(source)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.location == at(line, column))
    }

    @Test func reportsEveryErrorOfAFileAndKeepsTheRest() throws {
        let source = """
            import Foundation
            mediator First {
                colleague A
                colleague B
                event broken from A to B
                event fine(value: Int) from A to B
                func notAMember()
                event alsoBroken(value: Int = ) from A to B
                event last() from B to A
            }
            garbage here
            mediator Second {
                colleague C
                event missingRoute() from C
            }
            mediator Third { colleague D }
            """
        let (spec, diagnostics) = parse(source)
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.map(\.location.line) == [5, 7, 8, 11, 15])
        #expect(spec.imports.map(\.module) == ["Foundation"])
        #expect(spec.mediators.map(\.name.text) == ["First", "Second", "Third"])
        #expect(spec.mediators.first?.events.map(\.name.text) == ["fine", "last"])
        #expect(spec.mediators.first?.colleagues.map(\.name.text) == ["A", "B"])
        #expect(spec.mediators.last?.colleagues.map(\.name.text) == ["D"])
    }

    @Test func recoveryFromAMissingMediatorNameSkipsItsBody() throws {
        // The body of the nameless mediator mentions `mediator` as a route; that must not be
        // taken for the start of another declaration.
        let source = """
            mediator {
                colleague A
                event e() from A to mediator
            }
            mediator Next { colleague B }
            """
        let (spec, diagnostics) = parse(source)
        #expect(diagnostics.map(\.location) == [at(1, 10)], "\(diagnostics)")
        #expect(spec.mediators.map(\.name.text) == ["Next"])
    }

    @Test func recoveryFromABraceInAMediatorBodySkipsTheBlock() throws {
        let source = """
            mediator M {
                colleague A
                event e() from A to A {
                    colleague Nested
                }
                event f() from A to A
            }
            """
        let (spec, diagnostics) = parse(source)
        #expect(diagnostics.map(\.location) == [at(3, 27)], "\(diagnostics)")
        let mediator = try #require(spec.mediators.first)
        #expect(spec.mediators.count == 1)
        #expect(mediator.events.map(\.name.text) == ["e", "f"])
        #expect(mediator.colleagues.map(\.name.text) == ["A"])
    }

    @Test func stopsAfterTooManyErrors() throws {
        let source = String(repeating: "mediator 1\n", count: 100)
        let (spec, diagnostics) = parse(source)
        #expect(spec.mediators.isEmpty)
        #expect(errors(diagnostics).count == DiagnosticCollector.limit)
        let note = try #require(diagnostics.last)
        #expect(note.severity == .note)
        #expect(note.message.contains("too many errors"))
        #expect(note.location.line == DiagnosticCollector.limit + 1)
    }

    @Test func lexicalErrorsComeWithTheSyntaxTree() throws {
        let (spec, diagnostics) = parse("mediator M {\n    colleague A \"\n}")
        #expect(diagnostics.map(\.location) == [at(2, 17)])
        #expect(spec.mediators.first?.colleagues.map(\.name.text) == ["A"])
    }

    // MARK: - Robustness

    static let specWords = [
        "mediator", "colleague", "weak", "strong", "event", "from", "to", "all", "others",
        "outside", "import", "public", "package", "internal", "private", "nonisolated",
        "async", "throws", "M", "A", "B", "x", "Int", "{", "}", "(", ")", "[", "]", "<", ">",
        ",", ":", ".", "->", "...", "?", "@", "=", ";", "_", "`", "/*", "*/", "//", "///",
        "\n", " ", "42", "@MainActor", "then",
    ]

    /// Builds input `index` of a reproducible series: spec words mixed with random bytes.
    private static func pseudoRandomInput(
        _ generator: inout SeededRandom, includeBytes: Bool
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        let length = generator.below(80)
        for _ in 0..<length {
            if includeBytes && generator.below(4) == 0 {
                bytes.append(UInt8(truncatingIfNeeded: generator.next()))
            } else {
                bytes += Array(specWords[generator.below(specWords.count)].utf8)
                if generator.below(2) == 0 { bytes.append(0x20) }
            }
        }
        return bytes
    }

    /// Checks what must hold for any input: locations inside the file, a stable result.
    private static func checkInvariants(of bytes: [UInt8], index: Int) -> [Diagnostic] {
        let file = SourceFile(path: testSpecPath, bytes: bytes)
        let (syntax, diagnostics) = parse(file)
        let lines = 1 + bytes.count { $0 == 0x0A || $0 == 0x0D }
        for diagnostic in diagnostics {
            #expect(diagnostic.location.line >= 1, "input \(index)")
            #expect(diagnostic.location.line <= lines, "input \(index)")
            #expect(diagnostic.location.column >= 1, "input \(index)")
            #expect(diagnostic.location.column <= bytes.count + 1, "input \(index)")
        }
        #expect(
            errors(diagnostics).count <= DiagnosticCollector.limit + bytes.count, "input \(index)")
        let again = parse(file)
        #expect(again.syntax == syntax, "input \(index): parsing is deterministic")
        #expect(again.diagnostics == diagnostics, "input \(index): parsing is deterministic")
        return diagnostics
    }

    @Test func randomGarbageEndsWithErrorsAndNeverCrashes() throws {
        var generator = SeededRandom(seed: 0x5EED_1234)
        let generatorForSpecs = try GeneratorPipeline()
        for index in 0..<300 {
            // A trailing quote on its own line is always wrong, whatever came before it.
            let bytes = Self.pseudoRandomInput(&generator, includeBytes: true) + Array("\n\"".utf8)
            let diagnostics = Self.checkInvariants(of: bytes, index: index)
            #expect(diagnostics.contains { $0.severity == .error }, "input \(index)")
            // The later stages must cope with whatever the parser recovered.
            let output = try generatorForSpecs.generate(
                SourceFile(path: testSpecPath, bytes: bytes))
            #expect(output.file?.source == nil, "input \(index)")
            #expect(output.diagnostics.contains { $0.severity == .error }, "input \(index)")
        }
    }

    @Test func randomTokenSoupNeverCrashes() throws {
        var generator = SeededRandom(seed: 20_240_601)
        var inputsWithErrors = 0
        for index in 0..<300 {
            let bytes = Self.pseudoRandomInput(&generator, includeBytes: false)
            let diagnostics = Self.checkInvariants(of: bytes, index: index)
            if diagnostics.contains(where: { $0.severity == .error }) { inputsWithErrors += 1 }
            let file = SourceFile(path: testSpecPath, bytes: bytes)
            let model = validate(file).model
            #expect(model.mediators.count <= parse(file).syntax.mediators.count, "input \(index)")
        }
        #expect(inputsWithErrors > 200, "token soup is almost never a valid spec")
    }
}
