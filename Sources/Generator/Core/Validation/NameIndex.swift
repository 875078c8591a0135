/// Names declared in a mediator, in declaration order, with the position of each, so that
/// resolving a name takes the same time however many names there are.
struct NameIndex {
    /// The names in declaration order, for "did you mean" hints.
    let names: [String]
    private let positions: [String: Int]

    /// Indexes `names`; a name given twice resolves to its first position.
    init(_ names: [String]) {
        self.names = names
        self.positions = Dictionary(
            names.enumerated().map { ($0.element, $0.offset) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The position of the first declaration of `name`, if it is declared.
    func position(of name: String) -> Int? {
        positions[name]
    }

    /// Whether `name` is declared.
    func contains(_ name: String) -> Bool {
        positions[name] != nil
    }
}

/// The colleagues and roles of one mediator, indexed for the validation of its events.
struct MediatorMembers {
    /// The validated colleagues, in declaration order.
    let colleagues: [ColleagueModel]
    /// The validated roles, in declaration order.
    let roles: [RoleModel]
    /// The colleague type names.
    let colleagueNames: NameIndex
    /// The role names.
    let roleNames: NameIndex
    /// The role players, found here; the events are added once they are validated.
    let participation: Participation
    /// The slots each colleague name in a route stands for: a type, every slot of it; the
    /// property of one of several slots of a type, that slot.
    let slots: [String: [Int]]
    /// The names of ``slots``, types first, for "did you mean" hints.
    let slotNames: [String]

    /// Indexes `colleagues` and `roles`.
    init(colleagues: [ColleagueModel], roles: [RoleModel]) {
        self.colleagues = colleagues
        self.roles = roles
        self.colleagueNames = NameIndex(colleagues.map(\.typeName))
        self.roleNames = NameIndex(roles.map(\.name))
        self.participation = Participation(roleCount: roles.count, colleagues: colleagues)
        var slots: [String: [Int]] = [:]
        for (index, colleague) in colleagues.enumerated() {
            slots[colleague.typeName, default: []].append(index)
        }
        var slotNames = colleagueNames.names
        for (index, colleague) in colleagues.enumerated() where colleague.isOneOfSeveral {
            // A type's name, written first, stands for the type.
            guard slots[colleague.propertyName.text] == nil else { continue }
            slots[colleague.propertyName.text] = [index]
            slotNames.append(colleague.propertyName.text)
        }
        self.slots = slots
        self.slotNames = slotNames
    }

    /// For each role, the colleagues that play it, in declaration order.
    var players: [[Int]] { participation.rolePlayers }
}
