/// Where each field name of a template set is in each object layout met while rendering, worked
/// out once per layout.
struct SlotTables {
    /// The slots of one layout, by field symbol; `nil` where the layout has no such field.
    typealias Slots = [Int?]

    private let symbols: FieldSymbols
    private var tables: [ObjectIdentifier: (layout: FieldLayout, slots: Slots)] = [:]
    /// The layout asked for last: the items of a list are mostly made alike.
    private var last: (layout: FieldLayout, slots: Slots)?

    /// Makes tables for the names numbered in `symbols`.
    init(symbols: FieldSymbols) {
        self.symbols = symbols
    }

    /// The slots of `layout`.
    mutating func slots(of layout: FieldLayout) -> Slots {
        if let last, last.layout === layout {
            return last.slots
        }
        let identifier = ObjectIdentifier(layout)
        let slots: Slots
        if let known = tables[identifier] {
            slots = known.slots
        } else {
            // Keeping the layout keeps its identifier from being reused by another.
            slots = symbols.names.map(layout.slot(of:))
            tables[identifier] = (layout, slots)
        }
        last = (layout, slots)
        return slots
    }

    /// Where `fields` holds the field with the symbol `symbol`, if it has one.
    mutating func slot(of symbol: Int, in fields: TemplateFields) -> Int? {
        slots(of: fields.layout)[symbol]
    }
}
