/// A parsed template in the subset of Mustache that mediatorgen's templates use.
///
/// - `{{name}}` inserts text; `{{a.b}}` looks up a field of a field; `{{.}}` is the current item.
/// - `{{#name}}...{{/name}}` renders for each list item, once for a true flag, non-empty text
///   or an object; `{{^name}}...{{/name}}` renders when `name` is false, empty or missing.
/// - Inside a section over a list, `{{#-first}}` and `{{#-last}}` render for the first and the
///   last item only (and `{{^-first}}`, `{{^-last}}` for the others).
/// - `{{> name}}` inserts another template, indented like the tag.
/// - `{{! text}}` is a comment.
///
/// A line holding only a section, comment or partial tag leaves no trace in the output. Nothing
/// is escaped: templates produce Swift source, not HTML.
public struct Template: Sendable {
    enum Node: Sendable {
        /// Text written as it is, kept as UTF-8, the form it is written out in.
        case text([UInt8])
        case variable(TemplateKey, line: Int)
        case section(TemplateKey, inverted: Bool, children: [Node], line: Int)
        /// `indentation` is the tag's, as UTF-8.
        case partial(name: String, indentation: [UInt8], line: Int)
    }

    /// The name the template is known by, used in error messages and by `{{> name}}`.
    public let name: String
    private(set) var nodes: [Node]

    /// Parses `source`.
    ///
    /// - Throws: ``TemplateError`` for an unclosed or mismatched section or an unclosed tag.
    public init(name: String, source: String) throws(TemplateError) {
        self.name = name
        self.nodes = try TemplateParser(templateName: name, source: source).parse()
    }

    /// Numbers the names its keys look up in `symbols`.
    mutating func bind(to symbols: inout FieldSymbols) {
        nodes = symbols.bind(nodes)
    }
}

/// What a variable or section tag looks up, parsed once with its template rather than each time
/// the tag is rendered.
///
/// A class: a tag inside a section over a list is rendered once per item, and sharing its key is
/// cheaper than copying it each time.
final class TemplateKey: Sendable {
    /// Where the value comes from.
    enum Kind: Sendable {
        /// `.`: the current item.
        case current
        /// `-first`: whether the current list item is the first.
        case isFirst
        /// `-last`: whether the current list item is the last.
        case isLast
        /// `a.b`: a field of the innermost context that has one, then fields of fields.
        case path([String])
    }

    /// The key as written in the tag.
    let text: String
    let kind: Kind
    /// For a path, the number of each of its names among the names the template set looks up;
    /// empty until the template joins a set.
    let symbols: [Int]

    /// Parses the key written as `text`.
    convenience init(_ text: String) {
        let kind: Kind
        switch text {
        case ".": kind = .current
        case "-first": kind = .isFirst
        case "-last": kind = .isLast
        default: kind = .path(text.split(separator: ".").map(String.init))
        }
        self.init(text: text, kind: kind, symbols: [])
    }

    private init(text: String, kind: Kind, symbols: [Int]) {
        self.text = text
        self.kind = kind
        self.symbols = symbols
    }

    /// The key with the names of its path numbered in `symbols`.
    func bound(to symbols: inout FieldSymbols) -> TemplateKey {
        guard case .path(let names) = kind else { return self }
        return TemplateKey(text: text, kind: kind, symbols: names.map { symbols.number(of: $0) })
    }
}

/// A problem in a template: where it is and what is wrong.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name of the template.
    public var templateName: String
    /// The 1-based line in the template.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// Makes a template error.
    public init(templateName: String, line: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.message = message
    }

    /// The error as `template:line: error: message`.
    public var description: String {
        "\(templateName):\(line): error: \(message)"
    }
}
