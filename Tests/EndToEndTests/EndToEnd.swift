import Foundation
import Testing

/// Whether the slow end-to-end tests run: only when asked for, as `.ci/run` does after the
/// README's test command, so that the command a contributor runs first stays quick.
enum EndToEndSettings {
    static let variable = "MEDIATORGEN_END_TO_END"

    static var isEnabled: Bool {
        ProcessInfo.processInfo.environment[variable] == "1"
    }
}

/// The slow tests that run `swift build` on other packages. They run one after another: two
/// nested builds at once compete for the machine and for SwiftPM's shared state.
@Suite(
    .serialized,
    .enabled(
        if: EndToEndSettings.isEnabled,
        "set \(EndToEndSettings.variable)=1 to run them: swift test --filter EndToEndTests"))
enum EndToEnd {}
