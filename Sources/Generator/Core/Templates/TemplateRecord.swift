/// A kind of template object whose fields are the cases of an enumeration, named by their raw
/// values.
///
/// Objects made with ``TemplateFields/init(_:)`` share the kind's layout, and the compiler checks
/// that a `switch` over the cases gives every field a value.
protocol TemplateRecord: CaseIterable, RawRepresentable<String> {
    /// The layout of objects of this kind, made once: `static let layout = FieldLayout(Self.self)`.
    static var layout: FieldLayout { get }
}

extension FieldLayout {
    /// Makes the layout of the objects of `record`: its cases, in declaration order.
    convenience init<Record: TemplateRecord>(_ record: Record.Type) {
        self.init(record.allCases.map(\.rawValue))
    }
}

extension TemplateFields {
    /// Makes an object of the kind `Record`, with `value(field)` as the value of each field.
    init<Record: TemplateRecord>(_ value: (Record) -> TemplateValue) {
        self.init(layout: Record.layout, values: Record.allCases.map(value))
    }
}
