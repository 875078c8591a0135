/// The template data of the colleague slots and roles of one mediator.
struct ColleagueData {
    let mediator: MediatorModel
    let names: MediatorNames
    /// The data of each event of the mediator, in spec order.
    let events: [TemplateValue]
    let specFileLiteral: String

    /// The template value of the colleague at `index`.
    func colleague(at index: Int) -> TemplateValue {
        let colleague = mediator.colleagues[index]
        let participation = mediator.participation
        let property = SwiftNames.escaped(colleague.propertyName)
        let storage = names.storage[index]
        let setKind = colleague.isWeak ? "Weak" : "Strong"
        let setType =
            colleague.isProtocol
            ? "\(setKind)Colleagues<\(colleague.referenceName)>"
            : "\(setKind)ColleagueSet<\(colleague.typeName)>"
        let setAccess =
            mediator.isNonisolated ? "self.\(storage).withLock { $0." : "self.\(property)."
        let setClose = mediator.isNonisolated ? " }" : ""
        let roleProtocols = colleague.roles.map { mediator.roles[$0].name }
        var fields: [String: TemplateValue] = [:]
        fields["typeName"] = .text(colleague.typeName)
        fields["swiftType"] = .text(colleague.swiftType)
        fields["optionalType"] = .text(colleague.optionalType)
        fields["referenceType"] = .text(colleague.referenceType)
        fields["referenceName"] = .text(colleague.referenceName)
        fields["isProtocol"] = .flag(colleague.isProtocol)
        // Swift has no generic weak reference to a protocol's existential: the mediator declares
        // one where a set, or a weak reference behind a lock, needs it.
        fields["hasReference"] = .flag(
            colleague.isProtocol
                && (colleague.isSet
                    || mediator.isNonisolated && (colleague.isWeak || !names.owner[index].isEmpty))
        )
        fields["property"] = .text(property)
        fields["storage"] = .text(storage)
        fields["docComment"] = SwiftText.docCommentValue(documentation(of: colleague))
        fields["isSet"] = .flag(colleague.isSet)
        fields["isWeakSingle"] = .flag(!colleague.isSet && colleague.isWeak)
        fields["isStrongSingle"] = .flag(!colleague.isSet && !colleague.isWeak)
        fields["setType"] = .text(setType)
        fields["initialization"] = .text(
            mediator.isNonisolated && colleague.isWeak
                ? "self.\(storage) = \(referenceMaker(colleague))(\(property))"
                : "self.\(property) = \(property)")
        fields["joinCall"] = .text("\(setAccess)join(member)\(setClose)")
        fields["leaveCall"] = .text("\(setAccess)leave(member)\(setClose)")
        fields["protocolName"] = .text(colleague.protocolName)
        fields["protocolBases"] = .text(
            roleProtocols.isEmpty ? protocolBase : roleProtocols.joined(separator: ", "))
        fields["outboxName"] = .text(colleague.outboxName)
        fields["connection"] = .text(names.connection[index])
        fields.merge(senderFields(of: colleague, index: index), uniquingKeysWith: { $1 })
        fields["sends"] = .flag(!participation.sentEvents[index].isEmpty)
        fields["hasRequirements"] = .flag(
            !participation.sentEvents[index].isEmpty
                || !participation.receivedEvents[index].isEmpty)
        fields["sentEvents"] = .list(participation.sentEvents[index].map { events[$0] })
        fields["receivedEvents"] = .list(participation.receivedEvents[index].map { events[$0] })
        fields["sourceLocation"] = .text(
            SwiftText.sourceLocation(
                line: colleague.location.line, fileLiteral: specFileLiteral))
        return .object(fields)
    }

    /// How the outbox names its colleague as the sender of events `with sender`. The mediator
    /// holds a one-instance colleague strongly, so such a send binds the mediator
    /// (`ownerBinding`) and names the colleague by the mediator's property (`owner`). The outbox
    /// of a set member or a weak colleague keeps a weak reference to it instead (`hasOwner`), set
    /// in `init` or `join(_:)`; a send binds it, or is dropped once the colleague is gone.
    private func senderFields(of colleague: ColleagueModel, index: Int) -> [String: TemplateValue] {
        let connection = names.connection[index]
        let property = SwiftNames.escaped(colleague.propertyName)
        let senderCase = TemplateValue.text(SwiftNames.memberName(colleague.senderCase))
        let local = names.senderMediator[index]
        if !local.isEmpty {
            return [
                "hasOwner": false,
                "owner": .text("\(local).\(property)"),
                "ownerBinding": .text("let \(local) = \(connection).mediator"),
                "senderMediator": .text(local),
                "senderCase": senderCase,
            ]
        }
        let owner = names.owner[index]
        guard !owner.isEmpty else { return ["hasOwner": false] }
        func assignment(_ subject: String) -> TemplateValue {
            .text(
                mediator.isNonisolated
                    ? "\(subject).mediator.\(owner).withLock { $0 = \(referenceMaker(colleague))(\(subject)) }"
                    : "\(subject).mediator.\(owner) = \(subject)")
        }
        return [
            "hasOwner": true,
            "owner": .text(owner),
            "ownerDeclaration": .text(
                mediator.isNonisolated
                    ? "let \(owner) = Locked<\(colleague.referenceType)?>(nil)"
                    : "weak var \(owner): \(colleague.optionalType)"),
            "ownerAssignment": assignment(property),
            "memberOwnerAssignment": assignment("member"),
            "ownerBinding": .text(
                mediator.isNonisolated
                    ? "let \(owner) = \(owner).withLock({ $0?.object })" : "let \(owner)"),
            "senderMediator": .text("\(connection).mediator?"),
            "senderCase": senderCase,
        ]
    }

    /// What makes the weak reference to `colleague`: `WeakReference`, its type inferred, or the
    /// reference generated for a protocol.
    private func referenceMaker(_ colleague: ColleagueModel) -> String {
        colleague.isProtocol ? colleague.referenceName : "WeakReference"
    }

    /// The template value of the role at `index`.
    func role(at index: Int) -> TemplateValue {
        let role = mediator.roles[index]
        let documentation =
            role.documentation.isEmpty
            ? [
                "The `\(role.name)` role of `\(mediator.name)`: what every colleague that plays it "
                    + "receives."
            ] : role.documentation
        var fields: [String: TemplateValue] = [:]
        fields["name"] = .text(role.name)
        fields["docComment"] = SwiftText.docCommentValue(documentation)
        fields["receivedEvents"] = .list(
            mediator.participation.roleEvents[index].map { events[$0] })
        return .object(fields)
    }

    /// The protocols every colleague and role protocol refines.
    var protocolBase: String {
        mediator.isNonisolated ? "AnyObject, Sendable" : "AnyObject"
    }

    private func documentation(of colleague: ColleagueModel) -> [String] {
        guard colleague.documentation.isEmpty else { return colleague.documentation }
        if colleague.isSet {
            return [
                "The `\(colleague.typeName)` colleagues that have joined, held "
                    + (colleague.isWeak ? "weakly." : "strongly until they leave.")
            ]
        }
        return ["The `\(colleague.typeName)` colleague\(colleague.isWeak ? ", held weakly" : "")."]
    }
}
