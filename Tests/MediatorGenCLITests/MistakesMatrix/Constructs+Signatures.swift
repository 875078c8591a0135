// The scene of signatures as an app writes them: default values, `@discardableResult` and a
// mediator that the app may subclass.

extension Constructs {
    /// A `subclassable` mediator (`@unchecked Sendable` when `nonisolated`) whose events have
    /// default values, sent from a colleague and from outside, and a request whose answer may be
    /// ignored.
    static func signatures(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("signatures: default values, discardable results, subclasses", isolation)
        scene.isSubclassable = true
        scene.uncheckedSendable = isolation == .nonisolated
        scene.events = [
            SceneEvent(
                name: "added",
                parameters: [
                    .init(name: "item", type: "Item"),
                    .init(name: "count", type: "Int", defaultValue: "1"),
                ],
                senders: ["Cart", "outside"], routes: [.to("Till")]),
            SceneEvent(
                name: "total",
                parameters: [
                    .init(label: "in", name: "currency", type: "String", defaultValue: "\"EUR\"")
                ],
                result: "Int", senders: ["Cart"], routes: [.to("Till")], isDiscardable: true),
        ]
        return scene
    }
}
