/// The version of the generator, printed by `--version` and written into generated headers.
package enum GeneratorVersion {
    /// The release of mediatorgen.
    package static let current = "0.2.0"
}
