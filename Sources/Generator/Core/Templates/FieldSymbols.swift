/// The field names the templates of a set look up, numbered.
///
/// Each key of a template in a set carries the numbers of its names, and rendering finds a field
/// in an object by indexing a table of its layout (``SlotTables``) rather than by hashing the
/// name in every object it looks in.
struct FieldSymbols {
    /// The names, by number.
    private(set) var names: [String] = []
    private var numbers: [String: Int] = [:]

    /// The number of `name`, given it now if it has none yet.
    mutating func number(of name: String) -> Int {
        if let number = numbers[name] { return number }
        numbers[name] = names.count
        names.append(name)
        return names.count - 1
    }

    /// `nodes` with every key bound to these numbers.
    mutating func bind(_ nodes: [Template.Node]) -> [Template.Node] {
        nodes.map { node in
            switch node {
            case .text, .partial:
                return node
            case .variable(let key, let line):
                return .variable(key.bound(to: &self), line: line)
            case .section(let key, let inverted, let children, let line):
                return .section(
                    key.bound(to: &self), inverted: inverted, children: bind(children), line: line)
            }
        }
    }
}
