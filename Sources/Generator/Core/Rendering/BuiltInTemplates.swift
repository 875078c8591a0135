/// The templates compiled into the generator, and the order they are documented in.
public enum BuiltInTemplates {
    /// The template a generated file starts from.
    public static let entryPoint = "File"

    /// The built-in templates, parsed.
    ///
    /// - Precondition: The embedded sources parse; a test parses each of them.
    public static func templateSet() throws(TemplateError) -> TemplateSet {
        try TemplateSet(sources: EmbeddedTemplates.sources)
    }
}
