/// The data of a generated file, which `File.mustache` is rendered with: typed values that
/// ``TemplateValueEncoder`` turns into template values, each key documented in docs/Templates.md.
struct FileContext: Encodable {
    /// A module the file imports.
    struct Import: Encodable {
        let module: String
        /// Whether it is MediatorRuntime, whose declarations for generated code are SPI.
        let isRuntime: Bool
    }

    let generatorVersion: String
    /// The runtime version the file is generated for, which it names so that another runtime
    /// stops at that line.
    let runtimeHandshake = GeneratedNames.runtimeHandshake
    /// The spec's file name, escaped like a string literal without its quotes, so that a line
    /// break in it cannot end the header comment it is written in.
    let specFileName: String
    /// Sorted by module, as `swift format` orders them.
    let imports: [Import]
    let mediators: [MediatorContext]

    init(_ spec: SpecModel, names: [GeneratedNames]) {
        generatorVersion = GeneratorVersion.current
        specFileName = String(SwiftText.stringLiteral(spec.specFileName).dropFirst().dropLast())
        let modules = Set(spec.imports).subtracting(["MediatorRuntime"])
        imports =
            (modules.map { Import(module: $0, isRuntime: false) }
            + [Import(module: "MediatorRuntime", isRuntime: true)]).sorted { $0.module < $1.module }
        mediators = zip(spec.mediators, names).map(MediatorContext.init)
    }
}

/// The data of one mediator, which `Mediator.mustache` is rendered with.
struct MediatorContext: Encodable {
    /// Where the mediator's code runs, as the templates tell the cases apart.
    enum Isolation: TemplateChoice, CaseIterable {
        /// No keyword: one isolation domain uses the mediator.
        case singleDomain
        /// `nonisolated`.
        case nonisolated
        /// `@MainActor`, whose isolated `deinit` back-deploys.
        case mainActor
        /// Another global actor, whose `deinit` is not isolated.
        case globalActor
    }

    /// `when connected`.
    struct WhenConnected: Encodable {
        let docComment: [String]
        let line: Int
    }

    let name: String
    let docComment: [String]
    let line: Int
    /// The superclass whose `init()` the initializer calls, written `Name()` in the spec.
    let superclass: String?
    /// What the class declaration lists after `:`: the superclass, the protocols of the spec,
    /// and `Sendable` for a `nonisolated` mediator.
    let inheritedTypes: [String]
    let access: String?
    let actor: String?
    /// ``access`` as a declaration starts with it, a space after it: `public `, or nothing.
    let accessModifier: String
    /// ``actor`` as a declaration starts with it: `@MainActor `, or nothing.
    let actorAttribute: String
    /// What the class's declaration writes before its name: `final class` after the access
    /// level, or for a `subclassable` mediator `class`, and `open class` when it is `public`.
    let classDeclaration: String
    /// `: ` and ``inheritedTypes``, or nothing.
    let inheritanceClause: String
    /// What `init`'s declaration starts with: ``accessModifier``, and `override ` when it
    /// overrides the superclass's `init()`, taking no colleague.
    let initModifiers: String
    /// The mediator's line, where the compiler reports a global actor it cannot find, for each
    /// declaration the actor isolates; `nil` without a global actor.
    let actorLine: Int?
    let isolation: Isolation
    let link: String
    let refinementCheck: String?
    let colleagues: [ColleagueContext]
    let singleColleagues: [ColleagueContext]
    let setColleagues: [ColleagueContext]
    /// What the mediator uses without taking part in events.
    let dependencies: [DependencyContext]
    /// The parameters of `init`, as its declaration lists them: each one-instance colleague's,
    /// then each dependency's.
    let initParameters: String
    /// Whether `init`'s declaration is longer than a line. It stays on one line all the same,
    /// which `swift format` is told to leave: the spec maps it to the mediator's line, where the
    /// compiler then reports a parameter's type it cannot find, as it does the property's at the
    /// colleague's or the dependency's line. Broken, its parameters would land on the spec lines
    /// after the mediator's, whatever those hold.
    let initIsLong: Bool
    /// The static methods that make the dependencies' default arguments.
    let defaultMakers: [DependencyContext.MakeDefault]
    /// The stored properties of the mediator's own.
    let state: [StateContext]
    /// The colleagues with whose slots their protocols and outboxes are declared: every
    /// colleague but the later slots of a type that share those of its first.
    let declaredProtocols: [ColleagueContext]
    let classColleagues: [ColleagueContext]
    let protocolColleagues: [ColleagueContext]
    let slotEnums: [SlotEnumContext]
    /// The strongly held one-instance colleagues that a dispatch under way keeps alive when the
    /// mediator ends during it.
    let keptAlive: [ColleagueContext]
    let roles: [RoleContext]
    let events: [EventContext]
    let entryPoints: [EventContext]
    let reactions: [EventContext]
    let hasReactions: Bool
    let hasEventPayloads: Bool
    let hasSendableChecks: Bool
    /// The colleagues checked to be `Sendable` at their line: those of a class that play no
    /// role in a `nonisolated` mediator, and those events delivered `concurrently` reach.
    let sendableReceivers: [SendableAlias]
    let whenConnected: WhenConnected?
    /// The requirements of the reactions to colleagues coming and going and to the release.
    let hooks: [HookContext]
    /// The call of the reaction to `when released`, which `deinit` makes first; `nil` without it.
    let releasedCall: String?
    let behaviors: Behaviors?
    /// What a `codable` mediator adds: the `Codable` conformance of `Event`, and `replay(_:)`.
    let codable: CodableContext?

    init(_ mediator: MediatorModel, names: GeneratedNames) {
        name = mediator.name
        docComment = DocumentationText.comment(mediator.documentation, indentation: 0)
        line = mediator.location.line
        superclass = mediator.superclass
        let declared = (mediator.superclass.map { [$0] } ?? []) + mediator.conformances
        // A nonisolated mediator is `Sendable`, or `@unchecked Sendable` where the spec says so.
        let declaresSendable = declared.contains { $0 == "Sendable" || $0 == "@unchecked Sendable" }
        inheritedTypes =
            declared + (mediator.isNonisolated && !declaresSendable ? ["Sendable"] : [])
        access = mediator.accessLevel == .internal ? nil : mediator.accessLevel.rawValue
        actor = mediator.globalActor
        accessModifier = mediator.accessLevel.modifier
        classDeclaration =
            mediator.overridableModifier + (mediator.isSubclassable ? "class" : "final class")
        actorAttribute = actor.map { "@\($0) " } ?? ""
        inheritanceClause =
            inheritedTypes.isEmpty ? "" : ": " + inheritedTypes.joined(separator: ", ")
        actorLine = mediator.globalActor.map { _ in mediator.location.line }
        isolation =
            switch mediator.isolation {
            case .none: .singleDomain
            case .nonisolated: .nonisolated
            case .globalActor: mediator.isOnMainActor ? .mainActor : .globalActor
            }
        link = names.link
        refinementCheck = names.refinementCheck
        let events = mediator.events.indices.map {
            EventContext(mediator: mediator, index: $0, names: names)
        }
        self.events = events
        let colleagues = mediator.colleagues.indices.map {
            ColleagueContext(mediator: mediator, index: $0, names: names, events: events)
        }
        self.colleagues = colleagues
        singleColleagues = colleagues.filter { !$0.isSet }
        setColleagues = colleagues.filter(\.isSet)
        dependencies = zip(mediator.dependencies, names.dependencyDefaults).map {
            DependencyContext($0, mediator: mediator, makeDefault: $1)
        }
        initParameters = (singleColleagues.map(\.initParameter) + dependencies.map(\.initParameter))
            .joined(separator: ", ")
        defaultMakers = dependencies.compactMap(\.makeDefault)
        initModifiers =
            accessModifier + (superclass != nil && initParameters.isEmpty ? "override " : "")
        // Indented once, `init(`, the parameters, `) {`.
        initIsLong = 4 + initModifiers.count + 5 + initParameters.count + 3 > LinePrinter.limit
        state = mediator.state.map(StateContext.init)
        declaredProtocols = colleagues.filter(\.declaresProtocol)
        classColleagues = declaredProtocols.filter { !$0.isProtocol && $0.hasProtocol }
        protocolColleagues = declaredProtocols.filter { $0.isProtocol && $0.hasProtocol }
        slotEnums = SlotEnumContext.all(of: mediator)
        keptAlive = colleagues.filter(\.isHeldStrongly)
        roles = mediator.roles.indices.map {
            RoleContext(mediator: mediator, index: $0, events: events)
        }
        entryPoints = events.filter { $0.entry != nil }
        reactions = events.filter { $0.reaction != nil }
        hasReactions =
            !reactions.isEmpty || mediator.whenConnected != nil || !mediator.hooks.isEmpty
        hooks = mediator.hooks.map { HookContext($0, in: mediator) }
        releasedCall = mediator.hooks.first { $0.kind == .released }.map {
            HookCalls.call($0.reaction) + "()"
        }
        hasEventPayloads = events.contains(where: \.hasParameters)
        sendableReceivers = names.sendableReceivers
        hasSendableChecks =
            !sendableReceivers.isEmpty || events.contains { !$0.sendableChecks.isEmpty }
        whenConnected = mediator.whenConnected.map { whenConnected in
            let docComment = DocumentationText.comment(
                whenConnected.documentation.isEmpty
                    ? ["Called at the end of `init`, once every colleague is connected."]
                    : whenConnected.documentation, indentation: 8)
            return WhenConnected(docComment: docComment, line: whenConnected.location.line)
        }
        behaviors = Self.behaviors(of: mediator)
        codable = names.codableLocals.map {
            CodableContext(
                mediator, names: names, locals: $0, events: events, colleagues: colleagues)
        }
    }
}
