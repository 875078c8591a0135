import Foundation
import Testing

/// Whether the slow end-to-end tests are enabled.
enum EndToEndSettings {
    static let skipVariable = "MEDIATORGEN_SKIP_END_TO_END"

    static var isEnabled: Bool {
        ProcessInfo.processInfo.environment[skipVariable] != "1"
    }
}

/// The slow tests that run `swift build` on other packages. They run one after another: two
/// nested builds at once compete for the machine and for SwiftPM's shared state.
@Suite(
    .serialized,
    .enabled(
        if: EndToEndSettings.isEnabled, "set \(EndToEndSettings.skipVariable)=1 to skip"))
enum EndToEnd {}
