import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "Dependencies": what a mediator `uses`, as parsed and checked.
@Suite struct DependencySyntaxTests {
    @Test func parsesDependenciesWithTheirAccessOwnershipAndDefault() throws {
        let (model, diagnostics) = validate(
            """
            mediator M {
                colleague A
                /// Keeps orders.
                uses orders: any OrderStore
                public weak uses helper: Helper
                package uses clock: Clock = Clock(
                    zone: "UTC")
                event e() from A to mediator
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let dependencies = try #require(model.mediators.first?.dependencies)
        #expect(dependencies.map(\.name.text) == ["orders", "helper", "clock"])
        #expect(dependencies.map(\.accessLevel) == [nil, "public", "package"])
        #expect(dependencies.map(\.isWeak) == [false, true, false])
        #expect(dependencies.map(\.propertyType) == ["any OrderStore", "Helper?", "Clock"])
        #expect(dependencies.map(\.defaultValue) == [nil, nil, "Clock(\n        zone: \"UTC\")"])
        #expect(dependencies.map(\.location) == [at(4, 10), at(5, 22), at(6, 18)])
        #expect(dependencies[2].defaultValueLocation == at(6, 33))
        #expect(dependencies[0].documentation == ["Keeps orders."])
    }

    @Test(arguments: [
        ("uses store", "'uses store' needs a type, which the mediator's initializer takes"),
        ("uses store = Store()", "'uses store' needs a type"),
        ("private uses store: Store", "'private' would hide 'store' from the mediator's reactions"),
        ("uses a: Store", "dependency 'a' of the mediator has a name colleague 'A' already uses"),
        ("uses observer: Store", "dependency 'observer' of the mediator has a name the mediator's"),
        ("uses store: Store =", "expected a default value after '='"),
    ])
    func reportsWhatCannotBeGenerated(declaration: String, message: String) {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague A\n    \(declaration)\n    event e() from A to mediator\n}"
        )
        let messages = errors(diagnostics).map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix(message) == true, "\(messages)")
        #expect(errors(diagnostics).first?.location.line == 3)
    }

    @Test func aWeakCompositeTypeIsMadeOptionalInParentheses() {
        let dependency = DependencyModel(
            name: Identifier("helper"), accessLevel: nil, isWeak: true, type: "any A & B",
            defaultValue: nil, documentation: [], location: at(1, 1))
        #expect(dependency.propertyType == "(any A & B)?")
    }
}
