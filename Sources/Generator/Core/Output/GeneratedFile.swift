/// One file the generator produced for a spec, before it is written.
package struct GeneratedFile: Sendable, Equatable {
    /// The spec's path as given.
    package var specPath: String
    /// The output file's name, derived from the spec's; see ``OutputFileNaming``.
    package var fileName: String
    /// The generated Swift source.
    package var source: String
}
