/// Code of the mediator's own that runs when an optional colleague is attached, replaced or
/// detached, when a member joins or leaves a set, or when the mediator is released: a reaction,
/// which the user writes in an extension, as for events routed to `mediator`.
package struct HookModel: Sendable, Equatable {
    /// What the hook runs on.
    package enum Kind: Sendable, Equatable {
        /// The optional colleague at this index of the mediator's colleagues is attached,
        /// replaced or detached: `when coordinator changes`.
        case change(colleague: Int)
        /// A member joins the set at this index: `when players join`.
        case join(colleague: Int)
        /// A member leaves the set at this index: `when players leave`.
        case leave(colleague: Int)
        /// The mediator is released: `when released`, from its `deinit`.
        case released
    }

    package var kind: Kind
    /// The reaction's name: `handleCoordinatorChange`, `handlePlayersJoin`, `handleReleased`.
    package var reaction: String
    /// Documentation lines for the reaction's requirement.
    package var documentation: [String]
    /// Where `when` is written.
    package var location: SourceLocation

    /// The index of the colleague the hook watches; `nil` for `when released`.
    package var colleague: Int? {
        switch kind {
        case .change(let index), .join(let index), .leave(let index): index
        case .released: nil
        }
    }
}
