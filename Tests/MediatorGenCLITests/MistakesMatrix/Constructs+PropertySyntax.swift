// The scenes of state in Swift's property syntax: a property wrapper of the user's own and an
// observer; lazy values, weak and unowned references, an implicitly unwrapped `var` and `willSet`.

extension Constructs {
    /// A property wrapped in the user's `Clamped`, another with the wrapper on a line of its
    /// own, and an optional `var` whose `didSet` counts its changes in another `var`; none where
    /// the mediator is `nonisolated`, which holds `let`s only.
    static func propertySyntax(_ isolation: MatrixIsolation) -> Scene? {
        guard isolation != .nonisolated else { return nil }
        var scene = basic("state in Swift's property syntax", isolation)
        scene.state = [
            SceneState(isVariable: true, name: "seen", value: "0"),
            SceneState(attribute: "@Clamped(1...3)", isVariable: true, name: "level", value: "2"),
            SceneState(isVariable: true, name: "last", type: "Item?", didSet: "seen += 1"),
            SceneState(
                attribute: "@Clamped(0...9)", attributeOnOwnLine: true, isVariable: true,
                name: "rating", type: "Int", value: "5"),
        ]
        return scene
    }
}

extension Constructs {
    /// State that Swift's modifiers shape: `lazy` values built from the mediator and from another
    /// property, a `weak` reference, `unowned` and `unowned(unsafe)` ones, an implicitly
    /// unwrapped `var` without a value and a `willSet`; where the mediator is `nonisolated`,
    /// `let`s only, the weak reference a `weak let`.
    static func references(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("lazy, weak and unowned state", isolation)
        let unowned = [
            SceneState(
                modifier: "unowned", isVariable: false, name: "league", type: "League",
                value: "League.main"),
            SceneState(
                modifier: "unowned(unsafe)", isVariable: false, name: "backup", type: "League",
                value: "League.main"),
        ]
        guard isolation != .nonisolated else {
            scene.state =
                [
                    SceneState(isVariable: false, name: "limit", value: "10"),
                    SceneState(
                        modifier: "weak", isVariable: false, name: "umpire", type: "League?",
                        value: "League.main"),
                ] + unowned
            return scene
        }
        scene.state =
            [
                SceneState(isVariable: true, name: "seen", value: "0"),
                SceneState(
                    modifier: "lazy", isVariable: true, name: "title",
                    value: "String(describing: type(of: self))"),
                SceneState(
                    modifier: "lazy", isVariable: true, name: "summary", type: "String",
                    value: "\"\\(seen) changes\""),
                SceneState(modifier: "weak", isVariable: true, name: "umpire", type: "League?"),
            ] + unowned + [
                SceneState(isVariable: true, name: "kickOff", type: "League!"),
                SceneState(isVariable: true, name: "best", type: "Int?", willSet: "seen += 1"),
            ]
        return scene
    }
}
