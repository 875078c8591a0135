/// Gathers the diagnostics of every stage of a run, so that all problems are reported together.
package struct DiagnosticCollector: Sendable {
    /// The diagnostics in the order they were reported.
    package private(set) var diagnostics: [Diagnostic] = []
    private let path: String

    /// Makes a collector for diagnostics about the spec file at `path`.
    package init(path: String) {
        self.path = path
    }

    /// How many diagnostics a run reports at most before its stages stop early, so that a file
    /// of noise cannot flood the output.
    package static let limit = 50

    /// Whether the run has reported as many diagnostics as ``limit``; the stages then stop.
    package var isFull: Bool {
        diagnostics.count >= Self.limit
    }

    /// Whether any error was reported.
    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// Reports an error at `location`.
    package mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, path: path, at: location))
    }

    /// Reports a warning at `location`.
    package mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, path: path, at: location))
    }

    /// Adds a note to the diagnostic reported last.
    package mutating func note(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.note, message, path: path, at: location))
    }
}
