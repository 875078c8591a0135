import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// The property test of generated names: ``RandomSpec``s whose every name is a Swift keyword, a
/// name the generated code or the runtime uses, or a common name of the standard library either
/// generate code that compiles in Swift 6 with zero warnings and passes `swift format lint`, or
/// are rejected with located errors, by the rules about names only.
@Suite struct GeneratedNameTests {
    /// How many seeds a run tries; `MEDIATORGEN_NAME_SEEDS` runs more by hand.
    static let seedCount = UInt64(
        ProcessInfo.processInfo.environment["MEDIATORGEN_NAME_SEEDS"].flatMap { UInt64($0) } ?? 24)

    /// Fragments of the errors by which the validator rejects a name (docs/Language.md, Names):
    /// a spec drawn here may be rejected for its names, and for nothing else.
    static let nameRuleErrors = [
        "cannot name", "cannot be stored in a property", "has the name of", "already uses",
        "but that name is taken by", "would clash with", "keeps its outbox in a property",
        "appears twice", "needs a name after its label", "declared twice", "would both be case",
        "which would hide the type of that name", "would mean the mediator's own enum of events",
    ]

    @Test(arguments: Array(UInt64(1)...Self.seedCount))
    func specsWithCollidingNamesCompileOrAreRejectedWithLocatedErrors(seed: UInt64) throws {
        let batch = try RandomSpecBatch(
            seed: seed, count: 4, names: NamePools.names, prefix: "Named")
        for rejection in batch.rejections {
            for error in rejection.errors {
                #expect(error.location.line >= 1 && error.location.column >= 1, "\(error)")
                let isNameRule = Self.nameRuleErrors.contains { error.message.contains($0) }
                #expect(isNameRule, "not a documented name rule: \(error)\n\(rejection.text)")
            }
        }
        let fixture = try CLIFixture("named\(seed)")
        defer { fixture.remove() }
        try batch.expectGeneratedCodeCompilesAndLints(in: fixture)
    }
}
