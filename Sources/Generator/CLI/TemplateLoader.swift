import Foundation
import MediatorGenCore

/// Loads the template files of a folder a user names with `--templates`, laid over the built-in
/// templates.
enum TemplateLoader {
    /// The extension of template files, without the dot.
    static let templateExtension = "mustache"

    /// The text of every `NAME.mustache` file in `directory`, by `NAME`.
    ///
    /// - Throws: ``ToolError`` when the folder or a file cannot be read as UTF-8 text.
    static func sources(in directory: String) throws(ToolError) -> [String: String] {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw ToolError("cannot read the templates folder '\(directory)'")
        }
        var sources: [String: String] = [:]
        for file in files where file.hasSuffix("." + templateExtension) {
            let path = self.path(
                of: String(file.dropLast(templateExtension.count + 1)), in: directory)
            guard let data = FileManager.default.contents(atPath: path),
                let source = String(data: data, encoding: .utf8)
            else {
                throw ToolError("cannot read template '\(path)' as UTF-8 text")
            }
            sources[String(file.dropLast(templateExtension.count + 1))] = source
        }
        return sources
    }

    /// Parses every template file in `directory`.
    ///
    /// - Throws: ``ToolError`` when a file cannot be read, ``TemplateError`` when one is broken.
    static func templates(in directory: String) throws -> [Template] {
        var templates: [Template] = []
        for (name, source) in try sources(in: directory).sorted(by: { $0.key < $1.key }) {
            templates.append(
                try Template(name: name, path: path(of: name, in: directory), source: source))
        }
        return templates
    }

    /// The built-in templates, each replaced by `NAME.mustache` from `directory` if present,
    /// with a warning for each file there that replaces no built-in template and an error for
    /// each that is written for other template data (``Template/versionMismatch``).
    static func templates(overriddenBy directory: String?) throws -> (
        templates: TemplateSet, diagnostics: [Diagnostic]
    ) {
        let builtIn = try BuiltInTemplates.templateSet()
        guard let directory else { return (builtIn, []) }
        let overrides = try templates(in: directory)
        let known = BuiltInTemplates.names
        let diagnostics = overrides.filter { !known.contains($0.name) }.map { template in
            let hint = NameSuggestion.closest(to: template.name, among: known).map {
                "; did you mean '\($0).\(templateExtension)'?"
            }
            return Diagnostic(
                .warning,
                "'\(template.name).\(templateExtension)' replaces no built-in template, so it is "
                    + "not used" + (hint ?? "; the templates are \(known.joined(separator: ", "))"),
                path: template.path, at: SourceLocation(line: 1, column: 1))
        }
        let mismatches = overrides.filter { known.contains($0.name) }.compactMap(\.versionMismatch)
        return (builtIn.replacing(with: overrides), diagnostics + mismatches)
    }

    private static func path(of name: String, in directory: String) -> String {
        (directory as NSString).appendingPathComponent(name + "." + templateExtension)
    }
}
