/// Writes the Swift source that embeds the template files into the generator.
///
/// For the project's maintenance: `swift run update-reference` writes it, and a test checks
/// that the embedded templates are exactly the files in `Templates/`.
public enum TemplateEmbedding {
    /// The path of the embedding file, from the package root.
    public static let embeddingPath = "Sources/Generator/Core/Rendering/EmbeddedTemplates.swift"

    /// The Swift source of `EmbeddedTemplates` holding `sources` (template name to text).
    ///
    /// - Precondition: No template contains `"""#`, which would end its raw string literal.
    public static func swiftSource(embedding sources: [String: String]) -> String {
        var lines = [
            "// swift-format-ignore-file",
            "// (The template text below is data, kept byte for byte as in Templates/.)",
            "// Generated from the files in Templates/ by `swift run update-reference`. DO NOT EDIT.",
            "",
            "/// The sources of the built-in templates, embedded so the tool needs no resource files.",
            "enum EmbeddedTemplates {",
            "    /// Template sources by name.",
            "    static let sources: [String: String] = [",
        ]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            lines.append("        \"\(name)\": #\"\"\"")
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.isEmpty ? "" : "            " + line)
            }
            lines.append("            \"\"\"#,")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
