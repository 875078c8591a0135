// swift-format-ignore-file
// (The template text below is data, kept byte for byte as in Templates/.)
// Generated from the files in Templates/ by `swift run update-reference`. DO NOT EDIT.

/// The sources of the built-in templates, embedded so the tool needs no resource files.
enum EmbeddedTemplates {
    /// Template sources by name.
    static let sources: [String: String] = [
        "ColleagueProperty": #"""
            {{! A mediator's property for one colleague slot, and its storage where it needs one. }}
            {{#docComment}}
                {{.}}
            {{/docComment}}
            {{#isSendable}}
            {{#isSet}}
                {{access}}var {{property}}: {{setType}} {
                    self.{{storage}}.withLock { $0 }
                }
                private let {{storage}} = Locked({{setType}}())
            {{/isSet}}
            {{#isWeakSingle}}
                {{access}}var {{property}}: {{optionalType}} {
                    self.{{storage}}.object
                }
                private let {{storage}}: {{referenceType}}
            {{/isWeakSingle}}
            {{/isSendable}}
            {{^isSendable}}
            {{#isSet}}
                @exclusivity(unchecked) {{access}}private(set) var {{property}} = {{setType}}()
            {{/isSet}}
            {{#isWeakSingle}}
                {{access}}private(set) weak var {{property}}: {{optionalType}}
            {{/isWeakSingle}}
            {{/isSendable}}
            {{#isStrongSingle}}
                {{access}}let {{property}}: {{swiftType}}
            {{/isStrongSingle}}

            """#,
        "ColleagueProtocol": #"""
            {{! The protocol a colleague type conforms to: what it receives, and its outbox. }}
                /// What `{{typeName}}`, a colleague of `{{mediatorName}}`, receives{{#sends}} and sends{{/sends}}.
            {{^hasRequirements}}
                {{isolation}}{{access}}protocol {{protocolName}}: {{protocolBases}} {}
            {{/hasRequirements}}
            {{#hasRequirements}}
                {{isolation}}{{access}}protocol {{protocolName}}: {{protocolBases}} {
            {{#sends}}
                    /// The outbox this colleague sends through; `{{mediatorName}}` connects it.
                    var mediator: {{mediatorName}}.{{outboxName}} { get }
            {{/sends}}
            {{#receivedEvents}}
                    {{sourceLocation}}
            {{#docComment}}
                    {{.}}
            {{/docComment}}
                    func {{signature}}{{effects}}{{returnClause}}
            {{#-last}}
                    #sourceLocation()
            {{/-last}}
            {{/receivedEvents}}
                }
            {{/hasRequirements}}

            """#,
        "ColleagueReference": #"""
            {{! A weak reference to a colleague known by a protocol, which Swift cannot make generically. }}
                /// A weak reference to a `{{typeName}}` colleague, as `{{mediatorName}}` keeps it.
                {{access}}struct {{referenceName}}: ColleagueReference{{#isSendable}}, Sendable{{/isSendable}} {
                    private weak var colleague: {{optionalType}}
                    /// The identity of the colleague when the reference was made.
                    {{access}}let identifier: ObjectIdentifier

                    /// Makes a weak reference to `colleague`.
                    {{access}}init(_ colleague: {{swiftType}}) {
                        self.colleague = colleague
                        identifier = ObjectIdentifier(colleague)
                    }

                    /// The colleague, or `nil` once it has been deallocated.
                    {{access}}var object: {{optionalType}} { colleague }

                    /// The identity of `colleague`.
                    {{access}}static func identifier(of colleague: {{swiftType}}) -> ObjectIdentifier {
                        ObjectIdentifier(colleague)
                    }

                    /// The colleague of the reference at `reference`, read in place.
                    {{access}}static func object(at reference: UnsafePointer<Self>) -> {{optionalType}} {
                        reference.pointee.object
                    }
                }

            """#,
        "Delivery": #"""
            {{! One receiver's share of a dispatch; a framed dispatch delivers only while the mediator lives. }}
            {{#toMediator}}
                    {{deliver}}
            {{/toMediator}}
            {{#toHandler}}
                    {{deliver}}
            {{/toHandler}}
            {{#toStrongSingle}}
            {{#excludesSender}}
                    if {{#checksMediator}}{{scope}}.isMediatorAlive, {{/checksMediator}}{{sender}}.isNot(self.{{property}}) { {{deliver}} }
            {{/excludesSender}}
            {{^excludesSender}}
            {{#checksMediator}}
                    if {{scope}}.isMediatorAlive { {{deliver}} }
            {{/checksMediator}}
            {{^checksMediator}}
                    {{deliver}}
            {{/checksMediator}}
            {{/excludesSender}}
            {{/toStrongSingle}}
            {{#toWeakSingle}}
            {{#bindsReceiver}}
                    if {{#checksMediator}}{{scope}}.isMediatorAlive, {{/checksMediator}}let {{receiver}} = self.{{property}}{{#excludesSender}}, {{sender}}.isNot({{receiver}}){{/excludesSender}} { {{deliver}} }
            {{/bindsReceiver}}
            {{^bindsReceiver}}
            {{#checksMediator}}
                    if {{scope}}.isMediatorAlive { {{deliver}} }
            {{/checksMediator}}
            {{^checksMediator}}
                    {{deliver}}
            {{/checksMediator}}
            {{/bindsReceiver}}
            {{/toWeakSingle}}
            {{#toSet}}
            {{#checksMediator}}
                    if {{scope}}.isMediatorAlive {
                        for {{receiver}} in self.{{property}}{{#excludesSender}}.excluding({{sender}}){{/excludesSender}} {
                            {{deliver}}
                        }
                    }
            {{/checksMediator}}
            {{^checksMediator}}
                    for {{receiver}} in self.{{property}}{{#excludesSender}}.excluding({{sender}}){{/excludesSender}} {
                        {{deliver}}
                    }
            {{/checksMediator}}
            {{/toSet}}

            """#,
        "Dispatch": #"""
            {{! The private method that delivers one event to its receivers, in the order the spec lists them. }}
            {{#isMapped}}
                {{dispatchSourceLocation}}
            {{/isMapped}}
                fileprivate func {{dispatchName}}({{parameterList}}{{#hasParameters}}, {{/hasParameters}}from {{sender}}: MediatorSender{{#takesSender}}, by {{origin}}: {{senderTypeName}}{{/takesSender}}){{effects}}{{dispatchReturnClause}} {
            {{#isMapped}}
                    #sourceLocation()
            {{/isMapped}}
            {{#handler}}
                    let {{handlerName}} = self.{{.}}
            {{/handler}}
            {{#bindsScope}}
                    let {{scope}} = {{trace}}
            {{/bindsScope}}
            {{^bindsScope}}
                    {{trace}}
            {{/bindsScope}}
            {{#aroundDispatch}}
                    {{resultPrefix}}{{aroundDispatchCall}} {
                {{> DispatchBody}}
                    }
            {{/aroundDispatch}}
            {{^aroundDispatch}}
            {{> DispatchBody}}
            {{/aroundDispatch}}
                }

            """#,
        "DispatchBody": #"""
            {{! A dispatch's deliveries: one after another, or concurrently in a task group; the errors of a
                throwing event delivered `collecting errors` are thrown together at the end. }}
            {{#collectsErrors}}
                    var {{errors}} = DeliveryErrors()
            {{/collectsErrors}}
            {{#isConcurrent}}
                    {{groupCall}} { {{group}} in
            {{#deliveries}}
                {{> Delivery}}
            {{/deliveries}}
            {{#collectsErrors}}
                        while let {{result}} = await {{group}}.nextResult() {
                            if case .failure(let {{failure}}) = {{result}} { {{errors}}.append({{failure}}) }
                        }
            {{/collectsErrors}}
            {{#waitsForAll}}
                        try await {{group}}.waitForAll()
            {{/waitsForAll}}
                    }
            {{/isConcurrent}}
            {{^isConcurrent}}
            {{#deliveries}}
            {{> Delivery}}
            {{/deliveries}}
            {{/isConcurrent}}
            {{#collectsErrors}}
                    try {{errors}}.throwIfAny()
            {{/collectsErrors}}

            """#,
        "File": #"""
            {{! The whole generated file: header, imports, version handshake, then each mediator. }}
            // Generated by mediatorgen {{generatorVersion}} from {{specFileName}}.
            // DO NOT EDIT: change the spec and generate again.

            {{#imports}}
            {{.}}
            {{/imports}}

            // If the compiler cannot find `RuntimeVersion2`, this file was generated for another release of
            // MediatorRuntime: update mediatorgen and MediatorRuntime to the same release and regenerate.
            extension MediatorRuntime.RuntimeVersion2 {}
            {{#mediators}}

            {{> Mediator}}
            {{/mediators}}

            """#,
        "Mediator": #"""
            {{! One mediator: the class and the types its colleagues use first, then the dispatch plumbing. }}
            {{#docComment}}
            {{.}}
            {{/docComment}}
            {{isolation}}{{access}}final class {{name}}{{classConformance}} {
            {{#colleagues}}
            {{> ColleagueProperty}}
            {{/colleagues}}
            {{^isSendable}}
                /// Sees every event before its receivers do; `nil`, the default, costs one check per event.
            {{/isSendable}}
            {{#isSendable}}
                /// Sees every event before its receivers do; `nil`, the default, costs one lock per event.
            {{/isSendable}}
                {{access}}var observer: {{observerType}} {
                    get { {{link}}.observer }
                    set { {{link}}.observer = newValue }
                }
                fileprivate let {{link}} = {{linkType}}<{{name}}>()

                /// Creates the mediator and connects each colleague to it.
                {{access}}init({{initParameters}}) {
            {{#singleColleagues}}
                    {{initialization}}
            {{/singleColleagues}}
                    {{link}}.attach(self)
            {{#singleColleagues}}
            {{#sends}}
            {{#hasOwner}}
                    {{ownerAssignment}}
            {{/hasOwner}}
                    {{property}}.mediator.{{connection}}.connect(to: {{link}}, as: {{property}}, named: "{{typeName}}")
            {{/sends}}
            {{/singleColleagues}}
            {{#whenConnected}}
                    handleConnected()
            {{/whenConnected}}
                }

            {{#isSendable}}
                deinit {
                    {{link}}.detach()
                }
            {{/isSendable}}
            {{^isSendable}}
            {{#retainsOnEverySend}}
                // Runs on the thread that lets go of the mediator last. No send is under way then: each
                // keeps the mediator alive (an isolated deinit would need macOS 15.4 and iOS 18.4).
                deinit {
                    {{link}}.detachFromAnyThread()
                }
            {{/retainsOnEverySend}}
            {{^retainsOnEverySend}}
                {{deinitIsolation}}deinit {
                    {{link}}.detach(keepingAlive: [{{keptAliveColleagues}}])
                }
            {{/retainsOnEverySend}}
            {{/isSendable}}
            {{#setColleagues}}

            {{> SetMembership}}
            {{/setColleagues}}
            {{#entryPoints}}

            {{#isMapped}}
                {{sourceLocation}}
            {{/isMapped}}
            {{#docComment}}
                {{.}}
            {{/docComment}}
                {{entryAccess}}func {{signature}}{{effects}}{{dispatchReturnClause}} {
            {{#isMapped}}
                    #sourceLocation()
            {{/isMapped}}
                    {{resultPrefix}}{{callPrefix}}{{dispatchName}}({{callArguments}}{{#hasParameters}}, {{/hasParameters}}from: {{entrySender}}{{#takesSender}}, by: {{entrySender}}{{/takesSender}})
                }
            {{/entryPoints}}
            }

            extension {{name}} {
            {{#roles}}
            {{> RoleProtocol}}

            {{/roles}}
            {{#colleagues}}
            {{^-first}}

            {{/-first}}
            {{> ColleagueProtocol}}
            {{#hasReference}}

            {{> ColleagueReference}}
            {{/hasReference}}
            {{#sends}}

            {{> Outbox}}
            {{/sends}}
            {{/colleagues}}
            {{#hasReactions}}

                /// The reactions of `{{name}}` to the events routed to `mediator`{{#whenConnected}} and to
                /// `when connected`{{/whenConnected}}.
                ///
                /// Implement each one in an extension of `{{name}}`: a missing reaction is a
                /// compile error, not a message lost at run time.
                {{isolation}}protocol Reactions: {{protocolBase}} {
            {{#whenConnected}}
                    {{sourceLocation}}
            {{#docComment}}
                    {{.}}
            {{/docComment}}
                    func handleConnected()
            {{/whenConnected}}
            {{#reactions}}
                    {{sourceLocation}}
            {{#docComment}}
                    {{.}}
            {{/docComment}}
                    func {{reactionSignature}}{{effects}}{{returnClause}}
            {{/reactions}}
                    #sourceLocation()
                }
            {{/hasReactions}}
            {{#hasBehaviors}}

                /// The behaviors of `{{name}}`: code of its own that runs around its deliveries.
                ///
                /// Implement each one in an extension of `{{name}}`.
                {{isolation}}protocol Behaviors: {{protocolBase}} {
            {{#behaviorRequirements}}
                    {{sourceLocation}}
            {{#docComment}}
                    {{.}}
            {{/docComment}}
                    func {{declaration}}
            {{/behaviorRequirements}}
                    #sourceLocation()
                }
            {{/hasBehaviors}}
            {{#events}}
            {{#takesSender}}

                /// Who sent `{{selector}}`, as its reaction learns it.
                enum {{senderTypeName}}{{senderTypeConformance}} {
            {{#senderCases}}
                    {{.}}
            {{/senderCases}}
                }
            {{/takesSender}}
            {{/events}}

                /// The events of `{{name}}`, one case each with its payload, as a `MediatorRecorder` set as
                /// its `observer` records them.
            {{#isSendable}}
                ///
                /// Unchecked here, its payloads are checked to be `Sendable` below, each at its event's line.
            {{/isSendable}}
                {{access}}enum Event: {{eventConformance}} {
            {{#events}}
            {{#hasParameters}}
                    {{dispatchSourceLocation}}
            {{/hasParameters}}
                    {{eventCase}}
            {{/events}}
            {{#hasEventPayloads}}
                    #sourceLocation()
            {{/hasEventPayloads}}
                }
            }

            // MARK: - Dispatch

            extension {{name}} {
            {{#events}}
            {{^-first}}

            {{/-first}}
            {{> Dispatch}}
            {{/events}}
            }
            {{#hasSendableChecks}}

            extension {{name}} {
                // What crosses threads or tasks must be `Sendable`: the payloads and results of a
                // `nonisolated` mediator, and the payloads and receivers of events delivered `concurrently`.
            {{#sendableChecks}}
                {{dispatchSourceLocation}}
                private typealias {{sendableCheckName}} = RequireSendable<{{sendableCheck}}>
            {{/sendableChecks}}
                #sourceLocation()
            }
            {{/hasSendableChecks}}
            {{#hasReactions}}

            {{sourceLocation}}
            extension {{name}}: {{name}}.Reactions {}
            #sourceLocation()
            {{/hasReactions}}
            {{#hasBehaviors}}

            {{behaviorsSourceLocation}}
            extension {{name}}: {{name}}.Behaviors {}
            #sourceLocation()
            {{/hasBehaviors}}
            {{#protocolColleagues}}
            {{#-first}}

            extension {{mediatorName}} {
                // A colleague known by a protocol is reached through it, so that protocol must refine the
                // protocol generated for the colleague.
            {{/-first}}
            {{^-first}}

            {{/-first}}
                private static func {{refinementCheck}}(_ colleague: {{swiftType}}) -> any {{protocolName}} {
                    {{sourceLocation}}
                    colleague
                    #sourceLocation()
                }
            {{#-last}}
            }
            {{/-last}}
            {{/protocolColleagues}}
            {{#classColleagues}}
            {{#-first}}

            {{/-first}}
            {{sourceLocation}}
            extension {{typeName}}: {{mediatorName}}.{{protocolName}} {}
            {{#-last}}
            #sourceLocation()
            {{/-last}}
            {{/classColleagues}}

            """#,
        "Outbox": #"""
            {{! The typed way for one colleague type to send exactly the events it may send. }}
                /// The events `{{typeName}}` may send, through an outbox it keeps:
                /// `let mediator = {{mediatorName}}.{{outboxName}}()`. Sending does nothing until
                /// `{{mediatorName}}` connects it, nor once the mediator is gone.
                {{isolation}}{{access}}final class {{outboxName}}{{classConformance}} {
            {{#isSendable}}
                    fileprivate let {{connection}} = SendableOutboxConnection<{{mediatorName}}>()
            {{/isSendable}}
            {{^isSendable}}
                    @exclusivity(unchecked) fileprivate var {{connection}} = OutboxConnection<{{mediatorName}}>()
            {{/isSendable}}
            {{#hasOwner}}

                    /// The colleague that keeps this outbox, named as the sender of events `with sender`.
                    fileprivate {{ownerDeclaration}}
            {{/hasOwner}}

                    /// Makes an outbox that is not connected to a mediator yet.
                    {{access}}init() {}
            {{#sentEvents}}

            {{#isMapped}}
                    {{sourceLocation}}
            {{/isMapped}}
            {{#docComment}}
                    {{.}}
            {{/docComment}}
                    {{access}}func {{signature}}{{effects}}{{outboxReturnClause}} {
            {{#isMapped}}
                        #sourceLocation()
            {{/isMapped}}
            {{#takesSender}}
                        guard {{ownerBinding}} else { {{dropSend}} }
            {{/takesSender}}
            {{#isFramed}}
                        {{resultPrefix}}{{tryPrefix}}{{connection}}.{{sendMethod}} { {{tryPrefix}}$0.{{dispatchName}}({{callArguments}}{{#hasParameters}}, {{/hasParameters}}from: {{connection}}.sender) }{{outboxResultFlattening}}
            {{/isFramed}}
            {{^isFramed}}
            {{#takesSender}}
                        {{resultPrefix}}{{callPrefix}}{{senderMediator}}.{{dispatchName}}({{callArguments}}{{#hasParameters}}, {{/hasParameters}}from: {{connection}}.sender, by: .{{senderCase}}({{owner}}))
            {{/takesSender}}
            {{^takesSender}}
                        {{resultPrefix}}{{callPrefix}}{{connection}}.mediator?.{{dispatchName}}({{callArguments}}{{#hasParameters}}, {{/hasParameters}}from: {{connection}}.sender)
            {{/takesSender}}
            {{/isFramed}}
                    }
            {{/sentEvents}}
                }

            """#,
        "RoleProtocol": #"""
            {{! The protocol of a receiver role: what every colleague that plays it receives. }}
            {{#docComment}}
                {{.}}
            {{/docComment}}
                {{isolation}}{{access}}protocol {{name}}: {{protocolBase}} {
            {{#receivedEvents}}
                    {{sourceLocation}}
            {{#docComment}}
                    {{.}}
            {{/docComment}}
                    func {{signature}}{{effects}}{{returnClause}}
            {{#-last}}
                    #sourceLocation()
            {{/-last}}
            {{/receivedEvents}}
                }

            """#,
        "SetMembership": #"""
            {{! `join(_:)` and `leave(_:)` for one colleague set. In a `nonisolated` mediator a member's
                outbox is connected under the set's lock, so that a join and a leave of one member on two
                threads cannot leave it in the set but disconnected, or the other way round. }}
                /// Adds `member` to the set of `{{typeName}}` colleagues; joining twice has no effect.
                {{access}}func join(_ member: {{swiftType}}) {
            {{#sends}}
            {{#isSendable}}
                    self.{{storage}}.withLock {
                        if $0.join(member) {
            {{#hasOwner}}
                            {{memberOwnerAssignment}}
            {{/hasOwner}}
                            member.mediator.{{connection}}.connect(to: {{link}}, as: member, named: "{{typeName}}")
                        }
                    }
            {{/isSendable}}
            {{^isSendable}}
                    if self.{{property}}.join(member) {
            {{#hasOwner}}
                        {{memberOwnerAssignment}}
            {{/hasOwner}}
                        member.mediator.{{connection}}.connect(to: {{link}}, as: member, named: "{{typeName}}")
                    }
            {{/isSendable}}
            {{/sends}}
            {{^sends}}
                    {{joinCall}}
            {{/sends}}
                }

                /// Removes `member` from the set of `{{typeName}}` colleagues.
                {{access}}func leave(_ member: {{swiftType}}) {
            {{#sends}}
            {{#isSendable}}
                    self.{{storage}}.withLock {
                        if $0.leave(member) {
                            member.mediator.{{connection}}.disconnect()
                        }
                    }
            {{/isSendable}}
            {{^isSendable}}
                    if self.{{property}}.leave(member) {
                        member.mediator.{{connection}}.disconnect()
                    }
            {{/isSendable}}
            {{/sends}}
            {{^sends}}
                    {{leaveCall}}
            {{/sends}}
                }

            """#,
    ]
}
