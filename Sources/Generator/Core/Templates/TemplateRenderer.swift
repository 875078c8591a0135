/// Renders the templates of a set with a context, keeping the stack of contexts that sections
/// open.
struct TemplateRenderer {
    /// A context on the stack, with where its layout keeps each field the templates look up.
    private struct Scope {
        let value: TemplateValue
        /// The values of the fields of `value`, when it is an object.
        let fieldValues: [TemplateValue]
        /// The slot of each field symbol in `fieldValues`; empty when `value` is not an object.
        let slots: SlotTables.Slots

        /// The slot of the field with the symbol `symbol`, if `value` is an object with one.
        func slot(of symbol: Int) -> Int? {
            symbol < slots.count ? slots[symbol] : nil
        }
    }

    private let templates: TemplateSet
    private var scopes: [Scope] = []
    private var slotTables: SlotTables
    /// Whether the innermost list item being rendered is the first and the last.
    private var positions: [(isFirst: Bool, isLast: Bool)] = []
    /// How many partials are being rendered inside each other.
    private var depth = 0

    /// Partials nested deeper than this are taken for a cycle.
    static let maximumDepth = 32

    /// Makes a renderer of the templates of `templates` with `context` as the outermost context.
    init(templates: TemplateSet, context: TemplateValue) {
        self.templates = templates
        self.slotTables = SlotTables(symbols: templates.symbols)
        push(context)
    }

    private mutating func push(_ value: TemplateValue) {
        guard case .object(let fields) = value else {
            scopes.append(Scope(value: value, fieldValues: [], slots: []))
            return
        }
        scopes.append(
            Scope(
                value: value, fieldValues: fields.values,
                slots: slotTables.slots(of: fields.layout)))
    }

    /// Renders `nodes`, which belong to the template `name`.
    mutating func render<Sink>(
        _ nodes: [Template.Node], in name: String, into output: inout TemplateOutput<Sink>
    ) throws(TemplateError) {
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                output.append(text)
            case .variable(let key, let line):
                guard case .text(let text)? = lookUp(key) else {
                    throw TemplateError(
                        templateName: name, line: line,
                        message: "'{{\(key.text)}}' is not a text value here")
                }
                output.append(text)
            case .section(let key, let inverted, let children, let line):
                try renderSection(key, inverted, children, line, in: name, into: &output)
            case .partial(let partialName, let indentation, let line):
                try renderPartial(partialName, indentation, line, in: name, into: &output)
            }
        }
    }

    private mutating func renderSection<Sink>(
        _ key: TemplateKey, _ inverted: Bool, _ children: [Template.Node], _ line: Int,
        in name: String, into output: inout TemplateOutput<Sink>
    ) throws(TemplateError) {
        let value = lookUp(key)
        if inverted {
            if !(value?.isTruthy ?? false) {
                try render(children, in: name, into: &output)
            }
            return
        }
        guard let value else {
            throw TemplateError(
                templateName: name, line: line,
                message: "'{{#\(key.text)}}' names no value here")
        }
        guard value.isTruthy else { return }
        guard case .list(let items) = value else {
            try render(
                children, for: value, isFirst: true, isLast: true, in: name, into: &output)
            return
        }
        for (index, item) in items.enumerated() {
            try render(
                children, for: item, isFirst: index == 0, isLast: index == items.count - 1,
                in: name, into: &output)
        }
    }

    /// Renders `nodes` with `item` as the innermost context.
    private mutating func render<Sink>(
        _ nodes: [Template.Node], for item: TemplateValue, isFirst: Bool, isLast: Bool,
        in name: String, into output: inout TemplateOutput<Sink>
    ) throws(TemplateError) {
        push(item)
        positions.append((isFirst, isLast))
        defer {
            scopes.removeLast()
            positions.removeLast()
        }
        try render(nodes, in: name, into: &output)
    }

    private mutating func renderPartial<Sink>(
        _ partialName: String, _ indentation: [UInt8], _ line: Int, in name: String,
        into output: inout TemplateOutput<Sink>
    ) throws(TemplateError) {
        guard let partial = templates.templates[partialName] else {
            throw TemplateError(
                templateName: name, line: line, message: "no template named '\(partialName)'")
        }
        guard depth < Self.maximumDepth else {
            throw TemplateError(
                templateName: name, line: line,
                message: "templates include each other in a cycle through '\(partialName)'")
        }
        // A partial renders with the current context; every section it opens, it closes.
        depth += 1
        defer { depth -= 1 }
        if indentation.isEmpty {
            try render(partial.nodes, in: partial.name, into: &output)
        } else {
            output.beginIndentation(indentation)
            defer { output.endIndentation() }
            try render(partial.nodes, in: partial.name, into: &output)
        }
    }

    /// Looks `key` up from the innermost context outwards; dotted keys then descend.
    private mutating func lookUp(_ key: TemplateKey) -> TemplateValue? {
        switch key.kind {
        case .current: return scopes.last?.value
        case .isFirst: return positions.last.map { .flag($0.isFirst) }
        case .isLast: return positions.last.map { .flag($0.isLast) }
        case .path: break
        }
        guard let head = key.symbols.first else { return nil }
        for index in scopes.indices.reversed() {
            guard let slot = scopes[index].slot(of: head) else { continue }
            var found = scopes[index].fieldValues[slot]
            for symbol in key.symbols.dropFirst() {
                guard case .object(let inner) = found,
                    let next = slotTables.slot(of: symbol, in: inner)
                else {
                    return nil
                }
                found = inner.values[next]
            }
            return found
        }
        return nil
    }
}
