import Foundation

/// Loads template files: user overrides, and the repository's own `Templates/` for maintenance.
public enum TemplateLoader {
    /// The extension of template files, without the dot.
    public static let templateExtension = "mustache"

    /// The text of every `NAME.mustache` file in `directory`, by `NAME`.
    ///
    /// - Throws: ``ToolError`` when the folder or a file cannot be read as UTF-8 text.
    public static func sources(in directory: String) throws(ToolError) -> [String: String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw ToolError("cannot read the templates folder '\(directory)'")
        }
        var sources: [String: String] = [:]
        for file in names where file.hasSuffix("." + templateExtension) {
            let path = (directory as NSString).appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: path),
                let source = String(data: data, encoding: .utf8)
            else {
                throw ToolError("cannot read template '\(path)' as UTF-8 text")
            }
            sources[String(file.dropLast(templateExtension.count + 1))] = source
        }
        return sources
    }

    /// The built-in templates, each replaced by `NAME.mustache` from `directory` if present.
    static func templates(overriddenBy directory: String?) throws -> TemplateSet {
        let builtIn = try BuiltInTemplates.templateSet()
        guard let directory else { return builtIn }
        var overrides: [Template] = []
        for (name, source) in try sources(in: directory).sorted(by: { $0.key < $1.key }) {
            do {
                overrides.append(try Template(name: name, source: source))
            } catch {
                let path = (directory as NSString).appendingPathComponent(
                    name + "." + templateExtension)
                throw TemplateError(templateName: path, line: error.line, message: error.message)
            }
        }
        return builtIn.replacing(with: overrides)
    }
}
