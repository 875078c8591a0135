import Foundation
import TestSupport
import Testing

/// A colleague known by a protocol (`colleague any Till`) is checked by the compiler: the
/// protocol must refine the generated colleague protocol, and every class that conforms to it
/// must implement what the colleague receives.
@Suite struct ProtocolColleagueDiagnosticsTests {
    static let spec = """
        mediator Shop {
            colleague Cart
            weak colleague any Till
            colleague [any Screen]

            /// An item was added.
            event added(item: String, count: Int) from Cart to Till, Screen
        }

        """

    static let colleagues = """
        final class Cart {
            let mediator = Shop.CartOutbox()
        }

        protocol Till: Shop.TillColleague {}

        final class CashTill: Till {
            func added(item: String, count: Int) {}
        }

        protocol Screen: Shop.ScreenColleague {}

        """

    /// Generates `spec` and type-checks it with `colleagues`.
    static func compile(_ colleagues: String) throws -> ProcessResult {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        return try CompilerDiagnosticsTests.compile(
            spec: spec, colleagues: colleagues, in: fixture)
    }

    /// The compiler's error lines.
    static func errors(in result: ProcessResult) -> [Substring] {
        result.error.split(separator: "\n").filter { $0.contains(": error: ") }
    }

    @Test func protocolColleaguesCompileWithoutWarnings() throws {
        let result = try Self.compile(Self.colleagues)
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("warning:"), "\(result.error)")
    }

    @Test func aClassThatConformsButLacksAReceiverMethodIsToldWhichOne() throws {
        let result = try Self.compile(
            Self.colleagues.replacingOccurrences(of: "func added(", with: "func add("))
        #expect(result.status != 0)
        #expect(
            result.error.contains(
                "error: type 'CashTill' does not conform to protocol 'Shop.TillColleague'"),
            "\(result.error)")
        #expect(
            result.error.contains(
                "Shop.mediator:7:14: note: protocol requires function 'added(item:count:)'"),
            "\(result.error)")
    }

    @Test(arguments: [
        "protocol Till: AnyObject { func added(item: String, count: Int) }",
        "protocol Till { func added(item: String, count: Int) }",
    ])
    func aProtocolThatDoesNotRefineTheGeneratedOneIsReportedAtTheColleaguesLine(
        declaration: String
    ) throws {
        let result = try Self.compile(
            Self.colleagues.replacingOccurrences(
                of: "protocol Till: Shop.TillColleague {}", with: declaration))
        #expect(result.status != 0)
        // One that is not class-bound also cannot be held weakly, which the property's
        // declaration, mapped to the same line, reports.
        let errors = Self.errors(in: result)
        #expect(errors.allSatisfy { $0.hasPrefix("Shop.mediator:3:") }, "\(result.error)")
        #expect(
            errors.contains {
                $0.hasSuffix(
                    "error: return expression of type 'any Till' does not conform to "
                        + "'Shop.TillColleague'")
            }, "\(result.error)")
    }
}
