/// The templates compiled into the generator.
public enum BuiltInTemplates {
    /// The template a generated file starts from.
    public static let entryPoint = "File"

    /// The names of the built-in templates, sorted.
    public static var names: [String] {
        EmbeddedTemplates.sources.keys.sorted()
    }

    /// Where the built-in template `name` lives in the repository, for errors.
    public static func path(of name: String) -> String {
        "Templates/\(name).mustache"
    }

    /// The built-in templates, parsed.
    ///
    /// - Precondition: The embedded sources parse; a test parses each of them.
    public static func templateSet() throws(TemplateError) -> TemplateSet {
        var templates: [Template] = []
        for name in names {
            templates.append(
                try Template(
                    name: name, path: path(of: name), source: EmbeddedTemplates.sources[name] ?? "")
            )
        }
        return TemplateSet(templates)
    }
}
