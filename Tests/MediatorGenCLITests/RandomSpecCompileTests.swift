import Foundation
import TestSupport
import Testing

/// Builds random specs with plain names (``RandomSpec``), which must all be valid, generates
/// them, writes colleagues that satisfy them, and type-checks and lints everything together.
@Suite struct RandomSpecCompileTests {
    @Test(arguments: Array(UInt64(1)...16))
    func randomValidSpecsCompile(seed: UInt64) throws {
        let batch = try RandomSpecBatch(seed: seed, count: 6, prefix: "Random")
        for rejection in batch.rejections {
            Issue.record(
                "a spec with plain names is rejected: \(rejection.errors)\n\(rejection.text)")
        }
        let fixture = try CLIFixture("random\(seed)")
        defer { fixture.remove() }
        try batch.expectGeneratedCodeCompilesAndLints(in: fixture)
    }
}
