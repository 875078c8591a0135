/// The data of one colleague slot: its property, its protocol, its outbox if it sends. A class,
/// so that the lists that show it share one encoding.
final class ColleagueContext: Encodable {
    let typeName: String
    /// The name the slot's connection gives its sends, as traces and logs show them: its type,
    /// or its property when the type fills several slots.
    let traceName: String
    /// Whether the protocol, the outbox and the conformance the slot uses are declared with it,
    /// rather than with an earlier slot of its type that shares them.
    let declaresProtocol: Bool
    /// The colleague as the documentation of its protocol and outbox names it: `` `Feed` ``, or
    /// `` `Player` in the slot `home` `` for a slot with a protocol and an outbox of its own.
    let subject: String
    /// `Name`, or `any Name` for a colleague known by a protocol.
    let swiftType: String
    /// `Name?` or `(any Name)?`.
    let optionalType: String
    let isProtocol: Bool
    let isSet: Bool
    let isHeldStrongly: Bool
    let kind: Kind
    let shape: Shape
    let property: String
    /// The access level of the slot's property, and of `join` and `leave` for a set, as a
    /// declaration starts with it: the mediator's, or the narrower one the spec writes.
    let slotAccessModifier: String
    let storage: String?
    /// The type of the key a keyed set's members join with; `nil` for other slots.
    let keyType: String?
    /// The local that holds the colleague attached before, in the code that attaches another
    /// to an optional slot: `oldValue`, or another name when the property takes it.
    let previous: String?
    /// ``previous`` where a `didSet` must name it, when it is not `oldValue`.
    let previousName: String?
    /// The local an optional colleague's outbox is bound to where the colleague is attached.
    let outboxLocal: String?
    /// Whether attaching the optional colleague of a `nonisolated` mediator does more than
    /// store it: makes a weak reference to it, or connects its outbox.
    let attaches: Bool
    let docComment: [String]
    let line: Int
    let protocolName: String
    /// The existential of `protocolName` that the mediator calls a colleague of a class through
    /// (`any FeedColleague`), so that a class that lacks a method or its outbox is reported at
    /// the spec and not again at the call; `nil` for a colleague known by a protocol.
    let protocolType: String?
    /// ` as AnyObject` for a colleague known by a protocol, after the colleague where the runtime
    /// takes it as an object: a protocol that is not class-bound is then reported at the
    /// colleague's line only (by the check that it refines `protocolName`), not again there.
    let asObject: String?
    /// The mediator's property as the object `deinit` keeps alive: `self.feed`, or
    /// `self.display as AnyObject` (`as AnyObject?` for an optional colleague) for a colleague
    /// known by a protocol.
    let keptAliveObject: String
    /// The colleague as the runtime takes it as an object, in the local named like its property
    /// and in the local `member`: the local, then ``asObject``.
    let propertyObject: String
    let memberObject: String
    /// The outbox of the colleague in the local named like its property, of a set's member in
    /// the local `member`, and of the colleague attached before in the local `previous`, as
    /// generated code reaches them: `(member as any GuestColleague).mediator` for a colleague
    /// of a class, `member.mediator` for one known by a protocol.
    let propertyOutbox: String
    let memberOutbox: String
    let previousOutbox: String?
    /// The outbox of the colleague being attached: ``outboxLocal`` where it is bound to one,
    /// else ``propertyOutbox``.
    let attachedOutbox: String
    let outboxName: String
    /// The colleague's property that keeps its outbox: `mediator`, or the name the spec gives
    /// after `outbox`.
    let outboxProperty: String
    /// The weak reference type the mediator declares for a colleague known by a protocol.
    let reference: String?
    /// The type of a set, before its arguments: `KeyedColleagues` for a keyed set
    /// (`StrongKeyedColleagues` when it is `strong`), `WeakColleagues`
    /// or `StrongColleagues` of a protocol's reference, `WeakColleagueSet` or
    /// `StrongColleagueSet` of a class; `nil` for a one-instance colleague.
    let setTypeName: String?
    /// What makes a weak reference to the colleague: ``reference``, or the runtime's
    /// `WeakReference`, its type inferred.
    let referenceMaker: String
    /// The colleague as `init` takes it, for a one-instance colleague: `feed: Feed`, or
    /// `display: Display? = nil` for an optional one.
    let initParameter: String
    /// What `init` does with a one-instance colleague after attaching the mediator; `nil` for
    /// nothing.
    let initConnection: Connection?
    /// Whether the mediator declares it: a set needs it, and so does a weak reference behind a
    /// lock in a `nonisolated` mediator. Slots that share a protocol declare it once, with the
    /// first, when any of them needs it.
    let declaresReference: Bool
    let senderCase: String
    /// The protocols of the roles the colleague plays, which its protocol refines.
    let roles: [String]
    let hasRequirements: Bool
    /// Whether the colleague's type conforms to a generated protocol: it receives or sends an
    /// event, or plays a role. One that takes part in no event (`called directly`) gets a
    /// deprecated alias of `AnyObject` by the protocol's name instead, for code that refined it.
    let hasProtocol: Bool
    /// Whether the generated protocol requires nothing of its own: it only refines those of the
    /// roles the colleague plays.
    let hasEmptyProtocol: Bool
    let receivedEvents: [EventContext]
    let outbox: Outbox?
    /// For an optional colleague, the mediator's reaction to `when property changes`, which its
    /// setter calls with the colleague before and after; `nil` without one.
    let changeReaction: String?
    /// For a set, the calls of the reactions to `when property joins` and `leaves` that
    /// `join(_:)` and `leave(_:)` make once a member joined or left; `nil` without them.
    let joinCall: String?
    let leaveCall: String?
    /// What `join(_:)` passes to the set's own `join`: `member`, and `key: key` for a keyed set.
    let joinArguments: String
    /// What the setter of an optional colleague of a `nonisolated` mediator does with the
    /// colleague its lock found there: `_ = `, or `let oldValue = ` for `changeReaction`.
    let lockedSetterResult: String

    init(mediator: MediatorModel, index: Int, names: GeneratedNames, events: [EventContext]) {
        let colleague = mediator.colleagues[index]
        let named = names.colleagues[index]
        let participation = mediator.participation
        typeName = colleague.typeName
        traceName = colleague.traceName
        declaresProtocol = colleague.declaresProtocol
        subject =
            "`\(colleague.typeName)`"
            + (colleague.hasOwnProtocol ? " in the slot `\(colleague.propertyName)`" : "")
        // What the protocol requires is what each slot that shares it receives, and its roles.
        let sharing = mediator.slotsSharingProtocol(of: index)
        let received = mediator.union(sharing.map { participation.receivedEvents[$0] })
        let playedRoles = mediator.union(sharing.map { mediator.colleagues[$0].roles })
        swiftType = colleague.swiftType
        optionalType = colleague.optionalType
        isProtocol = colleague.isProtocol
        isSet = colleague.isSet
        isHeldStrongly = !colleague.isSet && !colleague.isWeak
        kind =
            colleague.isSet
            ? .set(weak: colleague.isWeak)
            : colleague.isOptional
                ? .optional(weak: colleague.isWeak) : colleague.isWeak ? .weak : .strong
        let locked = mediator.isNonisolated
        let hooks = HookCalls(of: index, in: mediator)
        changeReaction = hooks.change
        joinCall = hooks.join
        leaveCall = hooks.leave
        joinArguments = "member" + (colleague.keyType == nil ? "" : ", key: key")
        lockedSetterResult = hooks.change == nil ? "_ = " : "let \(named.previous ?? "oldValue") = "
        let observed = !participation.sentEvents[index].isEmpty || hooks.change != nil
        shape =
            switch kind {
            case .strong: .strong
            case .weak: locked ? .lockedWeak : .weak
            case .set: locked ? .lockedSet : .set
            case .optional(let weak):
                locked
                    ? .lockedOptional(weak: weak)
                    : observed ? .observedOptional(weak: weak) : .optional(weak: weak)
            }
        property = colleague.propertyName.property
        slotAccessModifier = (colleague.accessLevel ?? mediator.accessLevel).modifier
        storage = named.storage
        keyType = colleague.keyType
        previous = named.previous
        previousName = named.previous == "oldValue" ? nil : named.previous
        outboxLocal = named.outboxLocal
        let sends = !participation.sentEvents[index].isEmpty
        let hasProtocol = sends || !received.isEmpty || !playedRoles.isEmpty
        self.hasProtocol = hasProtocol
        attaches = colleague.isWeak || sends
        docComment = DocumentationText.comment(
            colleague.documentation.isEmpty
                ? [Self.defaultDocumentation(of: colleague)] : colleague.documentation,
            indentation: 4)
        line = colleague.location.line
        protocolName = named.protocolName
        protocolType = Self.protocolType(of: colleague, names: named)
        asObject = colleague.isProtocol ? " as AnyObject" : nil
        // A colleague that conforms to no generated protocol may be of any type: the runtime
        // keeps it alive as an object, boxed if it is not a class.
        let keptAs = asObject ?? (hasProtocol ? nil : " as AnyObject")
        keptAliveObject =
            "self.\(property)" + (keptAs.map { colleague.isOptional ? $0 + "?" : $0 } ?? "")
        let outboxProperty = colleague.outboxProperty.property
        let protocolType = protocolType
        func outboxOf(_ local: String) -> String {
            (protocolType.map { "(\(local) as \($0))" } ?? local) + "." + outboxProperty
        }
        propertyOutbox = outboxOf(property)
        memberOutbox = outboxOf("member")
        previousOutbox = named.previous.map(outboxOf)
        attachedOutbox = named.outboxLocal ?? propertyOutbox
        propertyObject = property + (asObject ?? "")
        memberObject = "member" + (asObject ?? "")
        outboxName = named.outboxName
        self.outboxProperty = outboxProperty
        reference = named.referenceName
        referenceMaker = named.referenceName ?? "WeakReference"
        let strength = colleague.isWeak ? "Weak" : "Strong"
        setTypeName =
            !colleague.isSet
            ? nil
            : colleague.keyType != nil
                ? (colleague.isWeak ? "KeyedColleagues" : "StrongKeyedColleagues")
                : strength + (named.referenceName == nil ? "ColleagueSet" : "Colleagues")
        initParameter =
            property + ": " + (colleague.isOptional ? optionalType + " = nil" : swiftType)
        initConnection =
            colleague.isSet
            ? nil
            : colleague.isOptional
                ? (mediator.isNonisolated ? .assigns : sends ? .connectsIfPresent : nil)
                : sends ? .connects : nil
        // Slots that share a protocol share its reference too, which the first declares when
        // any of them needs it.
        declaresReference =
            colleague.isProtocol
            && sharing.contains { slot in
                mediator.colleagues[slot].isSet
                    || mediator.isNonisolated
                        && (mediator.colleagues[slot].isWeak || names.colleagues[slot].owner != nil)
            }
        senderCase = named.senderCase.member
        roles = playedRoles.map { mediator.roles[$0].name }
        let sent = participation.sentEvents[index]
        hasRequirements = !sent.isEmpty || !received.isEmpty
        hasEmptyProtocol = hasProtocol && !hasRequirements
        receivedEvents = received.map { events[$0] }
        let sender: Outbox.Sender? =
            if let local = named.senderMediator {
                .mediatorProperty(local: local)
            } else if let owner = named.owner {
                .ownReference(owner: owner)
            } else {
                nil
            }
        outbox =
            sent.isEmpty
            ? nil
            : Outbox(
                connection: named.connection, sender: sender, sentEvents: sent.map { events[$0] },
                methods: sent.map { [senderCase, property] index in
                    Outbox.Method(
                        event: events[index],
                        send: OutboxSend(
                            mediator.events[index], events[index], connection: named.connection,
                            sender: sender, senderCase: senderCase, property: property,
                            isNonisolated: mediator.isNonisolated))
                })
    }

    /// See ``protocolType``.
    static func protocolType(of colleague: ColleagueModel, names: GeneratedNames.Colleague)
        -> String?
    {
        colleague.isProtocol ? nil : "any " + names.protocolName
    }
}
