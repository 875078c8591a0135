// Scenes of what a mediator holds besides its colleagues and events: dependencies and hooks.

extension Constructs {
    /// What the mediator `uses`: a value with a default, one passed to `init`, and a class held
    /// weakly.
    static func dependencies(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("dependencies", isolation)
        scene.state = [
            SceneState(
                isVariable: false, name: "pricing", type: "Item", value: "Item()",
                isDependency: true),
            SceneState(isVariable: false, name: "keys", type: "[Key]", isDependency: true),
            SceneState(isVariable: true, name: "ledger", type: "Ledger", isDependency: true),
        ]
        return scene
    }

    /// Code of the mediator's own as an optional colleague changes, members join and leave, and
    /// the mediator is released.
    static func hooks(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("hooks", isolation)
        // Named with `as`, so that a misspelled type leaves the hooks' names as they are.
        scene.colleagues += [
            SceneColleague(type: "Coordinator", form: .optional, property: "coordinator"),
            SceneColleague(type: "Member", form: .set, property: "members"),
        ]
        scene.events[0].routes = [.to("Till"), .to("Coordinator"), .to("Member")]
        scene.hooks = [
            SceneHook(
                declaration: "when coordinator changes", reaction: "handleCoordinatorChange",
                parameters: "from oldValue: Coordinator?, to newValue: Coordinator?",
                colleague: "Coordinator"),
            SceneHook(
                declaration: "when members join", reaction: "handleMembersJoin",
                parameters: "_ member: Member", colleague: "Member"),
            SceneHook(
                declaration: "when members leave", reaction: "handleMembersLeave",
                parameters: "_ member: Member", colleague: "Member"),
            SceneHook(
                declaration: "when released", reaction: "handleReleased", parameters: "",
                isNonisolated: isolation == .otherActor),
        ]
        return scene
    }
}
