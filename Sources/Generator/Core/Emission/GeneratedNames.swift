/// Every name that code generated for one mediator gives its own declarations, made once from the
/// validated model: the collision checks, the template data and so the templates read them here.
///
/// Names a user writes or reads (types, the members a user calls or implements) follow from the
/// spec's names; a spec that takes one of them is reported by ``check(_:diagnostics:)``. Names of
/// private members and locals are chosen so that no name from the spec takes them: `link`, or
/// `link2` when a colleague or a parameter is already called `link`.
package struct GeneratedNames: Sendable {
    /// What generated code names after one colleague slot.
    package struct Colleague: Sendable {
        /// The protocol the colleague's type conforms to: `NewsFeedColleague`.
        package let protocolName: String
        /// The outbox the colleague sends through: `NewsFeedOutbox`.
        package let outboxName: String
        /// The weak reference the mediator declares for a colleague known by a protocol:
        /// `NewsFeedReference`; `nil` for a class.
        package let referenceName: String?
        /// The colleague's case in the sender type of an event `with sender`: `newsFeed`.
        package let senderCase: Identifier
        /// The private storage behind the property of a set, weak or optional colleague of a
        /// `nonisolated` mediator.
        package let storage: String?
        /// The stored connection of the colleague's outbox.
        package let connection: String
        /// The outbox's weak reference to its colleague, named as the sender of events
        /// `with sender`, for a set member or a weak or optional colleague.
        package let owner: String?
        /// The local that holds the colleague attached before, where an optional colleague is
        /// replaced: `oldValue` unless the property takes it.
        package let previous: String?
        /// The local an optional colleague's outbox is bound to where the colleague is attached.
        package let outboxLocal: String?
        /// The local a send `with sender` binds the mediator to, for a colleague the mediator
        /// holds strongly, to name the colleague by the mediator's property.
        package let senderMediator: String?
        /// The parameter of `replay(_:)` that gives the member of a set that sends what the set
        /// sent, for such a set of a `codable` mediator; labelled ``senderCase``.
        package var replayMember: Identifier? = nil
    }

    /// What generated code names after one event.
    package struct Event: Sendable {
        /// The private method that delivers it.
        package let dispatch: String
        /// The label of each parameter's element in the event's case: its argument label, `nil`
        /// when unlabelled or when an earlier parameter took the label (a case's labels must
        /// differ).
        package let caseLabels: [Identifier?]
        /// The key each parameter is written under in a log: its argument label, or its name when
        /// it has none or an earlier parameter took the label, with `_` added until it is free.
        package let codingKeys: [String]
        /// The mediator's reaction, `handleLikeAdded`, for an event routed to `mediator`.
        package let reaction: String?
        /// The type that tells the reaction who sent the event, `LikeAddedSender`, for
        /// `with sender`.
        package let senderType: String?
        /// The reaction's label for that sender, `sender` unless a parameter takes it.
        package let senderParameter: String?
        /// The type aliases that check what of the event must be `Sendable`, named, one for each
        /// of ``SendableCheck/aliases``.
        package let sendableChecks: [SendableAlias]
        /// The dispatch's locals, none taken by a parameter.
        package let locals: Locals
        /// The local that holds the slot picked for the event when it is sent, by the index
        /// of the first slot of the type picked (see ``SlotPick``).
        package let picks: [Int: Identifier]
        /// The local that holds each set the event reaches after its first receiver, read when
        /// the dispatch begins, by the index of its colleague. (A set that is the first receiver
        /// is read where it is delivered to: before any receiver hears the event all the same.)
        package let members: [Int: Identifier]
    }

    /// The locals of a dispatch method.
    package struct Locals: Sendable, Encodable {
        package let sender, scope, receiver, handler, origin, group, errors, result, failure: String
    }

    /// For each colleague, in spec order.
    package let colleagues: [Colleague]
    /// For each dependency, in spec order, the static method that makes its default argument,
    /// `defaultStore`, at the dependency's line; `nil` for a dependency without one.
    package let dependencyDefaults: [String?]
    /// For each event, in spec order.
    package let events: [Event]
    /// The mediator's stored link to its outboxes.
    package let link: String
    /// The locals of the `codable` conformance and `replay(_:)`; `nil` for a mediator that is not
    /// `codable`.
    package let codableLocals: CodableLocals?
    /// The type aliases that check the colleagues that must be `Sendable`: those of a class that
    /// play no role in a `nonisolated` mediator, and those events delivered `concurrently` reach,
    /// one for each of ``SendableCheck/receivers(in:)``.
    package let sendableReceivers: [SendableAlias]
    /// The static methods that check that each protocol a colleague is known by refines the
    /// colleague's generated protocol; `nil` without such colleagues.
    package let refinementCheck: String?

    /// Names the declarations of `mediator`.
    package init(_ mediator: MediatorModel) {
        // What a user sees or writes, and every parameter: generated members are named around
        // them, so that code can name them without `self.`.
        let reactions = mediator.events.map { event in
            event.receivers.contains(.mediator)
                ? "handle" + event.name.capitalized : nil
        }
        var members = NameScope(
            taking: Self.reservedMembers + (mediator.isCodable ? [Self.replay] : [])
                + mediator.colleagues.map(\.propertyName.text)
                + mediator.dependencies.map(\.name.text)
                + mediator.state.map(\.name.text)
                + mediator.events.filter(\.isSentThroughMediator).map(\.name.text)
                + reactions.compactMap { $0 }
                + (mediator.whenConnected == nil ? [] : [Self.connectedReaction])
                + mediator.hooks.map(\.reaction)
                + mediator.behaviors.map { Self.behaviorMethod($0.kind) }
                + mediator.events.flatMap { $0.parameters.map(\.name.text) })
        let link = members.claim("link")
        self.link = link
        dependencyDefaults = mediator.dependencies.map { dependency in
            dependency.defaultValue.map { _ in
                members.claim("default" + SwiftNames.upperCamelCase(dependency.name.text))
            }
        }
        refinementCheck =
            mediator.colleagues.contains(where: \.isProtocol)
            ? members.claim("requireColleague") : nil
        let storage = mediator.colleagues.map { colleague in
            mediator.isNonisolated && (colleague.isSet || colleague.mayBeAbsent)
                ? members.claim(colleague.propertyName.text + "Storage") : nil
        }
        let dispatches = mediator.events.map {
            members.claim("dispatch" + $0.caseName.capitalized)
        }
        var colleagues = mediator.colleagues.indices.map { index in
            Self.colleague(index, of: mediator, storage: storage[index], link: link)
        }
        codableLocals = mediator.isCodable ? Self.codable(mediator, &colleagues) : nil
        self.colleagues = colleagues
        let senderTypes = mediator.events.map { event in
            event.reactionTakesSender ? event.caseName.capitalized + "Sender" : nil
        }
        var types = NameScope(
            taking: Self.typeNames(of: mediator, colleagues: colleagues)
                + senderTypes.compactMap { $0 })
        events = mediator.events.indices.map { index in
            let event = mediator.events[index]
            var locals = NameScope(taking: event.parameters.map(\.name))
            let eventName = event.caseName.capitalized
            var caseLabels: Set<Identifier> = []
            return Event(
                dispatch: dispatches[index],
                caseLabels: event.parameters.map { parameter in
                    parameter.label.flatMap { caseLabels.insert($0).inserted ? $0 : nil }
                },
                codingKeys: Self.codingKeys(of: event),
                reaction: reactions[index],
                senderType: senderTypes[index],
                senderParameter: event.reactionTakesSender
                    ? NameScope(taking: event.parameters.map(\.name)).claimed("sender") : nil,
                sendableChecks: SendableCheck(event, in: mediator).aliases.map {
                    SendableAlias(
                        name: types.claim(eventName + $0.suffix), type: $0.type, line: $0.line)
                },
                locals: Locals(
                    sender: locals.claim("sender"), scope: locals.claim("scope"),
                    receiver: locals.claim("receiver"), handler: locals.claim("handler"),
                    origin: locals.claim("colleague"), group: locals.claim("group"),
                    errors: locals.claim("errors"), result: locals.claim("result"),
                    failure: locals.claim("failure")),
                picks: Dictionary(
                    Set(event.pickedSlots.values.map(\.firstSlot)).sorted().map { first in
                        let type = mediator.colleagues[first].typeName
                        let local = SwiftNames.lowerCamelCase(type) + "Slot"
                        return (first, Identifier(locals.claim(local)))
                    }, uniquingKeysWith: { first, _ in first }),
                members: Dictionary(
                    uniqueKeysWithValues: event.receivers.enumerated().compactMap {
                        position, receiver in
                        // Sets after the first receiver are read when the dispatch begins; keyed
                        // ones always, on a line the spec maps, where a key of the wrong type is
                        // reported.
                        guard case .colleague(let index, _) = receiver,
                            mediator.colleagues[index].isSet,
                            position > 0 || event.keyedReceivers[index] != nil
                        else { return nil }
                        return (
                            index,
                            Identifier(locals.claim(mediator.colleagues[index].propertyName.text))
                        )
                    }))
        }
        sendableReceivers = SendableCheck.receivers(in: mediator).map { index in
            let colleague = mediator.colleagues[index]
            return SendableAlias(
                name: types.claim(SwiftNames.upperCamelCase(colleague.typeName) + "IsSendable"),
                type: colleague.swiftType, line: colleague.location.line)
        }
    }
}
