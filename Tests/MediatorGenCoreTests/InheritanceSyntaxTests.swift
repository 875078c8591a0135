import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "Attributes in the inheritance list": what the list after a mediator's `:`
/// takes before a protocol when the protocol's isolation differs from the mediator's, and what it
/// says of an attribute it does not take.
@Suite struct InheritanceSyntaxTests {
    @Test func takesPreconcurrencyAndAConformanceIsolatedToTheMediatorsActor() throws {
        let mediator = try parseMediator(
            "@MainActor mediator M: NSObject(), @preconcurrency A, @MainActor B.C, D "
                + "{ colleague X }")
        #expect(
            mediator.inheritance.map(\.name) == [
                "NSObject", "@preconcurrency A", "@MainActor B.C", "D",
            ])
        #expect(
            mediator.inheritance.map(\.location) == [at(1, 24), at(1, 36), at(1, 55), at(1, 71)])
    }

    @Test func aQualifiedGlobalActorIsolatesAConformanceToo() throws {
        let mediator = try parseMediator(
            "@Game.Loop mediator M: @Game.Loop A, @unchecked Sendable { colleague X }")
        #expect(mediator.inheritance.map(\.name) == ["@Game.Loop A", "@unchecked Sendable"])
    }

    @Test func theGeneratedClassKeepsTheAttributes() throws {
        let (model, diagnostics) = validate(
            "@GameActor mediator M: @GameActor A, @preconcurrency B { colleague X called directly }"
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let mediator = try #require(model.mediators.first)
        #expect(mediator.conformances == ["@GameActor A", "@preconcurrency B"])
        let context = MediatorContext(mediator, names: GeneratedNames(mediator))
        #expect(context.inheritanceClause == ": @GameActor A, @preconcurrency B")
    }

    @Test(arguments: [
        (
            "mediator M: @MainActor A { colleague X }", at(1, 13),
            "'@MainActor' is not an attribute the inheritance list of mediator 'M' takes: it takes "
                + "'@preconcurrency P' and '@unchecked Sendable'; a conformance isolated to a "
                + "global actor ('@MainActor P') needs a mediator on that actor ('@MainActor "
                + "mediator M')"
        ),
        (
            "@GameActor mediator M: Base(), @MainActor A { colleague X }", at(1, 32),
            "'@MainActor' is not an attribute the inheritance list of mediator 'M' takes: it takes "
                + "'@preconcurrency P', '@GameActor P' (a conformance isolated to the mediator's "
                + "actor) and '@unchecked Sendable'"
        ),
        (
            "nonisolated mediator M: @objc Sendable { colleague X }", at(1, 25),
            "'@objc' is not an attribute the inheritance list of mediator 'M' takes: it takes "
                + "'@preconcurrency P' and '@unchecked Sendable'; a conformance isolated to a "
                + "global actor ('@MainActor P') needs a mediator on that actor ('@MainActor "
                + "mediator M')"
        ),
        (
            "mediator M: @unchecked Other { colleague X }", at(1, 24),
            "expected 'Sendable' after '@unchecked', the one type it is written before, found "
                + "'Other'"
        ),
        (
            "mediator M: @preconcurrency NSObject(), A { colleague X }", at(1, 13),
            "a superclass takes no attribute; write 'NSObject()'"
        ),
    ])
    func reportsAnAttributeTheListDoesNotTake(
        spec: String, location: MediatorGenCore.SourceLocation, message: String
    ) {
        let (_, diagnostics) = parse(spec)
        #expect(errors(diagnostics).map(\.message) == [message])
        #expect(errors(diagnostics).map(\.location) == [location])
    }

    @Test func theTypeAfterAnAttributeNotTakenIsStillRead() {
        let (spec, diagnostics) = parse(
            "mediator M: @retroactive A, B {\n    colleague X\n    colleague Y\n}")
        #expect(errors(diagnostics).count == 1)
        #expect(spec.mediators.first?.inheritance.map(\.name) == ["A", "B"])
        #expect(spec.mediators.first?.colleagues.count == 2)
    }
}
