/// The constructs of docs/Language.md, each as a small scene in every isolation mode it allows.
/// Events live in Constructs+Events.swift.
enum Constructs {
    /// Every scene of the matrix.
    static var scenes: [Scene] {
        let builders: [(MatrixIsolation) -> Scene?] = [
            oneInstance, access("public"), access("package"), codable, inheritance, witnesses,
            weakAndOptional,
            sets, keyedSets, namedOutboxes, twoMediators, protocolColleagues, roles, state,
            requests, keyedRequests, effects, dependencies, hooks, slots, signatures,
            propertySyntax, references, fullNames, streams, closures, broadcasts, reactions,
            concurrently,
            whenConnected,
            behaviors, onePerLine,
        ]
        return builders.flatMap { build in MatrixIsolation.allCases.compactMap(build) }
    }

    /// `Cart` sends `added(item:count:)` to `Till`: the smallest mediator.
    static func basic(_ construct: String, _ isolation: MatrixIsolation) -> Scene {
        var scene = Scene(construct: construct, isolation: isolation)
        scene.colleagues = [SceneColleague(type: "Cart"), SceneColleague(type: "Till")]
        scene.events = [
            SceneEvent(
                name: "added",
                parameters: [.init(name: "item", type: "Item"), .init(name: "count", type: "Int")],
                senders: ["Cart"], routes: [.to("Till")])
        ]
        return scene
    }

    static func oneInstance(_ isolation: MatrixIsolation) -> Scene? {
        basic("one-instance colleagues", isolation)
    }

    /// A `public` or `package` mediator with colleagues of each kind.
    static func access(_ level: String) -> (MatrixIsolation) -> Scene? {
        { isolation in
            var scene = basic("\(level) mediator", isolation)
            scene.access = level
            scene.colleagues = [
                SceneColleague(type: "Cart"), SceneColleague(type: "Till", form: .weak),
                SceneColleague(type: "Member", form: .set),
                SceneColleague(type: "Display", isProtocol: true),
            ]
            scene.events[0].routes = [.to("Till"), .to("Member"), .to("Display")]
            return scene
        }
    }

    static func codable(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "codable mediator", isolation: isolation, isCodable: true)
        scene.imports = ["Swift"]
        scene.colleagues = [
            SceneColleague(type: "Cart"), SceneColleague(type: "Receipt", form: .weak),
            SceneColleague(type: "Shelf", form: .set),
        ]
        scene.events = [
            SceneEvent(
                name: "added",
                parameters: [
                    .init(label: "_", name: "item", type: "Item"),
                    .init(name: "price", type: "Int"),
                ],
                senders: ["Shelf", "Cart"], routes: [.mediator], withSender: true),
            SceneEvent(
                name: "paid", parameters: [.init(label: "at", name: "time", type: "[Item]")],
                senders: ["outside"], routes: [.to("Receipt")]),
        ]
        return scene
    }

    /// A superclass and a protocol; `@unchecked Sendable` where the mediator is `nonisolated`.
    static func inheritance(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("superclass and protocols", isolation)
        scene.superclass = "Base"
        scene.protocols = ["Audited"]
        scene.uncheckedSendable = isolation == .nonisolated
        return scene
    }

    /// An entry point that satisfies a requirement of `Billing`, a protocol of no isolation: as a
    /// conformance isolated to the main actor on a `@MainActor` mediator, `@preconcurrency` on
    /// `@Worker`, and plain otherwise.
    static func witnesses(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("entry points as protocol witnesses", isolation)
        scene.billing = true
        scene.events.append(
            SceneEvent(
                name: "paid", parameters: [.init(label: "at", name: "total", type: "Int")],
                senders: ["outside"], routes: [.to("Till")]))
        return scene
    }

    static func weakAndOptional(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("weak and optional colleagues", isolation)
        scene.colleagues = [
            SceneColleague(type: "Cart"), SceneColleague(type: "Till", form: .weak),
            SceneColleague(type: "Coordinator", form: .optional),
            SceneColleague(type: "Log", form: .weakOptional),
        ]
        scene.events[0].routes = [.to("Till"), .to("Coordinator"), .to("Log")]
        scene.events.append(
            SceneEvent(
                name: "reported", parameters: [.init(label: "_", name: "text", type: "String")],
                senders: ["Coordinator", "Till"], routes: [.to("Cart")]))
        return scene
    }

    /// A weak set, a strong set, and `others`, sent by a member.
    static func sets(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "colleague sets", isolation: isolation)
        scene.colleagues = [
            SceneColleague(type: "Member", form: .set),
            SceneColleague(type: "Guest", form: .strongSet),
        ]
        scene.events = [
            SceneEvent(
                name: "said", parameters: [.init(label: "_", name: "text", type: "String")],
                senders: ["Member"], routes: [.others]),
            SceneEvent(
                name: "greeted", parameters: [.init(name: "item", type: "Item")],
                senders: ["outside"], routes: [.to("Guest")]),
        ]
        return scene
    }

    static func keyedSets(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "keyed sets", isolation: isolation)
        scene.colleagues = [
            SceneColleague(type: "Router"), SceneColleague(type: "Provider", form: .keyed("Key")),
        ]
        scene.events = [
            SceneEvent(
                name: "load",
                parameters: [
                    .init(label: "_", name: "key", type: "Key"), .init(name: "size", type: "Int"),
                ],
                senders: ["Router"], routes: [.keyed("Provider", key: "key", first: false)]),
            SceneEvent(
                name: "refresh",
                parameters: [
                    .init(label: "for", name: "key", type: "Key"),
                    .init(name: "item", type: "Item"),
                ],
                senders: ["Router"], routes: [.keyed("Provider", key: "key", first: true)]),
            SceneEvent(name: "reset", senders: ["Router"], routes: [.to("Provider")]),
        ]
        return scene
    }

    /// `as`, `outbox` and `called directly`.
    static func namedOutboxes(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "as, outbox and called directly", isolation: isolation)
        scene.colleagues = [
            SceneColleague(type: "Child", form: .set, property: "children", outbox: "school"),
            SceneColleague(type: "Teacher", outbox: "desk"),
            SceneColleague(type: "Helper", calledDirectly: true),
        ]
        scene.events = [
            SceneEvent(
                name: "asked", parameters: [.init(label: "_", name: "question", type: "String")],
                senders: ["Child"], routes: [.to("Teacher")]),
            SceneEvent(
                name: "answered", parameters: [.init(label: "_", name: "item", type: "Item")],
                senders: ["Teacher"], routes: [.to("Child")]),
        ]
        return scene
    }

    /// One class in two mediators, keeping an outbox for each.
    static func twoMediators(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("one class in two mediators", isolation)
        scene.colleagues[0].outbox = "shop"
        scene.cartAlsoInStore = true
        return scene
    }

    /// `colleague any P` in each form: one instance, weak, optional and a set; one sends.
    static func protocolColleagues(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "protocol colleagues", isolation: isolation)
        scene.colleagues = [
            SceneColleague(type: "Bar"), SceneColleague(type: "Display", isProtocol: true),
            SceneColleague(type: "Store", form: .weak, isProtocol: true),
            SceneColleague(type: "Speaker", form: .optional, isProtocol: true),
            SceneColleague(type: "Screen", form: .set, isProtocol: true),
        ]
        scene.events = [
            SceneEvent(
                name: "searched", parameters: [.init(label: "_", name: "query", type: "String")],
                senders: ["Bar"],
                routes: [.to("Display"), .to("Store"), .to("Speaker"), .to("Screen")]),
            SceneEvent(
                name: "shown", parameters: [.init(name: "item", type: "Item")],
                senders: ["Display"], routes: [.to("Bar")]),
        ]
        return scene
    }

    static func roles(_ isolation: MatrixIsolation) -> Scene? {
        var scene = Scene(construct: "roles", isolation: isolation)
        scene.roles = ["Page"]
        scene.colleagues = [
            SceneColleague(type: "Source"), SceneColleague(type: "Feed", roles: ["Page"]),
            SceneColleague(type: "Profile", form: .set, roles: ["Page"]),
        ]
        scene.events = [
            SceneEvent(
                name: "liked", parameters: [.init(label: "_", name: "item", type: "Item")],
                senders: ["Source"], routes: [.to("Page")])
        ]
        return scene
    }

    /// `let` and `var` properties, typed or not, with an access level; `let`s only where the
    /// mediator is `nonisolated`.
    static func state(_ isolation: MatrixIsolation) -> Scene? {
        var scene = basic("state", isolation)
        let variable = isolation != .nonisolated
        scene.state = [
            SceneState(isVariable: false, name: "limit", value: "10"),
            SceneState(
                access: "internal", isVariable: variable, name: "count", type: "Int", value: "0"),
            SceneState(
                access: "public", isVariable: variable, name: "titles", type: "[String]",
                value: "[]"),
            SceneState(isVariable: variable, name: "last", type: "Item", value: "Item()"),
        ]
        if variable {
            scene.state.append(SceneState(isVariable: true, name: "note", type: "String?"))
        }
        return scene
    }
}
