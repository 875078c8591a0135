/// The version of the generator, printed by `--version` and written into generated headers.
public enum GeneratorVersion {
    /// The release of mediatorgen.
    public static let current = "0.2.0"
}
