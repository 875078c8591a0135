/// A parsed template in the subset of Mustache that mediatorgen's templates use.
///
/// - `{{name}}` inserts text; `{{a.b}}` looks up a field of a field; `{{.}}` is the current item.
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

    /// Parses `source`, the text of the template `name` read from `path`.
    ///
    /// - Throws: ``TemplateError`` for an unclosed or mismatched section or an unclosed tag.
    package init(name: String, path: String, source: String) throws(TemplateError) {
        self.name = name
        self.path = path
        self.nodes = try TemplateParser(path: path, source: source).parse()
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
