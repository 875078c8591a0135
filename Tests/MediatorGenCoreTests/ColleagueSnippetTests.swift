import Testing

/// The code generated for each kind of colleague, role and mediator: a small spec and the exact
/// lines it must produce, generated with the templates in `Templates/`.
@Suite struct ColleagueSnippetTests {
    @Test func aStrongColleagueIsAPropertySetByTheInitializerAndKeptAliveToTheEnd() throws {
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    colleague Listener
                    event said(_ text: String) from Speaker to Listener
                }
                """,
            toContain: """
                    /// The `Listener` colleague.
                    let listener: Listener
                """,
            """
                init(speaker: Speaker, listener: Listener) {
                    #sourceLocation()
                    self.speaker = speaker
                    self.listener = listener
                    link.attach(self)
                    (speaker as any SpeakerColleague).mediator.connection.connect(
                        to: link, as: speaker, named: "Speaker"
                    )
                }
            """,
            """
                    link.detach(keepingAlive: [self.speaker, self.listener])
            """)
    }

    @Test func aWeakColleagueIsAWeakPropertyThatIsNotKeptAlive() throws {
        try expectGenerated(
            from: """
                mediator Relay {
                    colleague Speaker
                    weak colleague Listener
                    event said(_ text: String) from Speaker to Listener
                }
                """,
            toContain: """
                    /// The `Listener` colleague, held weakly.
                    private(set) weak var listener: Listener?
                """,
            """
                init(speaker: Speaker, listener: Listener) {
                    #sourceLocation()
                    self.speaker = speaker
                    self.listener = listener
            """,
            """
                    link.detach(keepingAlive: [self.speaker])
            """,
            """
                    if scope.isMediatorAlive { (self.listener as (any ListenerColleague)?)?.said(text) }
            """)
    }

    @Test func colleagueSetsAreJoinedAndLeftAndOnlySendersAreConnected() throws {
        try expectGenerated(
            from: """
                mediator Room {
                    colleague [Member]
                    strong colleague [Guest]
                    event said(_ text: String) from Member to Guest
                }
                """,
            toContain: """
                    /// The `Member` colleagues that have joined, held weakly.
                    @exclusivity(unchecked) private(set) var members = WeakColleagueSet<Member>()
                    #sourceLocation(file:"t.mediator",line:2)
                    /// The `Guest` colleagues that have joined, held strongly until they leave.
                    @exclusivity(unchecked) private(set) var guests = StrongColleagueSet<Guest>()
                """,
            """
                init() {
                    #sourceLocation()
                    link.attach(self)
                }
            """,
            """
                /// Adds `member` to the set of `Member` colleagues; joining twice has no effect.
                func join(_ member: Member) {
                    #sourceLocation()
                    if self.members.join(member) {
                        (member as any MemberColleague).mediator.connection.connect(
                            to: link, as: member, named: "Member"
                        )
                    }
                }

                #sourceLocation(file:"t.mediator",line:1)
                /// Removes `member` from the set of `Member` colleagues.
                func leave(_ member: Member) {
                    #sourceLocation()
                    if self.members.leave(member) {
                        (member as any MemberColleague).mediator.connection.disconnect()
                    }
                }

                #sourceLocation(file:"t.mediator",line:2)
                /// Adds `member` to the set of `Guest` colleagues; joining twice has no effect.
                func join(_ member: Guest) {
                    #sourceLocation()
                    self.guests.join(member)
                }

                #sourceLocation(file:"t.mediator",line:2)
                /// Removes `member` from the set of `Guest` colleagues.
                func leave(_ member: Guest) {
                    #sourceLocation()
                    self.guests.leave(member)
                }
            """)
    }

    @Test func aRoleIsAProtocolThatItsPlayersRefine() throws {
        try expectGenerated(
            from: """
                mediator Screens {
                    /// Shows news.
                    role Display
                    colleague Feed: Display
                    colleague Source
                    event changed(count: Int) from Source to Display
                }
                """,
            toContain: """
                    /// Shows news.
                    protocol Display: AnyObject {
                        #sourceLocation(file:"t.mediator",line:6)
                        func changed(count: Int)
                    }

                    #sourceLocation()
                    /// What `Feed`, a colleague of `Screens`, receives.
                    protocol FeedColleague: Display {}
                """,
            """
            #sourceLocation(file:"t.mediator",line:4)
            extension Feed: Screens.FeedColleague {}
            """)
    }

    @Test func aNonisolatedMediatorLocksItsStorageAndChecksPayloadsAreSendable() throws {
        try expectGenerated(
            from: """
                nonisolated mediator Relay {
                    colleague Speaker
                    weak colleague Listener
                    colleague [Member]
                    event said(_ text: String) from Speaker to Listener, Member
                }
                """,
            toContain: """
                final class Relay: Sendable {
                    #sourceLocation(file:"t.mediator",line:1)
                    /// The `Speaker` colleague.
                    let speaker: Speaker
                    #sourceLocation(file:"t.mediator",line:2)
                    /// The `Listener` colleague, held weakly.
                    var listener: Listener? {
                        #sourceLocation()
                        self.listenerStorage.object
                    }
                    #sourceLocation(file:"t.mediator",line:3)
                    private let listenerStorage: WeakReference<Listener>
                    #sourceLocation(file:"t.mediator",line:3)
                    /// The `Member` colleagues that have joined, held weakly.
                    var members: WeakColleagueSet<Member> {
                        #sourceLocation()
                        self.membersStorage.withLock { $0 }
                    }
                    #sourceLocation(file:"t.mediator",line:4)
                    private let membersStorage = Locked(WeakColleagueSet<Member>())
                    #sourceLocation()
                """,
            """
                    self.listenerStorage = WeakReference(listener)
            """,
            """
                    self.membersStorage.withLock { $0.join(member) }
            """,
            """
                deinit {
                    link.detach()
                }
            """,
            """
            extension Relay {
                // What crosses threads or tasks must be `Sendable`: the payloads and results of a
                // `nonisolated` mediator, and the payloads and receivers of events delivered `concurrently`.
                #sourceLocation(file:"t.mediator",line:2)
                private typealias SpeakerIsSendable = RequireSendable<Speaker>
                private typealias ListenerIsSendable = RequireSendable<Listener>
                private typealias MemberIsSendable = RequireSendable<Member>
                private typealias SaidPayloadIsSendable = RequireSendable<String>
            }
            """)
    }

    @Test func aPublicMediatorMakesWhatColleaguesUsePublic() throws {
        try expectGenerated(
            from: """
                public mediator Relay {
                    colleague Speaker
                    colleague [Listener]
                    event said(_ text: String) from Speaker to Listener
                }
                """,
            toContain: """
                public final class Relay {
                    #sourceLocation(file:"t.mediator",line:1)
                    /// The `Speaker` colleague.
                    public let speaker: Speaker
                    #sourceLocation(file:"t.mediator",line:2)
                    /// The `Listener` colleagues that have joined, held weakly.
                    @exclusivity(unchecked) public private(set) var listeners = WeakColleagueSet<Listener>()
                    #sourceLocation()
                    /// Sees every event before its receivers do; `nil`, the default, costs one check per event.
                    public var observer: (any MediatorObserver)? {
                """,
            """
                public init(speaker: Speaker) {
            """,
            """
                public func join(_ member: Listener) {
            """,
            """
                public protocol SpeakerColleague: AnyObject {
            """,
            """
                public final class SpeakerOutbox {
                    @exclusivity(unchecked) fileprivate var connection = OutboxConnection<Relay>()

                    /// Makes an outbox that is not connected to a mediator yet.
                    public init() {}

                    #sourceLocation(file:"t.mediator",line:4)
                    public func said(_ text: String) {
            """,
            """
                public protocol ListenerColleague: AnyObject {
                    #sourceLocation(file:"t.mediator",line:4)
                    func said(_ text: String)
            """)
    }
}
