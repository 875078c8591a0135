/// The named fields of a template object, looked up by the tags inside a section over it.
///
/// Written as a dictionary literal, `["name": "Ann", "age": "7"]`. The values are kept in the
/// order of a ``FieldLayout`` that objects made alike share.
public struct TemplateFields: Sendable {
    /// The names of the fields, by slot.
    private(set) var layout: FieldLayout
    /// The value of each field, by slot.
    private(set) var values: [TemplateValue]

    /// Makes an object with `values` in the slots of `layout`.
    init(layout: FieldLayout, values: [TemplateValue]) {
        precondition(layout.names.count == values.count, "one value for each field")
        self.layout = layout
        self.values = values
    }

    /// The number of fields.
    public var count: Int { values.count }

    /// The names of the fields, in the order they were given.
    public var keys: [String] { layout.names }

    /// The value of the field `name`; setting `nil` removes the field.
    public subscript(name: String) -> TemplateValue? {
        get {
            layout.slot(of: name).map { values[$0] }
        }
        set {
            switch (layout.slot(of: name), newValue) {
            case (let slot?, let value?):
                values[slot] = value
            case (let slot?, nil):
                var names = layout.names
                names.remove(at: slot)
                values.remove(at: slot)
                layout = FieldLayout(names)
            case (nil, let value?):
                layout = FieldLayout(layout.names + [name])
                values.append(value)
            case (nil, nil):
                break
            }
        }
    }
}

extension TemplateFields: ExpressibleByDictionaryLiteral {
    /// Makes an object from a literal.
    ///
    /// - Precondition: No name is given twice.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(layout: FieldLayout(elements.map(\.0)), values: elements.map(\.1))
    }
}

extension TemplateFields: Sequence {
    /// Iterates over the fields as name and value, in the order they were given.
    public struct Iterator: IteratorProtocol {
        private let fields: TemplateFields
        private var slot = 0

        fileprivate init(_ fields: TemplateFields) {
            self.fields = fields
        }

        /// The next field.
        public mutating func next() -> (key: String, value: TemplateValue)? {
            guard slot < fields.count else { return nil }
            defer { slot += 1 }
            return (fields.layout.names[slot], fields.values[slot])
        }
    }

    /// Iterates over the fields as name and value.
    public func makeIterator() -> Iterator {
        Iterator(self)
    }
}

extension TemplateFields: Equatable {
    /// Whether both have the same fields with equal values, in any order.
    public static func == (lhs: TemplateFields, rhs: TemplateFields) -> Bool {
        if lhs.layout === rhs.layout {
            return lhs.values == rhs.values
        }
        return lhs.count == rhs.count && lhs.allSatisfy { rhs[$0.key] == $0.value }
    }
}
