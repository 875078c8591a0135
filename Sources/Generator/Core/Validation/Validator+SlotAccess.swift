// The access level written before a colleague: a slot kept narrower than its mediator.

extension Validator {
    /// The access level of `colleague`'s slot, when written: one the mediator's reactions can
    /// reach (not `private` nor `fileprivate`, which would hide the slot from the reactions you
    /// write in another file), no wider than the mediator's own.
    mutating func checkedSlotAccess(_ colleague: ColleagueSyntax, in mediator: MediatorSyntax)
        -> AccessLevel?
    {
        guard let written = colleague.accessLevel else { return nil }
        let mediatorLevel =
            AccessLevel(rawValue: (mediator.accessLevel ?? .internal).rawValue)
            ?? .internal
        guard let level = AccessLevel(rawValue: written.text) else {
            diagnostics.error(
                "'\(written.text)' would hide the slot of '\(colleague.name.text)' from the "
                    + "mediator's reactions, which you write in another file than the generated "
                    + "one; write 'internal', or leave the access level out", at: written.location)
            return nil
        }
        if level.rank > mediatorLevel.rank {
            diagnostics.error(
                "the slot of '\(colleague.name.text)' cannot be '\(level.rawValue)' in a mediator "
                    + "that is '\(mediatorLevel.rawValue)'; leave the access level out",
                at: written.location)
            return nil
        }
        return level
    }
}

extension AccessLevel {
    /// How far the level reaches: `internal` least, `public` most.
    var rank: Int {
        switch self {
        case .internal: 0
        case .package: 1
        case .public: 2
        }
    }
}
