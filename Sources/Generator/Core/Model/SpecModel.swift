/// A validated spec: every name resolved, every route expanded, ready to render.
public struct SpecModel: Sendable, Equatable {
    /// The spec's file name, for the generated header.
    public var specFileName: String
    /// The spec's path as given, for `#sourceLocation` directives.
    public var specPath: String
    /// The modules the payload types need, in the order written.
    public var imports: [String]
    /// The mediators, in the order written.
    public var mediators: [MediatorModel]
}

/// The access level of generated declarations.
public enum AccessLevel: String, Sendable, Equatable {
    /// Visible to other modules.
    case `public`
    /// Visible to other modules of the same package.
    case `package`
    /// Visible within the module.
    case `internal`
}

/// One mediator of a spec.
public struct MediatorModel: Sendable, Equatable {
    /// The mediator class name.
    public var name: String
    /// Documentation lines for the class.
    public var documentation: [String]
    /// The access level of everything generated for the mediator.
    public var accessLevel: AccessLevel
    /// The global actor the mediator is isolated to, if any.
    public var globalActor: String?
    /// Whether the mediator is `nonisolated`: `Sendable`, usable from any thread.
    public var isSendable: Bool
    /// The colleagues, in the order written.
    public var colleagues: [ColleagueModel]
    /// The roles, in the order written.
    public var roles: [RoleModel]
    /// The events, in the order written.
    public var events: [EventModel]
    /// Where the mediator is declared.
    public var location: SourceLocation
}

/// A receiver role: a protocol several colleague types conform to, so that an event routed to
/// the role reaches all of them.
public struct RoleModel: Sendable, Equatable {
    /// The role's name, also the name of its protocol inside the mediator.
    public var name: String
    /// Documentation lines for the protocol.
    public var documentation: [String]
    /// Where the role is declared.
    public var location: SourceLocation
}

/// A colleague slot of a mediator.
public struct ColleagueModel: Sendable, Equatable {
    /// The colleague's Swift type.
    public var typeName: String
    /// The name of the mediator's property that holds the colleague or set.
    public var propertyName: String
    /// Whether the slot is a dynamic set.
    public var isSet: Bool
    /// Whether the mediator holds the colleague weakly.
    public var isWeak: Bool
    /// Indices of the roles the colleague plays.
    public var roles: [Int]
    /// Documentation lines for the property.
    public var documentation: [String]
    /// Where the colleague is declared.
    public var location: SourceLocation
}

/// One parameter of an event.
public struct ParameterModel: Sendable, Equatable {
    /// The argument label as written in declarations (`_` for none), or `nil` if it is the name.
    public var label: String?
    /// The parameter name as written in declarations (in backticks where needed).
    public var name: String
    /// The Swift type.
    public var type: String
    /// Where the type is written in the spec.
    public var typeLocation: SourceLocation

    /// The label used at a call site, or `nil` when the argument is unlabelled.
    ///
    /// Keywords need no backticks as argument labels (Swift warns about them), except the few
    /// that ``SwiftNames/isPlainLabel(_:)`` excludes.
    public var callLabel: String? {
        let written: String
        switch label {
        case "_": return nil
        case .some(let label): written = label
        case nil: written = name
        }
        guard written.hasPrefix("`"), written.hasSuffix("`"), written.count > 2 else {
            return written
        }
        let bare = String(written.dropFirst().dropLast())
        return SwiftNames.isPlainLabel(bare) ? bare : written
    }
}

/// Who receives an event, in delivery order.
public enum ReceiverModel: Sendable, Equatable {
    /// The colleague slot at this index of the mediator's colleagues.
    case colleague(Int, excludingSender: Bool)
    /// The mediator's own reaction.
    case mediator
}

/// One event of a mediator.
public struct EventModel: Sendable, Equatable {
    /// The method name.
    public var name: String
    /// The payload.
    public var parameters: [ParameterModel]
    /// Whether the event is `async`.
    public var isAsync: Bool
    /// Whether the event `throws`.
    public var isThrowing: Bool
    /// The result type of a request, if any.
    public var resultType: String?
    /// Indices of the colleagues that may send the event.
    public var senders: [Int]
    /// Whether code outside every colleague may send it through the mediator.
    public var isSentFromOutside: Bool
    /// The receivers, in delivery order.
    public var receivers: [ReceiverModel]
    /// Indices of the roles the event is routed to by name; their protocols require it.
    public var roleReceivers: [Int]
    /// Documentation lines.
    public var documentation: [String]
    /// Where the event is declared.
    public var location: SourceLocation
}

extension MediatorModel {
    /// The events the colleague at `index` must implement: those delivered to it, and those
    /// routed to a role it plays, since the role's protocol requires them even where the
    /// colleague, as the sender, is left out at run time.
    public func eventsReceived(byColleague index: Int) -> [EventModel] {
        EventParticipation(self).receivedByColleague[index].map { events[$0] }
    }

    /// For each role, the indices of the colleagues that play it, in declaration order.
    var rolePlayers: [[Int]] {
        ColleagueModel.players(ofRoles: roles.count, in: colleagues)
    }
}

extension ColleagueModel {
    /// For each of `roleCount` roles, the indices of the colleagues that play it, in order.
    static func players(ofRoles roleCount: Int, in colleagues: [ColleagueModel]) -> [[Int]] {
        var players = [[Int]](repeating: [], count: roleCount)
        for (index, colleague) in colleagues.enumerated() {
            for role in colleague.roles where players[role].last != index {
                players[role].append(index)
            }
        }
        return players
    }
}

/// The events each colleague and each role of a mediator takes part in, as indices into the
/// mediator's events in spec order, found in one pass over the events.
struct EventParticipation {
    /// For each colleague, the events it may send.
    private(set) var sentByColleague: [[Int]]
    /// For each colleague, the events it must implement; see
    /// ``MediatorModel/eventsReceived(byColleague:)``.
    private(set) var receivedByColleague: [[Int]]
    /// For each role, the events routed to it by name.
    private(set) var receivedByRole: [[Int]]

    /// Finds the events of every colleague and role of `mediator`.
    init(_ mediator: MediatorModel) {
        sentByColleague = Array(repeating: [], count: mediator.colleagues.count)
        receivedByColleague = Array(repeating: [], count: mediator.colleagues.count)
        receivedByRole = Array(repeating: [], count: mediator.roles.count)
        let players = mediator.rolePlayers
        for (event, model) in mediator.events.enumerated() {
            for sender in model.senders {
                Self.add(event, to: &sentByColleague[sender])
            }
            for case .colleague(let receiver, _) in model.receivers {
                Self.add(event, to: &receivedByColleague[receiver])
            }
            for role in model.roleReceivers {
                Self.add(event, to: &receivedByRole[role])
                for player in players[role] {
                    Self.add(event, to: &receivedByColleague[player])
                }
            }
        }
    }

    /// Appends `event` to `events` unless it is there already. Events are added in spec order,
    /// so a repeat can only be the last one added.
    private static func add(_ event: Int, to events: inout [Int]) {
        if events.last != event { events.append(event) }
    }
}
