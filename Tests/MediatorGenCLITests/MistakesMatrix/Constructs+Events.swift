// The constructs of events: results, effects, streams, routes, reactions and delivery.

extension Constructs {
    /// Requests answered by a colleague and by the mediator.
    static func requests(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("requests", isolation)
        scene.colleagues.append(SceneColleague(type: "Catalog", form: .weak))
        scene.events = [
            SceneEvent(
                name: "price", parameters: [.init(label: "of", name: "item", type: "Item")],
                result: "Int", senders: ["Cart"], routes: [.to("Till")]),
            SceneEvent(
                name: "quote", parameters: [.init(label: "_", name: "count", type: "Int")],
                result: "Item", senders: ["Cart", "outside"], routes: [.mediator]),
            SceneEvent(
                name: "stock", result: "[Item]?", senders: ["Cart"], routes: [.to("Catalog")]),
        ]
        return scene
    }

    /// A `strong` keyed set that answers requests routed to the first member of a key.
    static func keyedRequests(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "keyed requests", isolation: isolation)
        scene.colleagues = [
            SceneColleague(type: "Router"),
            SceneColleague(type: "Provider", form: .strongKeyed("Key")),
        ]
        scene.events = [
            SceneEvent(
                name: "price",
                parameters: [
                    .init(label: "of", name: "key", type: "Key"),
                    .init(name: "item", type: "Item"),
                ],
                result: "Int", senders: ["Router"],
                routes: [.keyed("Provider", key: "key", first: true)]),
            SceneEvent(
                name: "prices", parameters: [.init(label: "_", name: "key", type: "Key")],
                result: "AsyncStream<Int>", senders: ["Router"],
                routes: [.keyed("Provider", key: "key", first: true)]),
        ]
        return scene
    }

    /// `async`, `throws`, both, and `collecting errors`.
    static func effects(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("async, throws and collecting errors", isolation)
        scene.colleagues.append(SceneColleague(type: "Log", form: .set))
        scene.events = [
            SceneEvent(
                name: "save", parameters: [.init(label: "_", name: "item", type: "Item")],
                isAsync: true, isThrowing: true, senders: ["Cart"], routes: [.to("Till")]),
            SceneEvent(
                name: "load", isAsync: true, result: "Int", senders: ["Cart"], routes: [.to("Till")]
            ),
            SceneEvent(
                name: "check", parameters: [.init(name: "count", type: "Int")], isThrowing: true,
                senders: ["Cart"],
                routes: [.to("Till"), .to("Log")], collectingErrors: true),
        ]
        return scene
    }

    /// `-> AsyncStream<T>` and `-> AsyncThrowingStream<T, Error>`, from a colleague and from the
    /// mediator's reaction.
    static func streams(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("streams", isolation)
        scene.events = [
            SceneEvent(
                name: "prices", parameters: [.init(label: "for", name: "item", type: "Item")],
                result: "AsyncStream<Int>", senders: ["Cart"], routes: [.to("Till")]),
            SceneEvent(
                name: "items", result: "AsyncStream<Item>", senders: ["Cart"], routes: [.to("Till")]
            ),
            SceneEvent(
                name: "progress", parameters: [.init(label: "_", name: "count", type: "Int")],
                result: "AsyncThrowingStream<Int, Error>", senders: ["Cart"], routes: [.mediator]),
        ]
        return scene
    }

    /// A closure in a payload.
    static func closures(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("closure payloads", isolation)
        scene.events = [
            SceneEvent(
                name: "fetch",
                parameters: [
                    .init(label: "_", name: "item", type: "Item"),
                    .init(name: "done", type: "@escaping @Sendable (Int) -> Void"),
                ],
                senders: ["Cart"], routes: [.to("Till")])
        ]
        return scene
    }

    /// `all`, `others` and `except sender`.
    static func broadcasts(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "all, others and except sender", isolation: isolation)
        scene.colleagues = [
            SceneColleague(type: "Player", form: .set), SceneColleague(type: "Board"),
        ]
        scene.events = [
            SceneEvent(
                name: "moved", parameters: [.init(label: "_", name: "step", type: "Int")],
                senders: ["Player"], routes: [.all]),
            SceneEvent(
                name: "left", parameters: [.init(name: "item", type: "Item")], senders: ["Player"],
                routes: [.exceptSender("Player"), .to("Board")]),
            SceneEvent(name: "joined", senders: ["Player"], routes: [.others]),
        ]
        return scene
    }

    /// Reactions, `with sender`, `from outside`, `from mediator` and `then`.
    static func reactions(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(
            construct: "reactions, with sender, from outside, from mediator, then",
            isolation: isolation)
        scene.colleagues = [SceneColleague(type: "Left"), SceneColleague(type: "Right")]
        scene.events = [
            SceneEvent(
                name: "said", parameters: [.init(label: "_", name: "words", type: "String")],
                senders: ["Left", "Right"],
                routes: [.mediator], withSender: true, followUps: ["echo"]),
            SceneEvent(
                name: "echo", parameters: [.init(label: "_", name: "item", type: "Item")],
                senders: ["mediator"], routes: [.to("Left"), .to("Right")]),
            SceneEvent(
                name: "reset", parameters: [.init(name: "count", type: "Int")],
                senders: ["outside"], routes: [.mediator], followUps: ["ping"]),
            SceneEvent(name: "ping", senders: ["outside", "mediator"], routes: [.to("Left")]),
        ]
        return scene
    }

    /// `concurrently`, alone and with `collecting errors`, in the modes that allow it.
    static func concurrently(_ isolation: MatrixIsolation) -> Scene? {
        guard isolation != .none else { return nil }
        var scene = Scene(construct: "concurrently", isolation: isolation)
        scene.colleagues = [
            SceneColleague(type: "Source"), SceneColleague(type: "Cloud"),
            SceneColleague(type: "Device", form: .set),
        ]
        scene.events = [
            SceneEvent(
                name: "refresh", parameters: [.init(label: "_", name: "item", type: "Item")],
                isAsync: true, senders: ["Source"],
                routes: [.to("Cloud"), .to("Device")], concurrently: true),
            SceneEvent(
                name: "upload", isAsync: true, isThrowing: true, senders: ["Source"],
                routes: [.to("Device")],
                concurrently: true, collectingErrors: true),
        ]
        return scene
    }

    static func whenConnected(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "when connected", isolation: isolation)
        scene.colleagues = [
            SceneColleague(type: "View"),
            SceneColleague(type: "Store", form: .weak, calledDirectly: true),
        ]
        scene.whenConnected = ["show"]
        scene.events = [
            SceneEvent(
                name: "show", parameters: [.init(label: "_", name: "items", type: "[Item]")],
                senders: ["mediator"], routes: [.to("View")])
        ]
        return scene
    }

    /// Both behaviors, with synchronous and `async` events.
    static func behaviors(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("behaviors", isolation)
        scene.behaviors = ["delivery", "dispatch"]
        scene.events[0].routes = [.to("Till"), .mediator]
        scene.events.append(
            SceneEvent(name: "synced", isAsync: true, senders: ["Cart"], routes: [.to("Till")]))
        return scene
    }

    /// An event written one parameter a line, a closure and a result among them.
    static func onePerLine(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("one parameter a line", isolation)
        scene.events = [
            SceneEvent(
                name: "addedToTheCart",
                parameters: [
                    .init(name: "item", type: "Item"),
                    .init(label: "quantity", name: "count", type: "Int"),
                    .init(name: "done", type: "@escaping @Sendable (Item) -> Void"),
                ],
                result: "[Int]", senders: ["Cart"], routes: [.to("Till")], onePerLine: true)
        ]
        return scene
    }
}
