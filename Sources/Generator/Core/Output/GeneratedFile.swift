/// One file the generator produced for a spec, before it is written.
public struct GeneratedFile: Sendable, Equatable {
    /// The spec's path as given.
    public var specPath: String
    /// The output file's name, derived from the spec's; see ``OutputFileNaming``.
    public var fileName: String
    /// The generated Swift source.
    public var source: String
}
