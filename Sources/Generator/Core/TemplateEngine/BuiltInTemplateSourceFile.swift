/// The Swift file that compiles the built-in templates into the generator, written by
/// `swift run update-reference templates` from the `.mustache` files of `Templates/`, which stay
/// the templates' one source.
///
/// Each template is a raw string literal. SwiftPM's resources embedded in code would keep the
/// `.mustache` files as they are, but as `[UInt8]` array literals, which took about 2.4 s of
/// compiling in every clean build of the plugin's tool (PERFORMANCE-HISTORY.md); string literals
/// take a few milliseconds.
package enum BuiltInTemplateSourceFile {
    /// Where the file lives, from the package root.
    package static let path = "Sources/Generator/Core/TemplateEngine/BuiltInTemplateSources.swift"

    /// The file that builds in `templates`, the text of each template by name.
    package static func text(of templates: [String: String]) -> String {
        var text = """
            // Written by `swift run update-reference templates` from the .mustache files of
            // Templates/, which are the templates' source: edit those, then run it again.

            /// The text of each built-in template, by name.
            let builtInTemplateSources: [String: String] = [

            """
        for (name, source) in templates.sorted(by: { $0.key < $1.key }) {
            text += "    \"\(name)\": " + literal(source) + ",\n"
        }
        return text + "]\n"
    }

    /// `source` as a multi-line raw string literal indented by four spaces, as `swift format` wants it, with as many `#` as
    /// it takes for no line of the template to end the literal or start an escape.
    static func literal(_ source: String) -> String {
        var hashes = "#"
        while source.contains("\"\"\"" + hashes) || source.contains("\\" + hashes) {
            hashes += "#"
        }
        let indentation = String(repeating: " ", count: 4)
        // The line break after the opening delimiter and the one before the closing delimiter
        // are not part of the literal, so the text's own last line break needs one more.
        let lines = (source + "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast()
            .map { $0.isEmpty ? "" : indentation + $0 }
        return hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indentation + "\"\"\""
            + hashes
    }
}
