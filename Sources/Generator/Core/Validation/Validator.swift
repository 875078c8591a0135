/// A spec as validation leaves it.
package struct ValidatedSpec: Sendable {
    /// Every name resolved, every route expanded.
    package var model: SpecModel
    /// For each mediator, the names generated code gives what it declares.
    package var names: [GeneratedNames]
}

/// Checks a syntax tree and turns it into a ``SpecModel``: names resolved, routes expanded,
/// every problem reported with its location.
package struct Validator {
    var diagnostics: DiagnosticCollector

    /// Scratch sets, emptied for each event and kept from one to the next so that their storage
    /// is reused: the parameter names and the receiving colleagues seen so far.
    var parameterNames: Set<String> = []
    /// How many names the "did you mean" hints of this run may still compare; see
    /// ``suggestionHint(for:among:)``.
    var suggestionComparisonsLeft = Validator.suggestionBudget
    var listedColleagues: Set<Int> = []

    private init(diagnostics: DiagnosticCollector) {
        self.diagnostics = diagnostics
    }

    /// Validates `spec`, read from `file`, reporting problems into `diagnostics`.
    ///
    /// - Returns: The model, and the names of what generated code declares for each mediator,
    ///   made once it is validated; both are complete only when no error was reported.
    package static func validate(
        _ spec: SpecSyntax, of file: SourceFile, diagnostics: inout DiagnosticCollector
    ) -> ValidatedSpec {
        var validator = Validator(diagnostics: diagnostics)
        var mediators: [MediatorModel] = []
        var names: [GeneratedNames] = []
        var seen: [String: SourceLocation] = [:]
        for mediator in spec.mediators {
            if let first = seen[mediator.name.text] {
                validator.reportDeclaredTwice(
                    "mediator '\(mediator.name.text)'", in: nil, first: first,
                    at: mediator.name.location, fix: "rename or remove one of them")
                continue
            }
            seen[mediator.name.text] = mediator.name.location
            let (model, named) = validator.validate(mediator)
            mediators.append(model)
            names.append(named)
        }
        if spec.mediators.isEmpty && !validator.diagnostics.hasErrors {
            validator.diagnostics.error(
                "the spec declares no mediator; declare one with 'mediator Name { ... }'",
                at: SourceLocation(line: 1, column: 1))
        }
        diagnostics = validator.diagnostics
        var imports: [String] = []
        var seenImports: Set<String> = []
        for module in spec.imports.map(\.module) where seenImports.insert(module).inserted {
            imports.append(module)
        }
        let model = SpecModel(
            specFileName: file.fileName, specPath: file.path,
            imports: imports, mediators: mediators)
        return ValidatedSpec(model: model, names: names)
    }

    private mutating func validate(_ declared: MediatorSyntax) -> (MediatorModel, GeneratedNames) {
        let mediator = Self.markingSharedBaseNames(declared)
        checkTypeName(mediator.name, role: "a mediator")
        let roles = validateRoles(mediator)
        let roleNames = NameIndex(roles.map(\.name))
        let colleagues = validateColleagues(mediator, roleNames: roleNames)
        let members = MediatorMembers(colleagues: colleagues, roles: roles)
        if mediator.colleagues.isEmpty {
            diagnostics.error(
                "mediator '\(mediator.name.text)' has no colleagues; declare them with "
                    + "'colleague TypeName'", at: mediator.name.location)
        }
        var events = mediator.events.map { validate($0, among: members) }
        checkRolesArePlayed(members)
        checkEventNames(mediator)
        nameCases(of: &events, in: mediator)
        let followUps = checkFollowUps(
            mediator.events, whenConnected: mediator.whenConnected.first?.followUps ?? [])
        for index in events.indices {
            events[index].followUps = followUps.events[index]
            events[index].reactionCycle = followUps.reactionCycles[index]
        }
        for repeated in mediator.whenConnected.dropFirst() {
            reportDeclaredTwice(
                "'when connected'", in: mediator, first: mediator.whenConnected[0].location,
                at: repeated.location)
        }
        let whenConnected = mediator.whenConnected.first.map {
            WhenConnectedModel(
                documentation: $0.documentation, location: $0.location,
                followUps: followUps.whenConnected)
        }
        let hooks = checkedHooks(of: mediator, colleagues: colleagues)
        let behaviors = validateBehaviors(mediator)
        checkDeliveryClauses(of: mediator)
        var participation = members.participation
        participation.add(events, colleagues: colleagues)
        let isolation: Isolation =
            switch mediator.isolation {
            case nil: .none
            case .nonisolated: .nonisolated
            case .globalActor(let actor): .globalActor(actor)
            }
        let dependencies = checkedDependencies(of: mediator)
        let state = checkedState(of: mediator, isolation: isolation)
        var model = MediatorModel(
            name: mediator.name.text, documentation: mediator.documentation,
            accessLevel: AccessLevel(rawValue: (mediator.accessLevel ?? .internal).rawValue)
                ?? .internal,
            isolation: isolation, isCodable: mediator.isCodable,
            superclass: mediator.inheritance.first(where: \.isSuperclass)?.name,
            conformances: mediator.inheritance.filter { !$0.isSuperclass }.map(\.name),
            colleagues: colleagues, dependencies: dependencies, state: state,
            roles: roles, events: events, participation: participation,
            whenConnected: whenConnected, behaviors: behaviors, location: mediator.name.location)
        model.hooks = hooks
        model.isSubclassable = checkSubclassable(mediator, isolation: isolation)
        let names = GeneratedNames(model)
        checkMemberNames(of: model, names)
        checkGeneratedTypeNames(of: model, names)
        checkColleaguesTakePart(
            colleagues, participation, watched: Set(model.hooks.compactMap(\.colleague)))
        checkWhenConnectedCanRun(in: model)
        if model.isCodable { checkCodable(mediator) }
        return (model, names)
    }

    private mutating func validateColleagues(_ mediator: MediatorSyntax, roleNames: NameIndex)
        -> [ColleagueModel]
    {
        var colleagues: [ColleagueModel] = []
        for colleague in mediator.colleagues {
            let name = colleague.name
            checkTypeName(name, role: "a colleague")
            if name.text == mediator.name.text {
                diagnostics.error(
                    "'\(name.text)' is the mediator itself and cannot also be its colleague",
                    at: name.location)
            }
            if roleNames.contains(name.text) {
                diagnostics.error(
                    "'\(name.text)' is declared as a role; a colleague needs a type name of its "
                        + "own, with the role after ':', as in 'colleague Settings: \(name.text)'",
                    at: name.location)
            }
            let property =
                colleague.property?.identifier
                ?? GeneratedNames.property(ofType: name.text, isSet: colleague.isSet)
            let accessLevel = checkedSlotAccess(colleague, in: mediator)
            colleagues.append(
                ColleagueModel(
                    typeName: name.text, isProtocol: colleague.isProtocol, propertyName: property,
                    isSet: colleague.isSet,
                    // Sets are weak unless declared `strong`; one-instance colleagues are strong unless `weak`.
                    isWeak: colleague.isSet
                        ? colleague.ownership != .strong : colleague.ownership == .weak,
                    isOptional: colleague.isOptional,
                    outboxProperty: colleague.outbox?.identifier ?? GeneratedNames.outboxProperty,
                    keyType: colleague.keyType?.text,
                    isCalledDirectly: colleague.isCalledDirectly, accessLevel: accessLevel,
                    roles: resolveRoles(of: colleague, among: roleNames),
                    documentation: colleague.documentation, location: name.location))
        }
        groupSlotsOfOneType(&colleagues, declared: mediator.colleagues, roleNames: roleNames)
        return colleagues
    }

    /// Reports `declaration` declared again at `location`, where it was first declared, and
    /// `fix`, what to do about it.
    mutating func reportDeclaredTwice(
        _ declaration: String, in mediator: MediatorSyntax?, first: SourceLocation,
        at location: SourceLocation, fix: String = "remove one of them"
    ) {
        let scope = mediator.map { " in mediator '\($0.name.text)'" } ?? ""
        diagnostics.error(
            "\(declaration) is declared twice\(scope), first at line \(first.line); \(fix)",
            at: location)
    }

    /// Warns of a colleague that takes part in no event, plays no role the events reach, is not
    /// `called directly` and is `watched` by no hook: the mediator's own code would not know it.
    private mutating func checkColleaguesTakePart(
        _ colleagues: [ColleagueModel], _ participation: Participation, watched: Set<Int>
    ) {
        for (index, colleague) in colleagues.enumerated() {
            let receivesThroughRole = colleague.roles.contains {
                !participation.roleEvents[$0].isEmpty
            }
            if participation.sentEvents[index].isEmpty
                && participation.receivedEvents[index].isEmpty && !receivesThroughRole
                && !colleague.isCalledDirectly && !watched.contains(index)
            {
                diagnostics.warning(
                    "colleague '\(colleague.typeName)' neither sends nor receives any event; "
                        + "if the mediator's own code calls it or it only holds state, say so: "
                        + "'colleague \(colleague.typeName) called directly'",
                    at: colleague.location)
            }
        }
    }
}
