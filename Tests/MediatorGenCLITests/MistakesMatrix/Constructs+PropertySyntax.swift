// The scene of state in Swift's property syntax: a property wrapper of the user's own and an
// observer.

extension Constructs {
    /// A property wrapped in the user's `Clamped` and an optional `var` whose `didSet` counts its
    /// changes in another `var`; none where the mediator is `nonisolated`, which holds `let`s
    /// only.
    static func propertySyntax(_ isolation: MatrixIsolation) -> Scene? {
        guard isolation != .nonisolated else { return nil }
        var scene = basic("state in Swift's property syntax", isolation)
        scene.state = [
            SceneState(isVariable: true, name: "seen", value: "0"),
            SceneState(attribute: "@Clamped(1...3)", isVariable: true, name: "level", value: "2"),
            SceneState(isVariable: true, name: "last", type: "Item?", didSet: "seen += 1"),
        ]
        return scene
    }
}
