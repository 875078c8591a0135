import Testing

@testable import MediatorGenCore

/// docs/Language.md, "Default values and discardable results": default values of parameters
/// and `@discardableResult`, as parsed and checked.
@Suite struct SignatureSyntaxTests {
    static func spec(_ events: String) -> String {
        "mediator M {\n    colleague A\n\(events)\n}"
    }

    @Test func aDefaultValueEndsAtTheCommaOrParenthesisAfterIt() throws {
        let (model, diagnostics) = validate(
            Self.spec(
                """
                    event e(a: Int = 1, b: [String: Int] = [:], c: Set<Int> = Set<Int>(),
                        d: Dictionary<String, Int> = Dictionary<String, Int>(), e: Bool = x < y,
                        f: (Int, Int) = (1, 2), g: String = "a, b)", h: Int) from outside to A
                """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let parameters = try #require(model.mediators.first?.events.first?.parameters)
        #expect(
            parameters.map(\.defaultValue) == [
                "1", "[:]", "Set<Int>()", "Dictionary<String, Int>()", "x < y", "(1, 2)",
                "\"a, b)\"", nil,
            ])
        #expect(parameters.map(\.type).last == "Int")
    }

    @Test func aStatesDefaultValueStillTakesItsWholeLine() throws {
        let (model, diagnostics) = validate(
            Self.spec("    var counts = Dictionary<String, Int>()\n    event e() from outside to A")
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(model.mediators.first?.state.first?.defaultValue == "Dictionary<String, Int>()")
    }

    @Test func aMissingDefaultValueIsReportedAtItsParameter() throws {
        let (_, diagnostics) = validate(
            Self.spec("    event e(a: Int = , b: Int) from outside to A"))
        let error = try #require(errors(diagnostics).first)
        #expect(errors(diagnostics).count == 1)
        #expect(error.message.hasPrefix("expected a default value for parameter 'a' after '='"))
        #expect(error.location.line == 3)
    }

    @Test func discardableResultMarksARequest() throws {
        let (model, diagnostics) = validate(
            Self.spec(
                """
                    /// Asks.
                    @discardableResult
                    event ask() -> Int from outside to A
                    @discardableResult event tell() -> Bool from outside to A
                    event plain() -> Int from outside to A
                """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let events = try #require(model.mediators.first?.events)
        #expect(events.map(\.isDiscardable) == [true, true, false])
        #expect(events.first?.documentation == ["Asks."])
    }

    @Test func discardableResultOnAnEventWithoutResultIsAnError() throws {
        let (_, diagnostics) = validate(
            Self.spec("    @discardableResult event e() from outside to A"))
        #expect(
            errors(diagnostics).map(\.message) == [
                "'@discardableResult' lets a sender ignore a request's result, but event 'e' has "
                    + "none; remove it"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(3, 5)])
    }

    @Test func anotherAttributeBeforeEventIsAnError() throws {
        let (_, diagnostics) = validate(Self.spec("    @objc event e() -> Int from outside to A"))
        let error = try #require(errors(diagnostics).first)
        #expect(
            error.message
                == "'@objc' cannot be written before 'event'; the one attribute an event takes is "
                + "'@discardableResult', on a request whose result the sender may ignore")
        #expect(error.location == at(3, 5))
    }

    @Test func onlyTheMethodsThatSendTheEventHaveTheDefaultValues() throws {
        let spec = """
            mediator M {
                colleague A
                colleague B
                @discardableResult
                event ask(_ n: Int = 2) -> Int from outside, A to B
            }
            """
        let code = try #require(
            GeneratorPipeline().generate(SourceFile(path: "M.mediator", text: spec)).file?.source)
        #expect(code.contains("@discardableResult func ask(_ n: Int = 2) -> Int {"))
        #expect(code.contains("@discardableResult func ask(_ n: Int = 2) -> Int? {"))
        #expect(code.contains("func ask(_ n: Int) -> Int\n"))
        #expect(!code.contains("dispatchAsk(_ n: Int = 2"))
    }

    @Test func discardableResultOnTheLineAfterATypedPropertyStartsTheEvent() throws {
        let (model, diagnostics) = validate(
            Self.spec(
                """
                    uses clock: Int
                    var flag: Bool!
                    @discardableResult
                    event ask() -> Int from outside to A
                """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let mediator = try #require(model.mediators.first)
        #expect(mediator.dependencies.map(\.type) == ["Int"])
        #expect(mediator.state.map(\.type) == ["Bool!"])
        #expect(mediator.events.map(\.isDiscardable) == [true])
    }
}
