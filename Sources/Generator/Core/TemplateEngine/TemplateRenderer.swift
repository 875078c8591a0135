/// Renders the templates of a ``TemplateSet`` with a context, keeping the stack of contexts that
/// sections open.
struct TemplateRenderer {
    private let templates: TemplateSet
    /// The contexts of the sections being rendered, innermost last.
    var contexts: [TemplateValue]
    /// Whether the innermost list item being rendered is the first and the last.
    var positions: [(isFirst: Bool, isLast: Bool)] = []
    /// The templates being rendered inside each other through `{{> name}}`.
    private var partialDepth = 0
    /// The lists that sections are going through, innermost last: each known by the context it
    /// was found in and its name there.
    private var openLists: [(context: Int, name: String)] = []
    /// The text rendered so far, as UTF-8 bytes (appending bytes takes about half as long as
    /// appending strings).
    private(set) var output: [UInt8] = []
    /// What each line of the partials being rendered starts with: the indentation of their tags.
    private var indentation: [UInt8] = []
    /// Whether the output ends with a line break, so that text after it gets ``indentation``.
    private var atLineStart = true

    /// How many template nodes this renderer may render before it takes itself for a runaway:
    /// first ``baseSteps``, then what the values of its data counted so far allow.
    private var allowedSteps = Self.baseSteps
    /// How many it has rendered.
    private var stepsTaken = 0

    /// Partials nested deeper than this are taken for a cycle.
    static let maximumPartialDepth = 32

    /// Makes a renderer of the templates of `templates` with `contexts` as the contexts that
    /// sections around the template would have opened, outermost first.
    init(templates: TemplateSet, contexts: [TemplateValue]) {
        self.templates = templates
        self.contexts = contexts
    }

    /// How many template nodes rendering with `context` may take: ``baseSteps``, or 100 a value
    /// of its data when that is more. The built-in templates take about one a value, and a
    /// template of one's own that renders each value a few times stays far within; sections over
    /// different lists nested in each other, or partials that each include another twice,
    /// multiply their counts and would otherwise run for hours.
    static func steps(allowedFor context: TemplateValue) -> Int {
        max(baseSteps, 100 * context.count(upTo: .max))
    }

    /// The nodes any rendering may take before it counts the values of its data.
    static let baseSteps = 4_000_000

    /// Renders `template` and appends its text, as UTF-8 bytes, to ``output``.
    mutating func render(_ template: Template) throws(TemplateError) {
        try render(template.nodes, of: template)
    }

    /// Appends `bytes` to ``output``, with ``indentation`` before each line that holds more than
    /// its line break.
    private mutating func emit(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let last = bytes.last else { return }
        guard !indentation.isEmpty else {
            output += bytes
            atLineStart = last == Self.lineBreak
            return
        }
        var rest = bytes[...]
        while let first = rest.first {
            if atLineStart && first != Self.lineBreak { output += indentation }
            let end = rest.firstIndex(of: Self.lineBreak).map { $0 + 1 } ?? rest.endIndex
            output += rest[..<end]
            atLineStart = rest[end - 1] == Self.lineBreak
            rest = rest[end...]
        }
    }

    private static let lineBreak = UInt8(ascii: "\n")

    private mutating func render(
        _ nodes: [Template.Node], of template: Template
    ) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                bytes.withUnsafeBufferPointer { emit($0) }
            case .variable(let tag):
                guard case .text(var text)? = lookUp(tag) else {
                    throw TemplateError(
                        path: template.path, at: tag.location,
                        "'{{\(tag.name)}}' is not a text value here")
                }
                text.withUTF8 { emit($0) }
            case .block(let tag, let indentation, let lineBreak):
                try renderBlock(tag, indentation: indentation, lineBreak, of: template)
            case .sourceLine(let tag):
                guard case .text(let text)? = lookUp(tag), (1...9).contains(text.utf8.count),
                    text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
                else {
                    throw TemplateError(
                        path: template.path, at: tag.location,
                        "'{{@ \(tag.name)}}' needs a spec line number here")
                }
                let mark = [SourceMarks.lineStart] + Array(text.utf8) + [SourceMarks.lineEnd]
                mark.withUnsafeBufferPointer { emit($0) }
            case .section(let tag, let inverted, let children):
                try renderSection(tag, inverted: inverted, children, of: template)
            case .partial(let tag, let indentation):
                try renderPartial(tag, indentation: indentation, of: template)
            }
        }
    }

    private mutating func renderSection(
        _ tag: Template.Tag, inverted: Bool, _ children: [Template.Node], of template: Template
    ) throws(TemplateError) {
        let found = resolve(tag)
        let value = found?.value
        if inverted {
            if !(value?.isTruthy ?? false) { try render(children, of: template) }
            return
        }
        guard let value else {
            throw TemplateError(
                path: template.path, at: tag.location, "'{{#\(tag.name)}}' names no value here")
        }
        guard case .list(let items) = value else {
            if value.isTruthy { try renderItem(value, at: 0, of: 1, tag, children, template) }
            return
        }
        let list = (context: found?.context ?? 0, name: tag.name)
        // Going through a list again inside itself renders the whole list for each item, and
        // each level of such nesting (or of a partial that includes itself) multiplies the
        // output: a few tags would take hours.
        if openLists.contains(where: { $0 == list }) {
            throw TemplateError(
                path: template.path, at: tag.location,
                "'{{#\(tag.name)}}' is inside a section over the same list; each item would "
                    + "render the whole list again")
        }
        openLists.append(list)
        defer { openLists.removeLast() }
        for (index, item) in items.enumerated() {
            try renderItem(item, at: index, of: items.count, tag, children, template)
        }
    }

    /// Renders the section `tag`'s children with `item`, the item at `index` of `count`, as the
    /// innermost context.
    private mutating func renderItem(
        _ item: TemplateValue, at index: Int, of count: Int, _ tag: Template.Tag,
        _ children: [Template.Node], _ template: Template
    ) throws(TemplateError) {
        try spend(children.count, at: tag, "{{#\(tag.name)}}", of: template)
        contexts.append(item)
        positions.append((index == 0, index == count - 1))
        defer {
            contexts.removeLast()
            positions.removeLast()
        }
        try render(children, of: template)
    }

    /// Inserts the text of `tag`, alone on its line, with each of its lines indented by
    /// `indentation`, then `lineBreak` unless the text ends with one. Empty text leaves the line
    /// as the template writes it: its indentation and its line break.
    private mutating func renderBlock(
        _ tag: Template.Tag, indentation: String, _ lineBreak: String, of template: Template
    ) throws(TemplateError) {
        guard case .text(var text)? = lookUp(tag) else {
            throw TemplateError(
                path: template.path, at: tag.location, "'{{\(tag.name)}}' is not a text value here")
        }
        var lineBreak = lineBreak
        if text.isEmpty {
            var line = indentation + lineBreak
            line.withUTF8 { emit($0) }
            return
        }
        let outer = self.indentation
        self.indentation += indentation.utf8
        defer { self.indentation = outer }
        text.withUTF8 { emit($0) }
        lineBreak.withUTF8 { emit($0) }
    }

    private mutating func renderPartial(
        _ tag: Template.Tag, indentation: String?, of template: Template
    ) throws(TemplateError) {
        guard let partial = templates.template(named: tag.name) else {
            throw TemplateError(
                path: template.path, at: tag.location, "no template named '\(tag.name)'")
        }
        guard partialDepth < Self.maximumPartialDepth else {
            throw TemplateError(
                path: template.path, at: tag.location,
                "templates include each other in a cycle through '\(tag.name)'")
        }
        try spend(partial.nodes.count, at: tag, "{{> \(tag.name)}}", of: template)
        partialDepth += 1
        defer { partialDepth -= 1 }
        guard let indentation else {
            // Within a line: the partial's text, without the line break that ends its file.
            let start = output.count
            try render(partial)
            if output.count > start, output.last == Self.lineBreak {
                output.removeLast()
                atLineStart = output.last.map { $0 == Self.lineBreak } ?? true
            }
            return
        }
        let outer = self.indentation
        self.indentation += indentation.utf8
        defer { self.indentation = outer }
        try render(partial)
    }

    /// Counts the `count` nodes about to render under `tag`, written `written`, and reports there
    /// when that takes the renderer past its allowance. The tag is written out only then.
    private mutating func spend(
        _ count: Int, at tag: Template.Tag, _ written: @autoclosure () -> String,
        of template: Template
    ) throws(TemplateError) {
        stepsTaken += count + 1
        guard stepsTaken > allowedSteps else { return }
        // Counting every value costs as much as rendering it, so only as many are counted as
        // twice the steps taken allow: the count reaches the end of the data only when the
        // rendering is about to take more steps than the whole data allows.
        let limit = 2 * stepsTaken / 100
        let values = contexts[0].count(upTo: limit)
        allowedSteps = max(Self.baseSteps, 100 * values)
        if stepsTaken <= allowedSteps { return }
        throw TemplateError(
            path: template.path, at: tag.location,
            "'\(written())' takes rendering past \(allowedSteps) template nodes for data of "
                + "\(values) values: sections over different lists nested in each "
                + "other, or partials that each include another more than once, multiply their "
                + "counts")
    }
}
