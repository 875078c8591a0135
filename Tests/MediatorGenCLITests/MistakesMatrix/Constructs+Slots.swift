// The scene of several slots of one colleague type, each named with `as`.

extension Constructs {
    /// Pages of one protocol in two slots that share an outbox, reached all at once, one by its
    /// name, or the one the mediator's state or a parameter picks; fencers of one class in two
    /// slots that keep their outboxes in properties of their own, one greeting the other, and the
    /// reaction learning which scored.
    static func slots(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "several slots of one type", isolation: isolation)
        scene.colleagues = [
            SceneColleague(type: "Page", isProtocol: true, property: "first"),
            SceneColleague(type: "Page", isProtocol: true, property: "second"),
            SceneColleague(type: "Fencer", property: "home", outbox: "homeBox"),
            SceneColleague(type: "Fencer", property: "away", outbox: "awayBox"),
            SceneColleague(type: "Till"),
        ]
        // A nonisolated mediator holds `let`s only.
        scene.state = [
            SceneState(
                isVariable: isolation != .nonisolated, name: "shown", type: "PageSlot",
                value: ".first")
        ]
        scene.events = [
            SceneEvent(name: "render", senders: ["outside"], routes: [.to("Page")]),
            SceneEvent(
                name: "scroll", parameters: [.init(label: "by", name: "offset", type: "Int")],
                senders: ["Till"], routes: [.keyed("Page", key: "shown", first: false)]),
            SceneEvent(
                name: "mark",
                parameters: [
                    .init(label: "_", name: "slot", type: "PageSlot"),
                    .init(name: "item", type: "Item"),
                ],
                senders: ["outside"], routes: [.keyed("Page", key: "slot", first: false)]),
            SceneEvent(
                name: "title", parameters: [.init(label: "_", name: "text", type: "String")],
                senders: ["outside"], routes: [.to("first")]),
            SceneEvent(
                name: "turned", parameters: [.init(label: "to", name: "number", type: "Int")],
                senders: ["Page"], routes: [.to("Till")]),
            SceneEvent(
                name: "greeted", parameters: [.init(name: "item", type: "Item")],
                senders: ["home"], routes: [.to("away")]),
            SceneEvent(
                name: "scored", parameters: [.init(label: "_", name: "points", type: "Int")],
                senders: ["Fencer"], routes: [.mediator], withSender: true),
        ]
        return scene
    }
}
