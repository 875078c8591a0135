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
        let colleague = hook.colleague.map { mediator.colleagues[$0] }
        let property = colleague.map { "`\($0.propertyName)`" } ?? ""
        let parameters: [String]
        let documentation: String
        switch hook.kind {
        case .change:
            let type = colleague.map { $0.isProtocol ? "(any \($0.typeName))?" : $0.typeName + "?" }
            parameters = ["from oldValue: \(type ?? "")", "to newValue: \(type ?? "")"]
            documentation =
                "Called when \(property) is attached, replaced or detached, with the colleague "
                + "before and after; not for the one `init` is given."
        case .join:
            parameters =
                ["_ member: \(colleague?.swiftType ?? "")"]
                + (colleague?.keyType.map { ["key: \($0)"] } ?? [])
            documentation = "Called when a member joins \(property), once it has joined."
        case .leave:
            parameters = ["_ member: \(colleague?.swiftType ?? "")"]
            documentation = "Called when a member leaves \(property), once it has left."
        case .released:
            parameters = []
            documentation =
                mediator.retainsOnEverySend && !mediator.isNonisolated
                ? "Called from `deinit`, on the thread that releases the mediator last: it is "
                    + "not isolated to the mediator's actor."
                : "Called from `deinit`, before the colleagues are disconnected."
        }
        // A global actor's mediator other than the main actor's cannot isolate its `deinit`.
        modifiers =
            hook.kind == .released && mediator.globalActor != nil && !mediator.isOnMainActor
            ? "nonisolated " : ""
        name = hook.reaction
        self.parameters = parameters
        docComment = DocumentationText.comment(
            hook.documentation.isEmpty ? [documentation] : hook.documentation, indentation: 8)
        line = hook.location.line
    }
}
