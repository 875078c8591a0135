/// Renders the templates of a ``TemplateSet`` with a context, keeping the stack of contexts that
/// sections open.
struct TemplateRenderer {
    private let templates: TemplateSet
    /// The contexts of the sections being rendered, innermost last.
    private var contexts: [TemplateValue]
    /// Whether the innermost list item being rendered is the first and the last.
    private var positions: [(isFirst: Bool, isLast: Bool)] = []
    /// The templates being rendered inside each other through `{{> name}}`.
    private var partialDepth = 0
    /// The lists that sections are going through, innermost last: each known by the context it
    /// was found in and its name there.
    private var openLists: [(context: Int, name: String)] = []

    /// How many template nodes this renderer may render before it takes itself for a runaway:
    /// first ``baseSteps``, then, once those are taken, the allowance of its data.
    private var allowedSteps = Self.baseSteps
    /// The number of values in the data, counted once rendering takes more than ``baseSteps``.
    private var valueCount: Int?
    /// How many it has rendered.
    private var stepsTaken = 0

    /// Partials nested deeper than this are taken for a cycle.
    static let maximumPartialDepth = 32

    /// Makes a renderer of the templates of `templates` with `context` as the outermost context.
    init(templates: TemplateSet, context: TemplateValue) {
        self.templates = templates
        self.contexts = [context]
    }

    /// How many template nodes rendering with `context` may take: ``baseSteps``, or 100 a value
    /// of its data when that is more. The built-in templates take about one a value (1,809,910
    /// for the 3,508,082 values of a 10,000-event spec), and a template of one's own that renders
    /// each value a few times stays far within; sections over different lists nested in each
    /// other, or partials that each include another twice, multiply their counts and would
    /// otherwise run for hours.
    static func steps(allowedFor context: TemplateValue) -> Int {
        max(baseSteps, 100 * context.count)
    }

    /// The nodes any rendering may take. Only one that takes more counts the values of its data
    /// (which costs about a fifth of rendering them), so that specs of up to about 20,000 events
    /// do not pay for the count.
    static let baseSteps = 4_000_000

    /// Renders `template` and appends its text, as UTF-8 bytes, to `output`. Appending bytes takes
    /// about half as long as appending strings.
    mutating func render(_ template: Template, into output: inout [UInt8]) throws(TemplateError) {
        try render(template.nodes, of: template, into: &output)
    }

    private mutating func render(
        _ nodes: [Template.Node], of template: Template, into output: inout [UInt8]
    ) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text.utf8
            case .variable(let tag):
                guard case .text(let text)? = lookUp(tag) else {
                    throw TemplateError(
                        path: template.path, at: tag.location,
                        "'{{\(tag.name)}}' is not a text value here")
                }
                output += text.utf8
            case .section(let tag, let inverted, let children):
                try renderSection(tag, inverted: inverted, children, of: template, into: &output)
            case .partial(let tag, let indentation):
                try renderPartial(tag, indentation: indentation, of: template, into: &output)
            }
        }
    }

    private mutating func renderSection(
        _ tag: Template.Tag, inverted: Bool, _ children: [Template.Node], of template: Template,
        into output: inout [UInt8]
    ) throws(TemplateError) {
        let found = resolve(tag)
        let value = found?.value
        if inverted {
            if !(value?.isTruthy ?? false) { try render(children, of: template, into: &output) }
            return
        }
        guard let value else {
            throw TemplateError(
                path: template.path, at: tag.location, "'{{#\(tag.name)}}' names no value here")
        }
        let items: [TemplateValue]
        var list: (context: Int, name: String)?
        switch value {
        case .list(let elements):
            items = elements
            list = (found?.context ?? 0, tag.name)
        case _ where value.isTruthy: items = [value]
        default: items = []
        }
        // Going through a list again inside itself renders the whole list for each item, and
        // each level of such nesting (or of a partial that includes itself) multiplies the
        // output: a few tags would take hours.
        if let list, openLists.contains(where: { $0 == list }) {
            throw TemplateError(
                path: template.path, at: tag.location,
                "'{{#\(tag.name)}}' is inside a section over the same list; each item would "
                    + "render the whole list again")
        }
        if let list { openLists.append(list) }
        defer { if list != nil { openLists.removeLast() } }
        for (index, item) in items.enumerated() {
            try spend(children.count, at: tag, "{{#\(tag.name)}}", of: template)
            contexts.append(item)
            positions.append((index == 0, index == items.count - 1))
            defer {
                contexts.removeLast()
                positions.removeLast()
            }
            try render(children, of: template, into: &output)
        }
    }

    private mutating func renderPartial(
        _ tag: Template.Tag, indentation: String, of template: Template,
        into output: inout [UInt8]
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
        guard !indentation.isEmpty else {
            try render(partial, into: &output)
            return
        }
        var rendered: [UInt8] = []
        try render(partial, into: &rendered)
        // Every line that holds more than its line break gets the indentation.
        var indented = ""
        var atLineStart = true
        for character in String(decoding: rendered, as: UTF8.self) {
            if atLineStart && !character.isNewline { indented += indentation }
            indented.append(character)
            atLineStart = character.isNewline
        }
        output += indented.utf8
    }

    /// Counts the `count` nodes about to render under `tag`, written `written`, and reports there
    /// when that takes the renderer past its allowance. The tag is written out only then.
    private mutating func spend(
        _ count: Int, at tag: Template.Tag, _ written: @autoclosure () -> String,
        of template: Template
    ) throws(TemplateError) {
        stepsTaken += count + 1
        guard stepsTaken > allowedSteps else { return }
        if valueCount == nil {
            valueCount = contexts[0].count
            allowedSteps = Self.steps(allowedFor: contexts[0])
            if stepsTaken <= allowedSteps { return }
        }
        throw TemplateError(
            path: template.path, at: tag.location,
            "'\(written())' takes rendering past \(allowedSteps) template nodes for data of "
                + "\(valueCount ?? 0) values: sections over different lists nested in each "
                + "other, or partials that each include another more than once, multiply their "
                + "counts")
    }

    /// The value of `tag`.
    private func lookUp(_ tag: Template.Tag) -> TemplateValue? {
        resolve(tag)?.value
    }

    /// Looks `name` up from the innermost context outwards, then descends along a dotted name;
    /// returns the value and the index of the context it was found in.
    private func resolve(_ tag: Template.Tag) -> (value: TemplateValue, context: Int)? {
        let innermost = contexts.count - 1
        switch tag.name {
        case ".": return contexts.last.map { ($0, innermost) }
        case "-first": return positions.last.map { (.flag($0.isFirst), innermost) }
        case "-last": return positions.last.map { (.flag($0.isLast), innermost) }
        default: break
        }
        guard let head = tag.path.first else { return nil }
        for index in contexts.indices.reversed() {
            guard case .object(let fields) = contexts[index], var found = fields[head] else {
                continue
            }
            for field in tag.path.dropFirst() {
                guard case .object(let inner) = found, let next = inner[field] else {
                    return nil
                }
                found = next
            }
            return (found, index)
        }
        return nil
    }
}
