/// The names of the fields of template objects made alike, in the order their values are kept.
///
/// A large spec's template data holds tens of thousands of objects of a few kinds; objects of one
/// kind share one layout, so no object hashes and stores its field names again, and rendering
/// works out where a field is once per layout rather than once per object.
final class FieldLayout: Sendable {
    /// The names, in slot order.
    let names: [String]
    /// The slot of each name.
    private let slots: [String: Int]

    /// Makes a layout of `names`, in that order.
    ///
    /// - Precondition: No name is given twice.
    init(_ names: [String]) {
        self.names = names
        self.slots = Dictionary(uniqueKeysWithValues: zip(names, names.indices))
    }

    /// The slot of the field `name`, or `nil` when the layout has no such field.
    func slot(of name: String) -> Int? {
        slots[name]
    }
}
