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

    @Test func aReceiverOfAConcurrentEventThatIsNotSendableIsReportedAtTheEventsLine() throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let spec = """
            @MainActor mediator Shop {
                colleague Cart
                colleague Till

                /// Everyone refreshes at once.
                event refresh(_ count: Int) async from Cart to Till concurrently
            }

            """
        // `Till` is not isolated to the main actor, so it is not `Sendable`.
        let colleagues = """
            @MainActor final class Cart {
                let mediator = Shop.CartOutbox()
            }

            final class Till {
                func refresh(_ count: Int) async {}
            }

            """
        let result = try CompilerDiagnosticsTests.compile(
            spec: spec, colleagues: colleagues, in: fixture)
        #expect(result.status != 0)
        #expect(
            result.error.contains(
                "Shop.mediator:6:23: error: type 'Till' does not conform to the 'Sendable' protocol"
            ),
            "\(result.error)")
    }
}
