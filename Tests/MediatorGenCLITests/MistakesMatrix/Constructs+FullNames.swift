// The scene of events told apart as Swift tells functions apart: by base name and labels.

extension Constructs {
    /// A codable mediator whose events share base names. `added` twice: the second written one
    /// parameter a line, with a default value, sent from a colleague and from outside, heard by
    /// the till and the mediator's reaction with its sender, and named by its full name after
    /// the first's `then`. `total` twice, requests the till answers, the second's one parameter
    /// on a line of its own. The user's code switches
    /// over `Event`, whose cases of these events are named after base name and labels.
    static func fullNames(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(
            construct: "events that share a base name", isolation: isolation, isCodable: true)
        scene.colleagues = [SceneColleague(type: "Cart"), SceneColleague(type: "Till")]
        scene.switchesOverEvents = true
        scene.events = [
            SceneEvent(
                name: "added",
                parameters: [
                    .init(label: "_", name: "item", type: "Item"),
                    .init(name: "count", type: "Int"),
                ],
                senders: ["Cart"], routes: [.to("Till")], followUps: ["added(_:at:)"]),
            SceneEvent(
                name: "added",
                parameters: [
                    .init(label: "_", name: "item", type: "Item"),
                    .init(label: "at", name: "index", type: "Int", defaultValue: "0"),
                ],
                senders: ["Cart", "outside"], routes: [.to("Till"), .mediator], withSender: true,
                onePerLine: true),
            SceneEvent(
                name: "total", parameters: [.init(label: "of", name: "item", type: "Item")],
                result: "Int", senders: ["Cart"], routes: [.to("Till")]),
            SceneEvent(
                name: "total", parameters: [.init(label: "in", name: "currency", type: "String")],
                result: "Int", senders: ["Cart"], routes: [.to("Till")], onePerLine: true),
        ]
        return scene
    }
}
