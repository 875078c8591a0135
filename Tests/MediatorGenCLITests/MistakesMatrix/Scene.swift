/// Where a mediator of the matrix runs, as its spec says it.
enum MatrixIsolation: String, CaseIterable, Sendable {
    /// No isolation: one isolation domain, like any class.
    case none
    /// `@MainActor`.
    case mainActor = "@MainActor"
    /// A global actor of the user's, `@Worker`.
    case otherActor = "@Worker"
    /// `nonisolated`: `Sendable`, used from any thread.
    case nonisolated

    /// The modifier written before `mediator` (with a space after it), or nothing.
    var specModifier: String {
        switch self {
        case .none: ""
        case .mainActor, .otherActor: rawValue + " "
        case .nonisolated: "nonisolated "
        }
    }

    /// The attribute that isolates the user's colleague classes with the mediator.
    var classAttribute: String {
        switch self {
        case .mainActor, .otherActor: rawValue + " "
        case .none, .nonisolated: ""
        }
    }

    /// The attribute of a colleague class isolated elsewhere than the mediator.
    var wrongActorAttribute: String {
        self == .mainActor ? "@Worker " : "@MainActor "
    }

    /// Every mode but `none`: those that `concurrently` allows.
    static let isolated: [MatrixIsolation] = [.mainActor, .otherActor, .nonisolated]
}

/// How a colleague is held: the part of its declaration around the type's name.
enum ColleagueForm: Equatable, Sendable {
    /// `colleague X`.
    case one
    /// `weak colleague X`.
    case weak
    /// `colleague X?`.
    case optional
    /// `weak colleague X?`.
    case weakOptional
    /// `colleague [X]`.
    case set
    /// `strong colleague [X]`.
    case strongSet
    /// `colleague [X] keyed by Key`.
    case keyed(String)
    /// `strong colleague [X] keyed by Key`.
    case strongKeyed(String)

    /// The key type of a keyed set, weak or strong; `nil` for other forms.
    var keyType: String? {
        switch self {
        case .keyed(let key), .strongKeyed(let key): key
        default: nil
        }
    }
}

/// A colleague of a scene.
struct SceneColleague: Sendable {
    /// The class, or the protocol after `any`.
    var type: String
    var form: ColleagueForm = .one
    /// `colleague any X`.
    var isProtocol = false
    /// The property name after `as`.
    var property: String?
    /// The outbox property after `outbox`; `mediator` when `nil`.
    var outbox: String?
    /// `called directly`.
    var calledDirectly = false
    /// The roles after `:`.
    var roles: [String] = []
}

/// One parameter of an event: `label name: Type`.
struct SceneParameter: Sendable {
    var label: String?
    var name: String
    var type: String
    /// The default value the spec gives, which only the methods that send the event take.
    var defaultValue: String? = nil

    /// The parameter as Swift and the spec write it, with `type` in place of its own.
    func written(type: String? = nil) -> String {
        (label.map { $0 + " " } ?? "") + name + ": " + (type ?? self.type)
    }
}

/// Where an event goes.
enum SceneRoute: Sendable {
    /// A colleague type or a role.
    case to(String)
    /// `X[key]`, or `first X[key]`.
    case keyed(String, key: String, first: Bool)
    case all
    case others
    /// `X except sender`.
    case exceptSender(String)
    /// `mediator`, the mediator's reaction.
    case mediator
}

/// An event of a scene.
struct SceneEvent: Sendable {
    var name: String
    var parameters: [SceneParameter] = []
    var isAsync = false
    var isThrowing = false
    /// The result type after `->`.
    var result: String?
    /// Colleague types, `outside` and `mediator`.
    var senders: [String]
    var routes: [SceneRoute]
    var withSender = false
    /// Whether `@discardableResult` comes before `event`.
    var isDiscardable = false
    var concurrently = false
    var collectingErrors = false
    var followUps: [String] = []
    /// Written one parameter a line, `)` on a line of its own.
    var onePerLine = false
    /// Whether another event of the scene has its base name (and other labels): it is then known
    /// by its full name, and named by its case name in `Event` and its sender type. The scene
    /// sets it.
    var sharesBaseName = false

    /// The base name with a capital first letter, as in `handleName`.
    var capitalized: String { Self.capitalized(name) }

    /// The name Swift knows a function by, labels included: `added(_:at:)`.
    var fullName: String {
        name + "(" + parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
    }

    /// Its case in `Event`: its name, and where it shares its base name, each argument label
    /// after it with a capital first letter, `_` left out (`addedAt`).
    var caseName: String {
        guard sharesBaseName else { return name }
        return name
            + parameters.map { parameter in
                let label = parameter.label ?? parameter.name
                return label == "_" ? "" : Self.capitalized(label)
            }.joined()
    }

    /// The type of its sender that a `with sender` reaction takes: `AddedAtSender`.
    var senderType: String { Self.capitalized(caseName) + "Sender" }

    /// How faults and anchors name the event: by its full name where it shares its base name,
    /// by its name otherwise.
    var id: String { sharesBaseName ? fullName : name }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// ` async`, ` throws`, both or nothing, as Swift writes them after `)`.
    var effects: String { (isAsync ? " async" : "") + (isThrowing ? " throws" : "") }
}

/// A hook of the mediator's own, and its reaction as the user writes it.
struct SceneHook: Sendable {
    /// The spec's line: `when coordinator changes`.
    var declaration: String
    /// The reaction: `handleCoordinatorChange`.
    var reaction: String
    /// Its parameters: `from oldValue: Coordinator?, to newValue: Coordinator?`.
    var parameters: String
    /// Whether the reaction is `nonisolated`: `when released` on a global actor other than the
    /// main actor's.
    var isNonisolated = false
    /// The type of the colleague it watches, which its reaction names; `nil` for `when released`.
    var colleague: String?
}

/// A mediator spec and the user code around it, as a value: one construct of the spec language
/// in one isolation mode, which the matrix writes, with and without a mistake.
struct Scene: Sendable {
    /// The construct the scene shows, as the matrix names it.
    var construct: String
    var isolation: MatrixIsolation
    /// `public` or `package`; `nil` for internal.
    var access: String?
    var isCodable = false
    /// Whether the spec writes `subclassable`.
    var isSubclassable = false
    var imports: [String] = []
    /// The superclass, written `Name()`.
    var superclass: String?
    var protocols: [String] = []
    var uncheckedSendable = false
    /// Whether the mediator conforms to `Billing`, whose one requirement the entry point of the
    /// event `paid`, sent from outside, satisfies.
    var billing = false
    var roles: [String] = []
    var colleagues: [SceneColleague] = []
    var state: [SceneState] = []
    /// `delivery` and `dispatch`, as after `behavior around`.
    var behaviors: [String] = []
    /// The follow-ups of `when connected`, when it is declared.
    var whenConnected: [String]?
    /// The hooks, `when slot changes|joins|leaves` and `when released`.
    var hooks: [SceneHook] = []
    /// The events, each told whether another has its base name.
    var events: [SceneEvent] = [] {
        didSet {
            // Setting the property in its own observer calls no observer again.
            var fullNames: [String: Set<String>] = [:]
            for event in events { fullNames[event.name, default: []].insert(event.fullName) }
            for index in events.indices {
                events[index].sharesBaseName = (fullNames[events[index].name]?.count ?? 0) > 1
            }
        }
    }
    /// Whether the user's code switches over the mediator's `Event`, as a test does over what a
    /// recorder recorded: one case for each event, by its case name.
    var switchesOverEvents = false
    /// A second mediator, `Store`, in which `Cart` takes part too, keeping its outbox in
    /// `store`: `Cart` then keeps the outbox of this one in `shop`.
    var cartAlsoInStore = false

    /// The scene's name in the matrix: the construct and the isolation mode.
    var name: String { "\(construct) [\(isolation)]" }

    /// The colleague of type `type`.
    func colleague(_ type: String) -> SceneColleague? {
        colleagues.first { $0.type == type }
    }
}
