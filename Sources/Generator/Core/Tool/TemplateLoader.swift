import Foundation

/// Loads the templates to render with: the built-in ones, with user overrides on top.
enum TemplateLoader {
    /// The extension of template files, without the dot.
    static let templateExtension = "mustache"

    /// The built-in templates, each replaced by `NAME.mustache` from `directory` if present.
    static func templates(overriddenBy directory: String?) throws -> TemplateSet {
        let builtIn = try BuiltInTemplates.templateSet()
        guard let directory else { return builtIn }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw ToolError("cannot read the templates folder '\(directory)'")
        }
        var overrides: [Template] = []
        for file in names.sorted() where file.hasSuffix("." + templateExtension) {
            let path = (directory as NSString).appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: path),
                let source = String(data: data, encoding: .utf8)
            else {
                throw ToolError("cannot read template '\(path)' as UTF-8 text")
            }
            let name = String(file.dropLast(templateExtension.count + 1))
            do {
                overrides.append(try Template(name: name, source: source))
            } catch {
                throw TemplateError(templateName: path, line: error.line, message: error.message)
            }
        }
        return builtIn.replacing(with: overrides)
    }
}
