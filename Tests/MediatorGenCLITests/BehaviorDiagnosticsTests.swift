import Foundation
import TestSupport
import Testing

/// A behavior the mediator does not implement is reported by the compiler at the behavior's
/// line in the spec, naming the method it lacks.
@Suite struct BehaviorDiagnosticsTests {
    static let spec = """
        mediator Shop {
            colleague Cart

            behavior around delivery
            event added(item: String) throws from Cart to Cart collecting errors
        }

        """

    static let colleagues = """
        import MediatorRuntime

        final class Cart {
            let mediator = Shop.CartOutbox()
            func added(item: String) throws {}
        }

        """

    static let behavior = """
        extension Shop {
            func aroundDelivery<Result>(
                _ delivery: MediatorDelivery, _ deliver: () throws -> Result
            ) rethrows -> Result {
                try deliver()
            }
        }

        """

    @Test func aMediatorWithItsBehaviorCompilesWithoutWarnings() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let result = try CompilerDiagnosticsTests.compile(
            spec: Self.spec, colleagues: Self.colleagues + Self.behavior, in: fixture)
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("warning:"), "\(result.error)")
    }

    @Test func aMissingBehaviorIsReportedAtItsLineInTheSpec() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let result = try CompilerDiagnosticsTests.compile(
            spec: Self.spec, colleagues: Self.colleagues, in: fixture)
        #expect(result.status != 0)
        #expect(
            result.error.contains(
                "Shop.mediator:4:1: error: type 'Shop' does not conform to protocol "
                    + "'Shop.Behaviors'"),
            "\(result.error)")
        #expect(
            result.error.contains(
                "Shop.mediator:4:14: note: protocol requires function 'aroundDelivery'"),
            "\(result.error)")
    }
}
