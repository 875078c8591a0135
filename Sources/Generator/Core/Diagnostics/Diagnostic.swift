/// A problem found in a spec, with the place it was found.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    package enum Severity: String, Sendable {
        /// The spec cannot be generated.
        case error
        /// The spec generates, but probably not as intended.
        case warning
        /// Additional information attached to the diagnostic before it.
        case note
    }

    /// How serious the problem is.
    package var severity: Severity
    /// What is wrong, and what to do about it where a fix is likely.
    package var message: String
    /// The path of the spec file, as the user gave it.
    package var path: String
    /// Where in the file the problem is.
    package var location: SourceLocation

    /// Makes a diagnostic.
    package init(_ severity: Severity, _ message: String, path: String, at location: SourceLocation)
    {
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
    }

    /// The diagnostic in the `path:line:column: severity: message` form that compilers, Xcode and
    /// editors recognise.
    package var description: String {
        "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
