import Testing

@testable import MediatorGenCore

/// docs/Language.md, "Subclasses and initializers of your own": `subclassable`, as parsed,
/// checked and generated.
@Suite struct SubclassableTests {
    static func generated(_ spec: String) throws -> String {
        try #require(
            GeneratorPipeline().generate(SourceFile(path: "M.mediator", text: spec)).file?.source)
    }

    @Test func aSubclassableMediatorIsNotFinal() throws {
        let code = try Self.generated(
            "subclassable mediator M {\n    colleague A\n    event e() from outside to A\n}")
        #expect(code.contains("\nclass M {"))
        #expect(!code.contains("final class M"))
        #expect(code.contains("    func e() {"))
    }

    @Test func aPublicSubclassableMediatorIsOpenWithOpenEntryPoints() throws {
        let code = try Self.generated(
            "public subclassable mediator M {\n    colleague A\n    event e() from outside to A\n}")
        #expect(code.contains("\nopen class M {"))
        #expect(code.contains("    open func e() {"))
        #expect(code.contains("    public init(a: A) {"))
    }

    @Test func anotherMediatorStaysFinal() throws {
        let code = try Self.generated(
            "public mediator M {\n    colleague A\n    event e() from outside to A\n}")
        #expect(code.contains("\npublic final class M {"))
        #expect(code.contains("    public func e() {"))
    }

    @Test func aNonisolatedOneMustSayUncheckedSendable() throws {
        let (model, diagnostics) = validate(
            "nonisolated subclassable mediator M {\n    colleague A\n"
                + "    event e() from outside to A\n}")
        #expect(
            errors(diagnostics).map(\.message) == [
                "a 'nonisolated' mediator is 'Sendable', which Swift checks only for a 'final' "
                    + "class; a subclassable one must say that it, and every subclass, is safe "
                    + "to use from any thread: write '@unchecked Sendable' last after ':', as in "
                    + "'nonisolated subclassable mediator M: @unchecked Sendable'"
            ])
        #expect(errors(diagnostics).map(\.location) == [at(1, 13)])
        #expect(model.mediators.first?.isSubclassable == true)
        let (_, accepted) = validate(
            "nonisolated subclassable mediator M: @unchecked Sendable {\n    colleague A\n"
                + "    event e() from outside to A\n}")
        #expect(accepted.isEmpty, "\(accepted)")
    }

    @Test func subclassableWrittenTwiceIsAnError() throws {
        let (_, diagnostics) = validate(
            "subclassable subclassable mediator M {\n    colleague A\n"
                + "    event e() from outside to A\n}")
        #expect(errors(diagnostics).map(\.message) == ["'subclassable' is written twice"])
        #expect(errors(diagnostics).map(\.location) == [at(1, 14)])
    }
}
