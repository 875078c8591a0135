/// A parsed template in the subset of Mustache that mediatorgen's templates use.
///
/// - `{{name}}` inserts text; `{{a.b}}` looks up a field of a field; `{{.}}` is the current item.
///   Alone on its line, it inserts the text as a block: each of its lines indented like the tag,
///   and the line's line break after the last. Code the generator renders from another template
///   arrives so (``TemplatePiece``).
/// - `{{#name}}...{{/name}}` renders for each list item, once for a true flag, non-empty text
///   or an object; `{{^name}}...{{/name}}` renders when `name` is false, empty or missing.
/// - Inside a section over a list, `{{#-first}}` and `{{#-last}}` render for the first and the
///   last item only (and `{{^-first}}`, `{{^-last}}` for the others).
/// - `{{> name}}` inserts another template, each of its lines indented like the tag; within a line,
///   without the line break that ends the template.
/// - `{{(}}`, `{{((}}`, `{{,}}` and `{{)}}` mark where a line may break (see ``LinePrinter``).
/// - `{{@ line}}` and `{{@}}` are source marks: the declaration after `{{@ line}}`, or the item
///   after it within a line, answers to that spec line; `{{@}}` ends the mapping (see
///   ``SourceMarks``).
/// - `{{% template-data N }}` states the version of the template data the template is written for
///   (``TemplateDataVersion``).
/// - `{{! text}}` is a comment.
///
/// A line holding only a section, comment or partial tag leaves no trace in the output. Nothing
/// is escaped: templates produce Swift source, not HTML.
package struct Template: Sendable {
    /// A piece of a parsed template.
    indirect enum Node: Sendable {
        /// Text, as the UTF-8 bytes it renders.
        case text([UInt8])
        case variable(Tag)
        /// `{{name}}` alone on its line, with the indentation before it and the line break after
        /// it (empty on a last line without one).
        case block(Tag, indentation: String, lineBreak: String)
        case section(Tag, inverted: Bool, children: [Node])
        /// `{{@ name}}`: the spec line `name` holds, as a source mark.
        case sourceLine(Tag)
        /// `{{> name}}`: alone on its line with the indentation before it, or within a line
        /// (`nil`).
        case partial(Tag, indentation: String?)
    }

    /// The name and place of a tag, for lookups and for errors.
    struct Tag: Sendable {
        /// What the tag looks up or includes, as written.
        let name: String
        /// The field names of `name`, split at its dots.
        let path: [TemplateKey]
        /// What `.`, `-first` and `-last` stand for; `nil` for a name of the data.
        let position: Position?

        /// The names that stand for the current item or its position in a list.
        enum Position { case current, first, last }
        /// Where the tag starts in the template.
        let location: SourceLocation

        init(name: String, location: SourceLocation) {
            self.name = name
            self.path = name.split(separator: ".").map { TemplateKey(String($0)) }
            self.position = [".": .current, "-first": .first, "-last": .last][name]
            self.location = location
        }
    }

    /// The name the template is known by, and that `{{> name}}` includes it by.
    package let name: String
    /// The path of the template file, for errors.
    package let path: String
    let nodes: [Node]
    /// The template data version the template states it is written for, and where; `nil` when
    /// it states none.
    package let dataVersion: (number: Int, location: SourceLocation)?

    /// Parses `source`, the text of the template `name` read from `path`.
    ///
    /// - Throws: ``TemplateError`` for an unclosed or mismatched section, an unclosed tag or a
    ///   malformed version.
    package init(name: String, path: String, source: String) throws(TemplateError) {
        self.name = name
        self.path = path
        let parsed = try TemplateParser(path: path, source: source).parse()
        self.nodes = parsed.nodes
        self.dataVersion = parsed.dataVersion
    }

    /// An error when the template states no version of the template data, or another than the
    /// one the generator renders: a template of one's own written for other data would render
    /// wrong code, or code that compiles wrong.
    package var versionMismatch: Diagnostic? {
        let current = TemplateDataVersion.current
        guard let stated = dataVersion else {
            return Diagnostic(
                .error,
                "'\(name).mustache' does not state the template data it is written for; this "
                    + "mediatorgen renders template data \(current). Update it as CHANGELOG.md "
                    + "describes under 'Template data' and add '\(TemplateDataVersion.tag)' as "
                    + "its first line",
                path: path, at: SourceLocation(line: 1, column: 1))
        }
        guard stated.number != current else { return nil }
        return Diagnostic(
            .error,
            "'\(name).mustache' is written for template data \(stated.number); this mediatorgen "
                + "renders template data \(current). Update it as CHANGELOG.md describes under "
                + "'Template data' and state '\(TemplateDataVersion.tag)'",
            path: path, at: stated.location)
    }
}

/// A problem in a template: where it is and what is wrong.
package struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path of the template file.
    package var path: String
    /// Where in the template the problem is.
    package var location: SourceLocation
    /// What is wrong.
    package var message: String

    /// Makes a template error.
    package init(path: String, at location: SourceLocation, _ message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    /// The error as a diagnostic, in the form compilers and editors recognise.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, message, path: path, at: location)
    }

    /// The error as `path:line:column: error: message`.
    package var description: String {
        diagnostic.description
    }
}
