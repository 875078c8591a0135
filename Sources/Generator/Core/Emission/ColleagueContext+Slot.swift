/// How the mediator holds a colleague, and what its `init` does with it.
extension ColleagueContext {
    /// How the mediator holds the colleague.
    enum Kind: TemplateChoice {
        case strong
        case weak
        case set(weak: Bool)
        /// Settable and `nil` until one is attached (`colleague Name?`), held strongly or weakly.
        case optional(weak: Bool)

        static let caseNames = ["strong", "weak", "set", "optional"]
    }

    /// How the mediator's property holds the colleague: ``Kind``, behind a lock in a
    /// `nonisolated` mediator (`lockedSet`, `lockedWeak`, `lockedOptional`), which has no `var`.
    enum Shape: TemplateChoice {
        static let caseNames = [
            "strong", "weak", "set", "optional", "observedOptional", "lockedWeak", "lockedSet",
            "lockedOptional",
        ]

        case strong
        case weak
        case set
        /// A plain optional property: the colleague neither sends nor is watched by a hook.
        case optional(weak: Bool)
        /// An optional property whose `didSet` connects the colleague's outbox, runs the
        /// mediator's `when property changes`, or both.
        case observedOptional(weak: Bool)
        case lockedWeak
        case lockedSet
        case lockedOptional(weak: Bool)
    }

    /// What `init` does with a one-instance colleague once the mediator is attached to its link.
    enum Connection: TemplateChoice {
        static let caseNames = ["assigns", "connectsIfPresent", "connects"]

        /// Assigns the optional colleague to its property, which connects it (`nonisolated`).
        case assigns
        /// Connects the optional colleague's outbox if one is passed.
        case connectsIfPresent
        /// Connects the colleague's outbox.
        case connects
    }
}
