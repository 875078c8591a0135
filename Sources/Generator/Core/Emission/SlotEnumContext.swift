/// The enum generated for a type that fills several slots, `PageSlot`: a case per slot, named
/// like its property, for the value that picks a slot when an event is sent (`to Page[shown]`).
struct SlotEnumContext: Encodable {
    let name: String
    let typeName: String
    /// The cases, in spec order.
    let cases: [String]
    /// The line of the type's first slot.
    let line: Int

    /// One for each type that fills several slots of `mediator`, in spec order.
    static func all(of mediator: MediatorModel) -> [SlotEnumContext] {
        mediator.slotsByType.map { slots in
            let first = mediator.colleagues[slots[0]]
            return SlotEnumContext(
                name: GeneratedNames.slotEnum(ofType: first.typeName), typeName: first.typeName,
                cases: slots.map { mediator.colleagues[$0].propertyName.declared },
                line: first.location.line)
        }
    }
}
