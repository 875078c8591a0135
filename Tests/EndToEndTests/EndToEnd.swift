import Foundation
import Testing

/// Whether the slow tests that run `swift build` on other packages are enabled.
enum EndToEnd {
    static let skipVariable = "MEDIATORGEN_SKIP_END_TO_END"

    static var isEnabled: Bool {
        ProcessInfo.processInfo.environment[skipVariable] != "1"
    }
}
