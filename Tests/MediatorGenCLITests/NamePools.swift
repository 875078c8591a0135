import TestSupport

@testable import MediatorGenCore

/// Names that the property test of generated names draws from: Swift's keywords, the names the
/// generated code and the runtime use, common names of the standard library, and identifiers
/// beyond ASCII.
enum NamePools {
    /// Names of events, parameters, argument labels and colleague properties.
    static let members: [String] =
        SwiftNames.keywords.sorted()
        + [
            "default", "in", "inout", "init", "deinit", "subscript", "get", "set", "some", "any",
            "open", "async", "await", "throws", "Type", "Protocol", "super", "willSet", "didSet",
        ]
        + [
            "link", "link2", "connection", "scope", "scope2", "sender", "sender2", "receiver",
            "handler", "member", "observer", "join", "leave", "mediator", "newValue",
            "dispatchE0", "handleE0", "handleConnected", "connected", "when", "attach", "detach",
            "trace", "send", "request",
            "isMediatorAlive", "excluding", "withLock", "object", "route", "from", "to",
            "outside", "all", "others", "then", "role", "colleague", "event", "weak", "strong",
            "behavior", "around", "delivery", "dispatch", "concurrently", "collecting", "group",
            "errors", "failure", "aroundDelivery", "aroundDispatch",
            "_",
        ]
        // Names of types too, which members may take as well: the spec's own types come from
        // the same pool.
        + [
            "Index", "Value", "Element", "Link", "Actor", "Mediator", "Outbox", "Reactions",
            "Event",
        ]
        + runtimeTypes
        + [
            "print", "map", "count", "description", "hashValue", "id", "value", "type", "first",
            "last", "index", "result", "error", "isEmpty", "makeIterator", "next", "hash",
        ]
        + ["café", "名前", "🙂", "é"]

    /// Names of mediators, colleague types and roles. The standard library's types that the
    /// plain payloads name are left out: a module that declares its own `Int` changes what every
    /// spec of it means, and no generator can help that.
    static let types: [String] =
        [
            "Link", "Scope", "Sender", "Receiver", "Handler", "Member", "Observer", "Reactions",
            "Mediator", "Outbox", "Connection", "Colleague", "Role", "Trace", "Dispatch",
            "Behaviors", "Result", "Event", "Recorder",
            "Sequence", "Element", "Index", "Key", "Value", "Data", "Date", "Task",
            "Actor", "Codable", "Equatable", "Hashable", "Identifiable", "ObjectIdentifier",
            "StaticString", "Unmanaged", "Encoder", "Decoder", "Range", "Substring", "Never",
            "Character", "Float", "Any", "Self", "Type", "Protocol", "any", "some",
            "Optional", "Error", "Array", "Dictionary", "Comparable", "Hasher", "Café", "Überblick",
            "🚀", "名前",
        ] + runtimeTypes

    /// The runtime's types and the Swift types that generated code names inside a mediator.
    static let runtimeTypes: [String] = [
        "MediatorLink", "SendableMediatorLink", "OutboxConnection", "SendableOutboxConnection",
        "MediatorSender", "MediatorObserver", "MediatorTrace", "WeakColleagueSet",
        "StrongColleagueSet", "WeakColleagues", "StrongColleagues", "KeyedColleagues",
        "KeyedMembers", "ColleagueReference", "Locked",
        "WeakReference", "RequireSendable", "RuntimeVersion3", "UnsafePointer",
        "MediatorDelivery", "DeliveryErrors", "MediatorEvent",
        "MediatorRuntime", "Sendable", "AnyObject",
    ]

    /// The names of ``RandomSpec``s that collide with everything above: members also label
    /// parameters; payloads and results are the plain ones.
    static let names = RandomSpec.Names(
        types: types, members: members, labels: members.map(RandomSpec.Names.escaped),
        payloads: RandomSpec.Names.plain.payloads, results: RandomSpec.Names.plain.results)
}
