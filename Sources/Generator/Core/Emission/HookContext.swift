/// The data of one hook: its requirement in the mediator's `Reactions` protocol.
struct HookContext: Encodable {
    /// What the requirement's declaration starts with: `nonisolated ` for `when released` in a
    /// mediator on a global actor other than the main actor's, whose `deinit` is not isolated;
    /// else nothing.
    let modifiers: String
    /// The reaction: `handleCoordinatorChange`, `handlePlayersJoin`, `handleReleased`.
    let name: String
    /// Its parameters: `from oldValue: Coordinator?` and `to newValue: Coordinator?`, or
    /// `_ member: Player` and `key: String`, or none.
    let parameters: [String]
    let docComment: [String]
    /// The line of `when`, where the compiler reports a requirement it cannot declare.
    let line: Int

    init(_ hook: HookModel, in mediator: MediatorModel) {
        // A mediator on a global actor other than the main actor's cannot isolate its `deinit`.
        let releasesOffActor = mediator.globalActor != nil && !mediator.isOnMainActor
        let parameters: [String]
        let documentation: String
        switch hook.kind {
        case .change(let index):
            let colleague = mediator.colleagues[index]
            parameters = [
                "from oldValue: \(colleague.optionalType)",
                "to newValue: \(colleague.optionalType)",
            ]
            documentation =
                "Called when `\(colleague.propertyName)` is attached, replaced or detached, with "
                + "the colleague before and after; not for the one `init` is given."
        case .join(let index):
            let colleague = mediator.colleagues[index]
            parameters =
                ["_ member: \(colleague.swiftType)"]
                + (colleague.keyType.map { ["key: \($0)"] } ?? [])
            documentation =
                "Called when a member joins `\(colleague.propertyName)`, once it has joined."
        case .leave(let index):
            let colleague = mediator.colleagues[index]
            parameters = ["_ member: \(colleague.swiftType)"]
            documentation =
                "Called when a member leaves `\(colleague.propertyName)`, once it has left."
        case .released:
            parameters = []
            documentation =
                releasesOffActor
                ? "Called from `deinit`, on the thread that releases the mediator last: it is "
                    + "not isolated to the mediator's actor."
                : "Called from `deinit`, before the colleagues are disconnected."
        }
        modifiers = hook.kind == .released && releasesOffActor ? "nonisolated " : ""
        name = hook.reaction
        self.parameters = parameters
        docComment = DocumentationText.comment(
            hook.documentation.isEmpty ? [documentation] : hook.documentation, indentation: 8)
        line = hook.location.line
    }
}
