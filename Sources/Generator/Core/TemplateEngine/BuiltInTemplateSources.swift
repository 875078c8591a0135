// Written by `swift run update-reference templates` from the .mustache files of
// Templates/, which are the templates' source: edit those, then run it again.

/// The text of each built-in template, by name.
let builtInTemplateSources: [String: String] = [
    "Arguments": #"""
    {{% template-data 2 }}
    {{! The arguments of a call, each already written with its label: an event's parameters passed on
        with the same labels, and what a call adds after them. }}
    {{#arguments}}{{.}}{{,}}{{/arguments}}

    """#,
    "AroundDelivery": #"""
    {{% template-data 2 }}
    {{! The call that delivers the event to one receiver, inside the mediator's `aroundDelivery` when it
        has that behavior. }}
    {{#behaviors.delivery}}
    {{> AroundDeliveryCall}} { {{closureIn}}{{(}}{{callCode}}{{)}} }
    {{/behaviors.delivery}}
    {{^behaviors.delivery}}
    {{callCode}}
    {{/behaviors.delivery}}

    """#,
    "AroundDeliveryCall": #"""
    {{% template-data 2 }}
    {{! The mediator's `aroundDelivery`, given the delivery; the closure that makes it follows. }}
    {{callPrefix}}(self as any Behaviors).aroundDelivery({{(}}{{> DeliverySubject}}{{)}})

    """#,
    "AroundDispatch": #"""
    {{% template-data 2 }}
    {{! The mediator's `aroundDispatch`, given the dispatch; the closure that makes it follows. }}
    {{callPrefix}}(self as any Behaviors).aroundDispatch({{(}}{{> DispatchSubject}}{{)}})

    """#,
    "Call": #"""
    {{% template-data 2 }}
    {{! The call of the event's method on one receiver, or of the mediator's reaction to it, as the
        delivery's `call` holds it, after the `try` and `await` it needs; one that `mapsCall` is an
        item of the event's spec line, wherever the statement around it breaks. }}
    {{callPrefix}}{{#call}}{{#mapsCall}}{{@ line}}{{/mapsCall}}{{! (a tag may span lines)
    }}{{callee}}({{(}}{{> Arguments}}{{)}}){{#fallback}} ?? {{.}}{{/fallback}}{{/call}}

    """#,
    "CasePattern": #"""
    {{% template-data 2 }}
    {{! The pattern that matches an event's case of `Event` and binds each parameter to its `local`. }}
    .{{member}}{{#hasParameters}}({{(}}{{#parameters}}let {{local}}{{,}}{{/parameters}}{{)}}){{/hasParameters}}

    """#,
    "ColleagueProperty": #"""
    {{% template-data 2 }}
    {{! A mediator's property for one colleague slot, and its storage where it needs one. Its
        declaration maps to the colleague's line, where the compiler reports a type it cannot find or
        a class that is not public enough for the mediator, and so does the comparison of an optional
        colleague with the one before, which a type that is not a class breaks; the rest of its
        accessors is the generated file's (a directive may not stand between `{` and `get`, so the
        getter has a body of its own). An optional colleague's weak reference is made in place, not
        by `Optional.map`: with Swift 6.3 on Linux, a debug build that stored
        `x.map { WeakReference($0) }` in a `Locked` crashed reading it back with `$0?.object`. }}
        {{@ line}}
        {{> DocComment}}
    {{#shape.lockedSet}}
        {{slotAccessModifier}}var {{property}}: {{setType}} {
            {{@}}
            self.{{storage}}.withLock { $0 }
        }
        {{@ line}}
        private let {{storage}} = Locked({{(}}{{@ line}}{{setType}}(){{)}})
        {{@}}
    {{/shape.lockedSet}}
    {{#shape.lockedWeak}}
        {{slotAccessModifier}}var {{property}}: {{optionalType}} {
            {{@}}
            self.{{storage}}.object
        }
        {{@ line}}
        private let {{storage}}: {{> ReferenceType}}
        {{@}}
    {{/shape.lockedWeak}}
    {{#shape.lockedOptional}}
        {{slotAccessModifier}}var {{property}}: {{optionalType}} {
            get {
                {{@}}
                self.{{storage}}.withLock { $0{{#weak}}?.object{{/weak}} }
            }
            set {
                // Under the lock, so that of two threads attaching colleagues, the one attached
                // last is the one kept{{#outbox}} and connected{{/outbox}}; the one before is released after the lock.
                {{lockedSetterResult}}self.{{storage}}.withLock { stored in
                    let {{previous}} = stored{{#weak}}?.object{{/weak}}
                    {{@ line}}
                    guard {{previous}} !== newValue else { return {{previous}} }
                    {{@}}
                    stored = {{#weak}}nil{{/weak}}{{^weak}}newValue{{/weak}}
    {{#outbox}}
                    {{> DisconnectPrevious}}
    {{/outbox}}
    {{#attaches}}
                    if let {{property}} = newValue {
    {{#weak}}
                        stored = {{referenceMaker}}({{property}})
    {{/weak}}
    {{#outbox}}
                        {{connectCode}}
    {{/outbox}}
                    }
    {{/attaches}}
                    return {{previous}}
                }
    {{#changeReaction}}
                // Outside the lock, with what this setter found and stored.
                if {{previous}} !== newValue {
                    (self as any Reactions).{{.}}({{(}}from: {{previous}}{{,}}to: newValue{{)}})
                }
    {{/changeReaction}}
            }
        }
        {{@ line}}
    {{#weak}}
        private let {{storage}} = Locked<{{(}}{{> ReferenceType}}?{{)}}>(nil)
    {{/weak}}
    {{^weak}}
        private let {{storage}} = Locked<{{(}}{{optionalType}}{{)}}>(nil)
    {{/weak}}
        {{@}}
    {{/shape.lockedOptional}}
    {{#shape.set}}
        @exclusivity(unchecked) {{slotAccessModifier}}private(set) var {{property}} = {{(}}{{@ line}}{{setType}}(){{)}}
        {{@}}
    {{/shape.set}}
    {{#shape.weak}}
        {{slotAccessModifier}}private(set) weak var {{property}}: {{optionalType}}
        {{@}}
    {{/shape.weak}}
    {{#shape.observedOptional}}
        {{slotAccessModifier}}{{#weak}}weak {{/weak}}var {{property}}: {{optionalType}} {
            didSet{{#previousName}}({{.}}){{/previousName}} {
                {{@ line}}
                guard {{property}} !== {{previous}} else { return }
                {{@}}
    {{#outbox}}
                {{> DisconnectPrevious}}
                if let {{property}} {
                    {{connectCode}}
                }
    {{/outbox}}
    {{#changeReaction}}
                (self as any Reactions).{{.}}({{(}}from: {{previous}}{{,}}to: {{property}}{{)}})
    {{/changeReaction}}
            }
        }
        {{@}}
    {{/shape.observedOptional}}
    {{#shape.optional}}
        {{slotAccessModifier}}{{#weak}}weak {{/weak}}var {{property}}: {{optionalType}}
        {{@}}
    {{/shape.optional}}
    {{#shape.strong}}
        {{slotAccessModifier}}let {{property}}: {{swiftType}}
        {{@}}
    {{/shape.strong}}

    """#,
    "ColleagueProtocol": #"""
    {{% template-data 2 }}
    {{! The protocol a colleague type conforms to: what it receives, and its outbox. A colleague that
        takes part in no event and plays no role conforms to none: the alias keeps code that refined
        the protocol of earlier releases compiling, with a warning. }}
    {{^hasProtocol}}
        /// `{{typeName}}` takes part in no event of `{{name}}`, so it conforms to no protocol of it.
    {{^isolation.nonisolated}}
        @available(*, deprecated, message: "it takes part in no event; refine AnyObject instead")
        {{accessModifier}}typealias {{protocolName}} = AnyObject
    {{/isolation.nonisolated}}
    {{#isolation.nonisolated}}
        @available(*, deprecated, message: "it takes part in no event; refine AnyObject, Sendable")
        {{accessModifier}}typealias {{protocolName}} = AnyObject & Sendable
    {{/isolation.nonisolated}}
    {{/hasProtocol}}
    {{#hasEmptyProtocol}}
    {{#actorLine}}
        {{@ actorLine}}
    {{/actorLine}}
        /// What {{subject}}, a colleague of `{{name}}`, receives.
        {{actorAttribute}}{{accessModifier}}protocol {{protocolName}}: {{> ProtocolBases}} {}
    {{#actorLine}}
        {{@}}
    {{/actorLine}}
    {{/hasEmptyProtocol}}
    {{#hasRequirements}}
    {{#actorLine}}
        {{@ actorLine}}
    {{/actorLine}}
        /// What {{subject}}, a colleague of `{{name}}`, receives{{#outbox}} and sends{{/outbox}}.
        {{actorAttribute}}{{accessModifier}}protocol {{protocolName}}: {{> ProtocolBases}} {
    {{#actorLine}}
            {{@}}
    {{/actorLine}}
    {{#outbox}}
            /// The outbox this colleague sends through; `{{name}}` connects it.
            var {{outboxProperty}}: {{name}}.{{outboxName}} { get }
    {{/outbox}}
    {{#receivedEvents}}
            {{@ line}}
            {{> DocComment}}
            func {{name}}({{((}}{{> Parameters}}{{)}}){{> RequirementEffects}}
    {{#-last}}
            {{@}}
    {{/-last}}
    {{/receivedEvents}}
        }
    {{/hasRequirements}}

    """#,
    "ColleagueReference": #"""
    {{% template-data 2 }}
    {{! A weak reference to a colleague known by a protocol, which Swift cannot make generically. What
        a misspelled or non-class-bound protocol breaks is mapped to the colleague's line: the
        declaration, the alias that names the protocol, and the weak property; the identity is taken
        `as AnyObject`, which compiles to the same code for a class-bound protocol. }}
        {{@ line}}
        /// A weak reference to a `{{typeName}}` colleague, as `{{name}}` keeps it.
    {{#isolation.nonisolated}}
        {{accessModifier}}struct {{reference}}: ColleagueReference, Sendable {
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
        {{accessModifier}}struct {{reference}}: ColleagueReference {
    {{/isolation.nonisolated}}
            {{@ line}}
            /// The protocol the colleague is known by.
            {{accessModifier}}typealias Colleague = {{swiftType}}
            {{@ line}}
            private weak var colleague: {{optionalType}}
            {{@}}
            /// The identity of the colleague when the reference was made.
            {{accessModifier}}let identifier: ObjectIdentifier

            /// Makes a weak reference to `colleague`.
            {{accessModifier}}init(_ colleague: Colleague) {
                self.colleague = colleague
                identifier = ObjectIdentifier(colleague as AnyObject)
            }

            /// The colleague, or `nil` once it has been deallocated.
            {{accessModifier}}var object: Colleague? { colleague }

            /// The identity of `colleague`.
            {{accessModifier}}static func identifier(of colleague: Colleague) -> ObjectIdentifier {
                ObjectIdentifier(colleague as AnyObject)
            }

            /// The colleague of the reference at `reference`, read in place.
            {{accessModifier}}static func object(at reference: UnsafePointer<Self>) -> Colleague? {
                reference.pointee.object
            }
        }

    """#,
    "ColleagueSendable": #"""
    {{% template-data 2 }}
    {{! `, Sendable` after what the protocol of a colleague known by a protocol (one without a
        `protocolType`) refines, in a `nonisolated` mediator, which keeps its existential. A colleague
        of a class gets none: a `Sendable` protocol would make the class `Sendable` where the
        generated file conforms it, which Swift rejects for a class of another file with the advice
        to write `@unchecked Sendable`; the mediator checks the class at the colleague's line instead
        (`sendableReceivers`), or, for one that plays a role, its role's protocol does. }}
    {{^protocolType}}{{#isolation.nonisolated}}, Sendable{{/isolation.nonisolated}}{{/protocolType}}

    """#,
    "CollectFailure": #"""
    {{% template-data 2 }}
    {{! Keeps the error of a child task that failed, for `collecting errors`. }}
    if case .failure(let {{locals.failure}}) = {{locals.result}} { {{locals.errors}}.append({{locals.failure}}) }

    """#,
    "ConnectMember": #"""
    {{% template-data 2 }}
    {{! Connects the outbox of a set's member, in the local `member`, to the mediator. }}
    {{memberOutbox}}.{{connection}}.connect({{(}}to: {{link}}{{,}}as: {{memberObject}}{{,}}named: "{{traceName}}"{{)}})

    """#,
    "ConnectOutbox": #"""
    {{% template-data 2 }}
    {{! Connects the outbox of a one-instance colleague, in the local named like its property, to the
        mediator, and makes the colleague its owner where events `with sender` name it by it. An
        optional colleague's outbox is bound to a local first, in the block that attaches it. }}
    {{#outboxLocal}}
    let {{.}} = {{propertyOutbox}}
    {{/outboxLocal}}
    {{#sender.ownReference}}
    {{#isolation.nonisolated}}
    {{attachedOutbox}}.{{owner}}.withLock { {{(}}$0 = {{referenceMaker}}({{property}}){{)}} }
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
    {{attachedOutbox}}.{{owner}} = {{property}}
    {{/isolation.nonisolated}}
    {{/sender.ownReference}}
    {{attachedOutbox}}.{{connection}}.connect({{(}}to: {{link}}{{,}}as: {{propertyObject}}{{,}}named: "{{traceName}}"{{)}})

    """#,
    "Deliver": #"""
    {{% template-data 2 }}
    {{! The statement that delivers the event to one receiver: its call, within `aroundDelivery` for that
        behavior, as a child task for `concurrently`, catching its error for `collecting errors`
        (which no request has). }}
    {{#isConcurrent}}
    {{locals.group}}.addTask { {{(}}{{> AroundDelivery}}{{)}} }
    {{/isConcurrent}}
    {{^isConcurrent}}
    {{#collectsErrors}}
    do { {{(}}{{> AroundDelivery}}{{)}} } catch { {{locals.errors}}.append(error) }
    {{/collectsErrors}}
    {{^collectsErrors}}
    {{#returnsDelivery}}return {{/returnsDelivery}}{{> AroundDelivery}}
    {{/collectsErrors}}
    {{/isConcurrent}}

    """#,
    "Delivery": #"""
    {{% template-data 2 }}
    {{! One receiver's share of a dispatch: its statement, in an `if` where the receiver may be absent,
        may be the sender, or the dispatch checks that the mediator lives, or for each member of a set.
        The conditions of the `if` are a group, so that a line too long breaks between them. A call
        that `mapsCall` lands on the event's line (`Call` marks it as an item of that line). }}
    {{#condition}}
    {{#mapsCall}}
            {{@ line}}
    {{/mapsCall}}
            if {{(}}{{#parts}}{{.}}{{,}}{{/parts}}{{)}} { {{(}}{{statement}}{{)}} }
    {{#mapsCall}}
            {{@}}
    {{/mapsCall}}
    {{/condition}}
    {{#loop}}
    {{#checksMediator}}
            if {{locals.scope}}.isMediatorAlive {
                for {{locals.receiver}} in {{loop}} {
    {{#mapsCall}}
                    {{@ line}}
    {{/mapsCall}}
                    {{statement}}
    {{#mapsCall}}
                    {{@}}
    {{/mapsCall}}
                }
            }
    {{/checksMediator}}
    {{^checksMediator}}
            for {{locals.receiver}} in {{loop}} {
    {{#mapsCall}}
                {{@ line}}
    {{/mapsCall}}
                {{statement}}
    {{#mapsCall}}
                {{@}}
    {{/mapsCall}}
            }
    {{/checksMediator}}
    {{/loop}}
    {{^condition}}
    {{^loop}}
    {{#mapsCall}}
            {{@ line}}
    {{/mapsCall}}
            {{statement}}
    {{#mapsCall}}
            {{@}}
    {{/mapsCall}}
    {{/loop}}
    {{/condition}}

    """#,
    "DeliverySubject": #"""
    {{% template-data 2 }}
    {{! What a behavior learns of the delivery it runs around: the event, its sender and receivers. }}
    MediatorDelivery({{(}}"{{selector}}"{{,}}from: {{locals.sender}}{{,}}to: "{{receiverName}}"{{)}})

    """#,
    "DisconnectPrevious": #"""
    {{% template-data 2 }}
    {{! Disconnects the outbox of the one-instance colleague that was attached before, in the local
        `previous`, if there was one. }}
    if let {{previous}} { {{(}}{{previousOutbox}}.{{connection}}.disconnect(){{)}} }

    """#,
    "Dispatch": #"""
    {{% template-data 2 }}
    {{! The private method that delivers one event to its receivers, in the order the spec lists them.
        It reads every set it reaches after its first receiver, and every keyed set, when it begins:
        a broadcast reaches the members each set had then, whatever a receiver changes meanwhile.
        A keyed read is mapped to the event's spec line, where a key of the wrong type is reported. The closure of
        `aroundDispatch` says `() in`: its first statement may start with `(`, which swift-format
        would otherwise read as the closure's parameters when an `in` follows later. }}
    {{#isMapped}}
        {{@ line}}
        private func {{dispatch}}({{((}}{{> Parameters}}{{> DispatchSender}}{{)}}){{> DispatchEffects}} {
    {{/isMapped}}
    {{^isMapped}}
        private func {{dispatch}}({{(}}{{> Parameters}}{{> DispatchSender}}{{)}}){{> DispatchEffects}} {
    {{/isMapped}}
    {{#keyedSetReads}}
            {{@ line}}
            let {{local}} = {{(}}{{@ line}}{{source}}{{)}}
    {{/keyedSetReads}}
    {{#isMapped}}
            {{@}}
    {{/isMapped}}
    {{#framedHandler}}
            let {{locals.handler}} = self.{{property}}
    {{/framedHandler}}
    {{#setReads}}
            let {{local}} = {{source}}
    {{/setReads}}
            {{traceBinding}}{{> Trace}}
    {{#behaviors.dispatch}}
            {{#result}}return {{/result}}{{> AroundDispatch}} { () in
        {{> DispatchBody}}
            }
    {{/behaviors.dispatch}}
    {{^behaviors.dispatch}}
    {{> DispatchBody}}
    {{/behaviors.dispatch}}
        }

    """#,
    "DispatchBody": #"""
    {{% template-data 2 }}
    {{! A dispatch's deliveries: one after another, or concurrently in a task group; the errors of a
        throwing event delivered `collecting errors` are thrown together at the end. }}
    {{#collectsErrors}}
            var {{locals.errors}} = DeliveryErrors()
    {{/collectsErrors}}
    {{#isConcurrent}}
            {{#groupThrows}}try {{/groupThrows}}await {{taskGroup}}(of: Void.self) { {{locals.group}} in
    {{#deliveries}}
        {{code}}
    {{/deliveries}}
    {{#collectsErrors}}
                while let {{locals.result}} = await {{locals.group}}.nextResult() {
                    {{> CollectFailure}}
                }
    {{/collectsErrors}}
    {{#groupThrows}}
                try await {{locals.group}}.waitForAll()
    {{/groupThrows}}
            }
    {{/isConcurrent}}
    {{^isConcurrent}}
    {{#deliveries}}
    {{code}}
    {{/deliveries}}
    {{/isConcurrent}}
    {{#collectsErrors}}
            try {{locals.errors}}.throwIfAny()
    {{/collectsErrors}}

    """#,
    "DispatchEffects": #"""
    {{% template-data 2 }}
    {{! What the declarations of an event's dispatch and entry point say after their parameters. }}
    {{> Effects}}{{#dispatchResult}} -> {{.}}{{/dispatchResult}}

    """#,
    "DispatchSender": #"""
    {{% template-data 2 }}
    {{! The parameters that tell a dispatch who sent the event, after the event's: the sender, and for
        `with sender` who it is. }}
    from {{locals.sender}}: MediatorSender{{#senderType}}{{,}}by {{locals.origin}}: {{name}}{{/senderType}}

    """#,
    "DispatchSubject": #"""
    {{% template-data 2 }}
    {{! What a behavior learns of the dispatch it runs around: the event, its sender and receivers. }}
    MediatorDelivery({{(}}"{{selector}}"{{,}}from: {{locals.sender}}{{,}}to: "{{receivers}}"{{)}})

    """#,
    "DocComment": #"""
    {{% template-data 2 }}
    {{! A declaration's documentation: each `///` line of `docComment`. }}
    {{#docComment}}
    {{.}}
    {{/docComment}}

    """#,
    "Double": #"""
    {{% template-data 2 }}
    {{! The test double of one colleague known by a protocol: it conforms to the protocol, records each
        event it receives and answers requests with what a test sets. Rendered with the double's data. }}
        {{@ line}}
        {{> DocComment}}
        {{actorAttribute}}final class {{name}}: {{protocolName}} {
            {{@}}
    {{#hasRequests}}
            /// What the double answers each request with; a request whose answer is not set stops
            /// the test, unless its result is optional (it answers `nil`) or a stream (it finishes).
            struct Answers{{#isolation.nonisolated}}: Sendable{{/isolation.nonisolated}} {
    {{#requests}}
                var {{event.member}}: {{answerType}}
    {{/requests}}
            }

    {{/hasRequests}}
    {{#hasThrowingEvents}}
            /// The error the double throws when it receives each throwing event; `nil` for none.
            struct Failures{{#isolation.nonisolated}}: Sendable{{/isolation.nonisolated}} {
    {{#throwingEvents}}
                var {{event.member}}: (any Error)?
    {{/throwingEvents}}
            }

    {{/hasThrowingEvents}}
    {{#outboxes}}
            /// The outbox a test sends through, as the colleague would.
            let {{property}} = {{name}}()
    {{/outboxes}}
    {{#isolation.nonisolated}}
            /// What the double received and was set to do; any thread may call it.
            private struct State {
                var received: [Event] = []
    {{#hasRequests}}
                var answers = Answers()
    {{/hasRequests}}
    {{#hasThrowingEvents}}
                var failures = Failures()
    {{/hasThrowingEvents}}
            }

            private let state = Locked(State())

            /// The events received so far, oldest first.
            var receivedEvents: [Event] { state.withLock { $0.received } }
    {{#hasRequests}}

            /// What requests are answered with.
            var answers: Answers {
                get { state.withLock { $0.answers } }
                set { state.withLock { $0.answers = newValue } }
            }
    {{/hasRequests}}
    {{#hasThrowingEvents}}

            /// What throwing events throw.
            var failures: Failures {
                get { state.withLock { $0.failures } }
                set { state.withLock { $0.failures = newValue } }
            }
    {{/hasThrowingEvents}}
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
            /// The events received so far, oldest first.
            private(set) var receivedEvents: [Event] = []
    {{#hasRequests}}
            /// What requests are answered with.
            var answers = Answers()
    {{/hasRequests}}
    {{#hasThrowingEvents}}
            /// What throwing events throw.
            var failures = Failures()
    {{/hasThrowingEvents}}
    {{/isolation.nonisolated}}

            /// Makes a double that has received nothing.
            init() {}
    {{#received}}
    {{#event}}

            func {{name}}({{((}}{{> Parameters}}{{)}}){{> RequirementEffects}} {
    {{#isolation.nonisolated}}
                state.withLock { $0.received.append({{(}}Event{{eventCase}}{{)}}) }
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
                receivedEvents.append({{(}}Event{{eventCase}}{{)}})
    {{/isolation.nonisolated}}
    {{#isThrowing}}
                if let failure = failures.{{member}} { throw failure }
    {{/isThrowing}}
    {{/event}}
    {{#unset.answersNil}}
                return answers.{{event.member}}
    {{/unset.answersNil}}
    {{#unset.finishes}}
                return answers.{{event.member}} ?? {{finished}}
    {{/unset.finishes}}
    {{#unset.stops}}
                guard let answer = answers.{{event.member}} else {
                    fatalError({{(}}"{{name}}: set answers.{{event.member}} first"{{)}})
                }
                return answer
    {{/unset.stops}}
            }
    {{/received}}
        }

    """#,
    "Doubles": #"""
    {{% template-data 2 }}
    {{! A file of test doubles: for each colleague known by a protocol, a class that conforms to it,
        records what it receives and answers requests with what a test sets. For test targets only. }}
    // Generated by mediatorgen {{generatorVersion}} from {{specFileName}}: test doubles.
    // DO NOT EDIT: change the spec and generate again.

    {{#imports}}
    {{#isRuntime}}@_spi(Generated) {{/isRuntime}}import {{module}}
    {{/imports}}

    @testable import {{module}}
    {{#mediators}}

    extension {{name}} {
    {{#doubles}}
    {{^-first}}

    {{/-first}}
    {{code}}
    {{/doubles}}
    }
    {{/mediators}}

    """#,
    "Effects": #"""
    {{% template-data 2 }}
    {{! What an event's declarations say after their parameters. }}
    {{#isAsync}} async{{/isAsync}}{{#isThrowing}} throws{{/isThrowing}}

    """#,
    "EntrySender": #"""
    {{% template-data 2 }}
    {{! Who an entry point's call of the dispatch says sent the event, after the event's arguments. }}
    from: MediatorSender.{{entry.sender}}{{#senderType}}{{,}}by: {{name}}.{{entry.sender}}{{/senderType}}

    """#,
    "EventCase": #"""
    {{% template-data 2 }}
    {{! An event's case of the mediator's `Event` enum, made of its payload's `caseArgument`s, after `.`. }}
    .{{member}}{{#hasParameters}}({{(}}{{#parameters}}{{caseArgument}}{{,}}{{/parameters}}{{)}}){{/hasParameters}}

    """#,
    "EventCoding": #"""
    {{% template-data 2 }}
    {{! The members of a `codable` mediator's `Event` enum that make it `Codable`, written inside the
        enum, where the types the mediator declares are in scope: an event is an object with one key,
        its name, whose value holds the payload by parameter. Each line that reads or writes a
        parameter maps to the parameter's spec line, where a payload type that is not `Codable` is
        reported. An optional parameter may be missing, as in a log written before the event had it.
        Rendered with the mediator's `codable` data. }}
            /// `{{name}}`, as logs of its events name the mediator they were recorded from.
            {{accessModifier}}static var mediatorName: String { "{{name}}" }

            /// Reads an event as `encode(to:)` writes it; one that `{{name}}` does not have is an
            /// error that names it.
            {{accessModifier}}init(from {{locals.decoder}}: any Swift.Decoder) throws {
                let ({{locals.name}}, {{locals.payload}}) = try Self.decodeCase(from: {{locals.decoder}})
                switch {{locals.name}} {
    {{#events}}
                case "{{key}}":
    {{#parameters}}
                    {{@ line}}
                    let {{local}} = try {{locals.payload}}.{{decode}}({{(}}{{decodedType}}.self{{,}}forKey: "{{key}}"{{)}})
    {{/parameters}}
    {{#hasParameters}}
                    {{@}}
    {{/hasParameters}}
                    self = {{> EventCase}}
    {{/events}}
                default:
                    throw Self.unknownEvent({{(}}{{locals.name}}{{,}}in: {{locals.payload}}{{)}})
                }
            }

            /// Writes the event as an object with one key, its name, whose value holds the payload
            /// under each parameter's label, or its name when it has none.
            {{accessModifier}}func encode(to {{locals.encoder}}: any Swift.Encoder) throws {
    {{^events}}
                switch self {}
    {{/events}}
    {{#events}}
    {{#-first}}
                var {{locals.container}} = {{locals.encoder}}.container(keyedBy: MediatorCodingKey.self)
                switch self {
    {{/-first}}
                case {{> CasePattern}}:
    {{#hasParameters}}
                    var {{locals.payload}} = {{> NestedContainer}}
    {{#parameters}}
                    {{@ line}}
                    try {{locals.payload}}.{{encode}}({{(}}{{local}}{{,}}forKey: "{{key}}"{{)}})
    {{/parameters}}
                    {{@}}
    {{/hasParameters}}
    {{^hasParameters}}
                    _ = {{> NestedContainer}}
    {{/hasParameters}}
    {{#-last}}
                }
    {{/-last}}
    {{/events}}
            }

    """#,
    "File": #"""
    {{% template-data 2 }}
    {{! The whole generated file: header, imports, version handshake, then each mediator. }}
    // Generated by mediatorgen {{generatorVersion}} from {{specFileName}}.
    // DO NOT EDIT: change the spec and generate again.

    {{#imports}}
    {{#isRuntime}}@_spi(Generated) {{/isRuntime}}import {{module}}
    {{/imports}}

    // If the compiler cannot find `{{runtimeHandshake}}`, this file was generated for another release of
    // MediatorRuntime: update mediatorgen and MediatorRuntime to the same release and regenerate.
    extension MediatorRuntime.{{runtimeHandshake}} {}
    {{#mediators}}

    {{code}}
    {{/mediators}}

    """#,
    "Mediator": #"""
    {{% template-data 2 }}
    {{! One mediator: the class and the types its colleagues use first, then the dispatch plumbing. }}
    {{@ line}}
    {{> DocComment}}
    {{actorAttribute}}{{classDeclaration}} {{name}}{{inheritanceClause}} {
        {{@}}
    {{#colleagues}}
    {{propertyCode}}
    {{/colleagues}}
    {{#dependencies}}
        {{@ line}}
        {{> DocComment}}
        {{declaration}}
        {{@}}
    {{/dependencies}}
    {{#state}}
        {{@ line}}
        {{> DocComment}}
    {{#isImplicitlyUnwrapped}}
        // swift-format-ignore
    {{/isImplicitlyUnwrapped}}
        {{declaration}}{{#defaultValue}} = {{.}}{{/defaultValue}}{{#observers}} {{.}}{{/observers}}
        {{@}}
    {{/state}}
    {{#isolation.nonisolated}}
        /// Sees every event before its receivers do; `nil`, the default, costs one atomic read per event.
        {{accessModifier}}var observer: (any MediatorObserver & Sendable)? {
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
        /// Sees every event before its receivers do; `nil`, the default, costs one check per event.
        {{accessModifier}}var observer: (any MediatorObserver)? {
    {{/isolation.nonisolated}}
            get { {{link}}.observer }
            set { {{link}}.observer = newValue }
        }
    {{#isolation.nonisolated}}
        fileprivate let {{link}} = SendableMediatorLink<{{(}}{{name}}{{)}}>()
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
        fileprivate let {{link}} = MediatorLink<{{(}}{{name}}{{)}}>()
    {{/isolation.nonisolated}}

        {{@ line}}
        /// Creates the mediator and connects each colleague to it.
    {{#initIsLong}}
        // swift-format-ignore
    {{/initIsLong}}
        {{initModifiers}}init({{initParameters}}) {
            {{@}}
    {{#dependencies}}
            self.{{name}} = {{name}}
    {{/dependencies}}
    {{#singleColleagues}}
    {{^kind.optional}}
    {{#storage}}
            self.{{.}} = {{referenceMaker}}({{property}})
    {{/storage}}
    {{/kind.optional}}
    {{^storage}}
            self.{{property}} = {{property}}
    {{/storage}}
    {{/singleColleagues}}
    {{#superclass}}
            {{@ line}}
            super.init()
            {{@}}
    {{/superclass}}
            {{link}}.attach(self)
    {{#singleColleagues}}
    {{#initConnection.assigns}}
            self.{{property}} = {{property}}
    {{/initConnection.assigns}}
    {{#initConnection.connectsIfPresent}}
            if let {{property}} {
                {{outbox.connectCode}}
            }
    {{/initConnection.connectsIfPresent}}
    {{#initConnection.connects}}
            {{outbox.connectCode}}
    {{/initConnection.connects}}
    {{/singleColleagues}}
    {{#whenConnected}}
            (self as any Reactions).handleConnected()
    {{/whenConnected}}
        }
    {{#defaultMakers}}

        {{@ line}}
        /// The default `{{parameter}}` of `init`, made anew for each mediator that is not given one.
        {{modifiers}} {{name}}() -> {{type}} {
            {{@ line}}
            {{value}}
            {{@}}
        }
    {{/defaultMakers}}

    {{#isolation.nonisolated}}
        deinit {
    {{#releasedCall}}
            {{.}}
    {{/releasedCall}}
            {{link}}.detach()
        }
    {{/isolation.nonisolated}}
    {{#isolation.globalActor}}
        // Runs on the thread that lets go of the mediator last. No send is under way then: each
        // keeps the mediator alive (an isolated deinit would need macOS 15.4 and iOS 18.4).
        deinit {
    {{#releasedCall}}
            {{.}}
    {{/releasedCall}}
            {{link}}.detachFromAnyThread()
        }
    {{/isolation.globalActor}}
    {{#isolation.mainActor}}
        isolated deinit {
    {{#releasedCall}}
            {{.}}
    {{/releasedCall}}
            {{link}}.detach({{(}}keepingAlive: [{{(}}{{#keptAlive}}{{keptAliveObject}}{{,}}{{/keptAlive}}{{)}}]{{)}})
        }
    {{/isolation.mainActor}}
    {{#isolation.singleDomain}}
        deinit {
    {{#releasedCall}}
            {{.}}
    {{/releasedCall}}
            {{link}}.detach({{(}}keepingAlive: [{{(}}{{#keptAlive}}{{keptAliveObject}}{{,}}{{/keptAlive}}{{)}}]{{)}})
        }
    {{/isolation.singleDomain}}
    {{#setColleagues}}

    {{membershipCode}}
    {{/setColleagues}}
    {{#entryPoints}}

    {{#isMapped}}
        {{@ line}}
    {{/isMapped}}
        {{> DocComment}}
        {{discardable}}{{entry.accessModifier}}func {{name}}({{((}}{{> SendParameters}}{{)}}){{> DispatchEffects}} {
    {{#isMapped}}
            {{@}}
    {{/isMapped}}
            {{#result}}return {{/result}}{{callPrefix}}{{dispatch}}({{(}}{{> Arguments}}{{> EntrySender}}{{)}})
        }
    {{/entryPoints}}
    }

    extension {{name}} {
    {{#roles}}
    {{protocolCode}}

    {{/roles}}
    {{#declaredProtocols}}
    {{^-first}}

    {{/-first}}
    {{protocolCode}}
    {{#declaresReference}}

    {{> ColleagueReference}}
    {{/declaresReference}}
    {{#outbox}}

    {{code}}
    {{/outbox}}
    {{/declaredProtocols}}
    {{#slotEnums}}

        /// The slots of `{{typeName}}`, one case each, named like its property: an event routed to
        /// `{{typeName}}[value]` reaches the slot whose case `value` holds when the event is sent, and
        /// no slot for `nil`.
        {{accessModifier}}enum {{name}}: Swift.String, Swift.CaseIterable, Swift.Codable, Swift.Sendable {
    {{#cases}}
            case {{.}}
    {{/cases}}
        }
    {{/slotEnums}}
    {{#hasReactions}}

        /// The reactions of `{{name}}` to the events routed to `mediator`{{#whenConnected}} and to
        /// `when connected`{{/whenConnected}}.
        ///
        /// Implement each one in an extension of `{{name}}`: a missing reaction is a
        /// compile error, not a message lost at run time.
    {{#actorLine}}
        {{@ actorLine}}
    {{/actorLine}}
        {{actorAttribute}}protocol Reactions: {{> ProtocolBase}} {
    {{#actorLine}}
            {{@}}
    {{/actorLine}}
    {{#whenConnected}}
            {{@ line}}
            {{> DocComment}}
            func handleConnected()
    {{/whenConnected}}
    {{#hooks}}
            {{@ line}}
            {{> DocComment}}
            {{modifiers}}func {{name}}({{(}}{{#parameters}}{{.}}{{,}}{{/parameters}}{{)}})
    {{/hooks}}
    {{#reactions}}
            {{@ line}}
            {{> DocComment}}
            func {{reaction.name}}({{((}}{{> Parameters}}{{> ReactionSender}}{{)}}){{> RequirementEffects}}
    {{/reactions}}
            {{@}}
        }
    {{/hasReactions}}
    {{#behaviors}}

        /// The behaviors of `{{name}}`: code of its own that runs around its deliveries.
        ///
        /// Implement each one in an extension of `{{name}}`.
    {{#actorLine}}
        {{@ actorLine}}
    {{/actorLine}}
        {{actorAttribute}}protocol Behaviors: {{> ProtocolBase}} {
    {{#actorLine}}
            {{@}}
    {{/actorLine}}
    {{#requirements}}
            {{@ line}}
            {{> DocComment}}
            func {{method}}<Result>({{((}}{{#parameters}}{{.}}{{,}}{{/parameters}}{{)}}) {{effects}}rethrows -> Result
    {{/requirements}}
            {{@}}
        }
    {{/behaviors}}
    {{#events}}
    {{#senderType}}

        /// Who sent `{{selector}}`, as its reaction learns it.
        enum {{name}}{{#isolation.nonisolated}}: Sendable{{/isolation.nonisolated}} {
    {{#colleagues}}
            {{@ line}}
            case {{case}}({{type}})
    {{/colleagues}}
            {{@}}
    {{#outside}}
            case outside
    {{/outside}}
    {{#mediator}}
            case mediator
    {{/mediator}}
        }
    {{/senderType}}
    {{/events}}

        /// The events of `{{name}}`, one case each with its payload, as a `MediatorRecorder` set as
        /// its `observer` records them.
    {{#isolation.nonisolated}}
        ///
        /// Unchecked here, its payloads are checked to be `Sendable` below, each at its event's line.
    {{/isolation.nonisolated}}
    {{#isolation.nonisolated}}
        {{accessModifier}}enum Event: {{#codable}}Codable{{/codable}}MediatorEvent, @unchecked Sendable {
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
        {{accessModifier}}enum Event: {{#codable}}Codable{{/codable}}MediatorEvent {
    {{/isolation.nonisolated}}
    {{#events}}
    {{#hasParameters}}
            {{@ line}}
            case {{caseName}}({{((}}{{#parameters}}{{@ line}}{{caseElement}}{{,}}{{/parameters}}{{)}})
    {{/hasParameters}}
    {{^hasParameters}}
            case {{caseName}}
    {{/hasParameters}}
    {{/events}}
    {{#hasEventPayloads}}
            {{@}}

            /// The arguments of each event as its trace shows them, without reading them with
            /// `Mirror`.
            {{accessModifier}}var traceArguments: [String]? {
    {{#events}}
    {{#hasParameters}}
                {{traceArgumentsCode}}
    {{/hasParameters}}
    {{/events}}
                return []
            }
    {{/hasEventPayloads}}
    {{#codable}}

    {{conformanceCode}}
    {{/codable}}
        }
    }

    // MARK: - Dispatch

    extension {{name}} {
    {{#events}}
    {{^-first}}

    {{/-first}}
    {{dispatchCode}}
    {{/events}}
    }
    {{#hasSendableChecks}}

    extension {{name}} {
        // What crosses threads or tasks must be `Sendable`: the payloads and results of a
        // `nonisolated` mediator, and the payloads and receivers of events delivered `concurrently`.
    {{#sendableReceivers}}
        {{@ line}}
        private typealias {{name}} = {{(}}RequireSendable<{{type}}>{{)}}
    {{/sendableReceivers}}
    {{#events}}
    {{#sendableChecks}}
        {{@ line}}
        private typealias {{name}} = {{(}}RequireSendable<{{type}}>{{)}}
    {{/sendableChecks}}
    {{/events}}
        {{@}}
    }
    {{/hasSendableChecks}}
    {{#hasReactions}}

    {{@ line}}
    extension {{name}}: {{name}}.Reactions {}
    {{@}}
    {{/hasReactions}}
    {{#behaviors}}

    {{@ line}}
    extension {{name}}: {{name}}.Behaviors {}
    {{@}}
    {{/behaviors}}
    {{#protocolColleagues}}
    {{#-first}}

    extension {{name}} {
        // A colleague known by a protocol is reached through it, so that protocol must refine the
        // protocol generated for the colleague.
    {{/-first}}
    {{^-first}}

    {{/-first}}
        {{@ line}}
        private static func {{refinementCheck}}({{(}}{{@ line}}_ colleague: {{swiftType}}{{)}}) -> any {{protocolName}} {
            {{@ line}}
            colleague
            {{@}}
        }
    {{#-last}}
    }
    {{/-last}}
    {{/protocolColleagues}}
    {{#classColleagues}}
    {{#-first}}

    {{/-first}}
    {{@ line}}
    extension {{typeName}}: {{name}}.{{protocolName}} {}
    {{#-last}}
    {{@}}
    {{/-last}}
    {{/classColleagues}}
    {{#codable}}

    {{replayCode}}
    {{/codable}}

    """#,
    "NestedContainer": #"""
    {{% template-data 2 }}
    {{! The container an event's payload is written in, under the event's key. }}
    {{locals.container}}.nestedContainer({{(}}keyedBy: MediatorCodingKey.self{{,}}forKey: "{{key}}"{{)}})

    """#,
    "Outbox": #"""
    {{% template-data 2 }}
    {{! The typed way for one colleague type to send exactly the events it may send. }}
    {{#actorLine}}
        {{@ actorLine}}
    {{/actorLine}}
        /// The events {{subject}} may send, through an outbox it keeps:
        /// `let {{outboxProperty}} = {{name}}.{{outboxName}}()`. Sending does nothing until
        /// `{{name}}` connects it, nor once the mediator is gone.
    {{#isolation.nonisolated}}
        {{actorAttribute}}{{accessModifier}}final class {{outboxName}}: Sendable {
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
        {{actorAttribute}}{{accessModifier}}final class {{outboxName}} {
    {{/isolation.nonisolated}}
    {{#actorLine}}
            {{@}}
    {{/actorLine}}
    {{#isolation.nonisolated}}
            fileprivate let {{connection}} = SendableOutboxConnection<{{(}}{{name}}{{)}}>()
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
            @exclusivity(unchecked) fileprivate var {{connection}} = OutboxConnection<{{(}}{{name}}{{)}}>()
    {{/isolation.nonisolated}}
    {{#sender.ownReference}}

            /// The colleague that keeps this outbox, named as the sender of events `with sender`.
    {{#isolation.nonisolated}}
            fileprivate let {{owner}} = Locked<{{(}}{{> ReferenceType}}?{{)}}>(nil)
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
            fileprivate weak var {{owner}}: {{optionalType}}
    {{/isolation.nonisolated}}
    {{/sender.ownReference}}

            /// Makes an outbox that is not connected to a mediator yet.
            {{accessModifier}}init() {}
    {{#methods}}
    {{code}}
    {{/methods}}
        }

    """#,
    "OutboxEffects": #"""
    {{% template-data 2 }}
    {{! What an outbox's method says after its parameters: its effects, and what a request answers. }}
    {{> Effects}}{{#result}} -> {{outboxResult}}{{/result}}

    """#,
    "OutboxMethod": #"""
    {{% template-data 2 }}
    {{! One method of an outbox: it sends one event, as the method's `send` says. }}

    {{#event}}
    {{#isMapped}}
            {{@ line}}
    {{/isMapped}}
            {{> DocComment}}
            {{discardable}}{{accessModifier}}func {{name}}({{((}}{{> SendParameters}}{{)}}){{> OutboxEffects}} {
    {{#isMapped}}
                {{@}}
    {{/isMapped}}
    {{/event}}
    {{#send}}
    {{#bindsFirst}}
                guard let {{binding}} else { {{(}}return{{#answer}} {{.}}{{/answer}}{{)}} }
    {{/bindsFirst}}
    {{#frame}}
                {{prefix}}{{.}} { {{(}}{{callee}}({{(}}{{> Arguments}}{{)}}){{)}} }{{#fallback}} ?? {{.}}{{/fallback}}
    {{/frame}}
    {{^frame}}
                {{prefix}}{{callee}}({{(}}{{> Arguments}}{{)}}){{#fallback}} ?? {{.}}{{/fallback}}
    {{/frame}}
    {{#flattened}}
                {{@ line}}
                return {{local}} ?? nil
                {{@}}
    {{/flattened}}
    {{/send}}
            }

    """#,
    "Parameters": #"""
    {{% template-data 2 }}
    {{! An event's parameters as a declaration lists them, each a group's item after its source mark. }}
    {{#parameters}}{{@ line}}{{declaration}}{{,}}{{/parameters}}

    """#,
    "ProtocolBase": #"""
    {{% template-data 2 }}
    {{! What the protocols of the mediator, its roles and its colleagues known by a protocol refine: a
        class, `Sendable` in a `nonisolated` mediator. }}
    AnyObject{{#isolation.nonisolated}}, Sendable{{/isolation.nonisolated}}

    """#,
    "ProtocolBases": #"""
    {{% template-data 2 }}
    {{! What a colleague's protocol refines: the protocols of the roles it plays, or a class; then
        ColleagueSendable. }}
    {{#roles}}{{.}}{{^-last}}, {{/-last}}{{/roles}}{{^roles}}AnyObject{{/roles}}{{> ColleagueSendable}}

    """#,
    "ReactionSender": #"""
    {{% template-data 2 }}
    {{! The parameter that tells a reaction who sent the event, for `with sender`, after the event's. }}
    {{#reaction.sender}}from {{.}}: {{senderType.name}}{{/reaction.sender}}

    """#,
    "ReferenceType": #"""
    {{% template-data 2 }}
    {{! The type of a weak reference to one colleague. }}
    {{#reference}}{{.}}{{/reference}}{{^reference}}WeakReference<{{(}}{{typeName}}{{)}}>{{/reference}}

    """#,
    "Replay": #"""
    {{% template-data 2 }}
    {{! `replay(_:)` of a `codable` mediator: it checks every record of a log first, collecting a
        send for each, and only then sends them, so that a log it cannot replay changes nothing. A
        one-instance colleague that may be absent is read when its event is sent, since the events
        before may attach it. Rendered with the mediator's `codable` data. }}
    extension {{name}} {
        {{> DocComment}}
        {{accessModifier}}func {{replay}}({{(}}{{#parameters}}{{.}}{{,}}{{/parameters}}{{)}}){{effects}} {
    {{#hasSends}}
            var {{locals.sends}}: [() {{#isAsync}}async {{/isAsync}}{{#isThrowing}}throws {{/isThrowing}}-> Void] = []
    {{/hasSends}}
            for ({{locals.index}}, {{locals.record}}) in {{locals.log}}.records.enumerated() {
                switch ({{locals.record}}.event, {{locals.record}}.sender) {
    {{#sends}}
    {{code}}
    {{/sends}}
    {{#mediatorSent}}
                case ({{(}}.{{.}}{{,}}"mediator"{{)}}):
                    continue
    {{/mediatorSent}}
                default:
                    throw MediatorReplayError.unexpectedSender({{(}}of: {{locals.record}}{{,}}at: {{locals.index}}{{)}})
                }
            }
    {{#hasSends}}
            for {{locals.send}} in {{locals.sends}} {
                {{#isThrowing}}try {{/isThrowing}}{{#isAsync}}await {{/isAsync}}{{locals.send}}()
            }
    {{/hasSends}}
        }
    }

    """#,
    "ReplayPattern": #"""
    {{% template-data 2 }}
    {{! The pattern that matches an event's case in a record and binds its payload. }}
    .{{#pattern}}{{member}}{{#hasArguments}}({{(}}{{> Arguments}}{{)}}){{/hasArguments}}{{/pattern}}

    """#,
    "ReplaySend": #"""
    {{% template-data 2 }}
    {{! One case of `replay(_:)`'s switch: a record of an event from one sender, whose send it
        collects, checking first the member or colleague its reaction must learn. }}
                case ({{(}}{{> ReplayPattern}}{{,}}"{{senderName}}"{{)}}):
    {{#memberCheck}}
                    let {{locals.sender}} = try {{call}}({{(}}{{> Arguments}}{{)}})
    {{/memberCheck}}
    {{#colleagueCheck}}
                    {{locals.sends}}.append {
                        let {{locals.sender}} = try {{call}}({{(}}{{> Arguments}}{{)}})
                        {{> ReplayedSend}}
                    }
    {{/colleagueCheck}}
    {{^colleagueCheck}}
                    {{locals.sends}}.append { {{(}}{{> ReplayedSend}}{{)}} }
    {{/colleagueCheck}}

    """#,
    "ReplayedSend": #"""
    {{% template-data 2 }}
    {{! The call with which `replay(_:)` sends one event again, from one sender: the event's dispatch,
        given the sender and, for `with sender`, the sender type's case. }}
    {{#resend}}{{prefix}}{{callee}}({{(}}{{> Arguments}}{{)}}){{/resend}}

    """#,
    "RequirementEffects": #"""
    {{% template-data 2 }}
    {{! What the requirements that receive an event say after their parameters: in a colleague's or a
        role's protocol, `Reactions` and a test double. }}
    {{> Effects}}{{#result}} -> {{.}}{{/result}}

    """#,
    "RoleProtocol": #"""
    {{% template-data 2 }}
    {{! The protocol of a receiver role: what every colleague that plays it receives. }}
    {{#actorLine}}
        {{@ actorLine}}
    {{/actorLine}}
        {{> DocComment}}
        {{actorAttribute}}{{accessModifier}}protocol {{name}}: {{> ProtocolBase}} {
    {{#actorLine}}
            {{@}}
    {{/actorLine}}
    {{#receivedEvents}}
            {{@ line}}
            {{> DocComment}}
            func {{name}}({{((}}{{> Parameters}}{{)}}){{> RequirementEffects}}
    {{#-last}}
            {{@}}
    {{/-last}}
    {{/receivedEvents}}
        }

    """#,
    "SendParameters": #"""
    {{% template-data 2 }}
    {{! An event's parameters as the methods that send it list them, with their default values: the
        outbox's and the mediator's entry point. Each is a group's item after its source mark. }}
    {{#parameters}}{{@ line}}{{sendDeclaration}}{{,}}{{/parameters}}

    """#,
    "SetMembership": #"""
    {{% template-data 2 }}
    {{! `join(_:)` and `leave(_:)` for one colleague set. In a `nonisolated` mediator a member's
        outbox is connected under the set's lock, so that a join and a leave of one member on two
        threads cannot leave it in the set but disconnected, or the other way round. }}
        {{@ line}}
        /// Adds `member` to the set of `{{typeName}}` colleagues{{#keyType}}, with `key`, by which
        /// events routed to `{{typeName}}[...]` find it{{/keyType}}; joining twice has no effect.
        {{slotAccessModifier}}func join({{(}}_ member: {{swiftType}}{{#keyType}}{{,}}key: {{.}}{{/keyType}}{{)}}) {
            {{@}}
    {{#isolation.nonisolated}}
    {{#outbox}}
            {{#joinCall}}let joined = {{/joinCall}}self.{{storage}}.withLock {
                if $0.join({{joinArguments}}) {
    {{#sender.ownReference}}
                    {{memberOutbox}}.{{owner}}.withLock { {{(}}$0 = {{referenceMaker}}(member){{)}} }
    {{/sender.ownReference}}
                    {{> ConnectMember}}
    {{#joinCall}}
                    return true
    {{/joinCall}}
                }
    {{#joinCall}}
                return false
    {{/joinCall}}
            }
    {{/outbox}}
    {{^outbox}}
            {{#joinCall}}let joined = {{/joinCall}}self.{{storage}}.withLock { $0.join({{joinArguments}}) }
    {{/outbox}}
    {{#joinCall}}
            // Outside the lock, once the member has joined.
            if joined {
                {{.}}
            }
    {{/joinCall}}
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
    {{#outbox}}
            if self.{{property}}.join({{joinArguments}}) {
    {{#sender.ownReference}}
                {{memberOutbox}}.{{owner}} = member
    {{/sender.ownReference}}
                {{> ConnectMember}}
    {{#joinCall}}
                {{.}}
    {{/joinCall}}
            }
    {{/outbox}}
    {{^outbox}}
    {{^joinCall}}
            self.{{property}}.join({{joinArguments}})
    {{/joinCall}}
    {{#joinCall}}
            if self.{{property}}.join({{joinArguments}}) {
                {{.}}
            }
    {{/joinCall}}
    {{/outbox}}
    {{/isolation.nonisolated}}
        }

        {{@ line}}
        /// Removes `member` from the set of `{{typeName}}` colleagues.
        {{slotAccessModifier}}func leave(_ member: {{swiftType}}) {
            {{@}}
    {{#isolation.nonisolated}}
    {{#outbox}}
            {{#leaveCall}}let left = {{/leaveCall}}self.{{storage}}.withLock {
                if $0.leave(member) {
                    {{memberOutbox}}.{{connection}}.disconnect()
    {{#leaveCall}}
                    return true
    {{/leaveCall}}
                }
    {{#leaveCall}}
                return false
    {{/leaveCall}}
            }
    {{/outbox}}
    {{^outbox}}
            {{#leaveCall}}let left = {{/leaveCall}}self.{{storage}}.withLock { $0.leave(member) }
    {{/outbox}}
    {{#leaveCall}}
            // Outside the lock, once the member has left.
            if left {
                {{.}}
            }
    {{/leaveCall}}
    {{/isolation.nonisolated}}
    {{^isolation.nonisolated}}
    {{#outbox}}
            if self.{{property}}.leave(member) {
                {{memberOutbox}}.{{connection}}.disconnect()
    {{#leaveCall}}
                {{.}}
    {{/leaveCall}}
            }
    {{/outbox}}
    {{^outbox}}
    {{^leaveCall}}
            self.{{property}}.leave(member)
    {{/leaveCall}}
    {{#leaveCall}}
            if self.{{property}}.leave(member) {
                {{.}}
            }
    {{/leaveCall}}
    {{/outbox}}
    {{/isolation.nonisolated}}
        }

    """#,
    "SetType": #"""
    {{% template-data 2 }}
    {{! The type of a colleague set: a set of weak or strong references, to a class or to a protocol,
        or a keyed set of weak references. }}
    {{#kind.set}}
    {{#keyType}}
    {{setTypeName}}<{{(}}{{.}}{{,}}{{> ReferenceType}}{{)}}>
    {{/keyType}}
    {{^keyType}}
    {{setTypeName}}<{{(}}{{#reference}}{{.}}{{/reference}}{{^reference}}{{typeName}}{{/reference}}{{)}}>
    {{/keyType}}
    {{/kind.set}}

    """#,
    "Trace": #"""
    {{% template-data 2 }}
    {{! Shows the event to the mediator's observer: its case of `Event`, its name, sender and receivers. }}
    {{link}}.show({{(}}Event{{> EventCase}}{{,}}"{{selector}}"{{,}}{{locals.sender}}{{,}}"{{receivers}}"{{)}})

    """#,
    "TraceArguments": #"""
    {{% template-data 2 }}
    {{! An event's arguments in `traceArguments` of the `Event` enum, as its trace shows them, each as
        `String(describing:)` writes it; nothing for an event without parameters. An `if case` for
        each event rather than one `switch`: Swift cannot check a `switch` over a thousand cases for
        exhaustiveness in reasonable time. }}
    {{#hasParameters}}
    if case .{{member}}({{(}}{{#parameters}}let {{name}}{{,}}{{/parameters}}{{)}}) = self {
        return [{{(}}{{#parameters}}String(describing: {{name}}){{,}}{{/parameters}}{{)}}]
    }
    {{/hasParameters}}

    """#,
]
