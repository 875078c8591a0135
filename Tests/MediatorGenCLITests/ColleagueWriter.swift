@testable import MediatorGenCore

/// Writes colleague classes and reactions that satisfy a validated spec, the way a user would.
enum ColleagueWriter {
    /// Declarations every random spec may name.
    static let prelude = """
        import MediatorRuntime

        @globalActor public actor ProbeActor {
            public static let shared = ProbeActor()
        }

        public struct ProbeError: Swift.Error {}

        """

    static func code(for spec: SpecModel) -> String {
        var code = ""
        for mediator in spec.mediators {
            code += Self.code(for: mediator)
        }
        return code
    }

    static func text(_ value: TemplateValue, _ key: String) -> String {
        guard case .object(let fields) = value, case .text(let text)? = fields[key] else {
            return ""
        }
        return text
    }

    static func code(for mediator: MediatorModel) -> String {
        let access = mediator.accessLevel == .internal ? "" : mediator.accessLevel.rawValue + " "
        let isolation = mediator.globalActor.map { "@\($0) " } ?? ""
        let names = MediatorNames(mediator)
        let contexts = mediator.events.indices.map {
            EventData(event: mediator.events[$0], mediator: mediator, names: names, index: $0)
                .value(specFileLiteral: "\"spec\"")
        }
        var code = ""
        for (index, colleague) in mediator.colleagues.enumerated() {
            let sends = mediator.events.contains { $0.senders.contains(index) }
            var className = colleague.typeName
            var conformance = mediator.isNonisolated ? ": Sendable" : ""
            if colleague.isProtocol {
                // The protocol refines the generated one; a class of its own implements it.
                // On a global actor, `Sendable` lets the colleague go to the tasks of an event
                // delivered concurrently.
                let sendable = mediator.globalActor == nil ? "" : ", Sendable"
                code +=
                    "\(access)protocol \(colleague.typeName): "
                    + "\(mediator.name).\(colleague.protocolName)\(sendable) {}\n\n"
                className += "Implementation"
                conformance = ": \(colleague.typeName)"
            }
            code += "\(isolation)\(access)final class \(className)\(conformance) {\n"
            if sends {
                let binding = mediator.isNonisolated ? "let" : "var"
                code +=
                    "    \(access)\(binding) mediator = \(mediator.name).\(colleague.typeName)Outbox()\n"
            }
            code += "    \(access)init() {}\n"
            let participation = mediator.participation
            let received = Set(
                (participation.receivedEvents[index]
                    + colleague.roles.flatMap { participation.roleEvents[$0] }).map {
                        mediator.events[$0].name
                    })
            for (event, context) in zip(mediator.events, contexts)
            where received.contains(event.name) {
                code += method(access + "func " + text(context, "signature"), context)
            }
            code += "}\n\n"
        }
        let reactions = zip(mediator.events, contexts).filter { $0.0.receivers.contains(.mediator) }
        if !reactions.isEmpty || mediator.whenConnected != nil || !mediator.behaviors.isEmpty {
            code += "extension \(mediator.name) {\n"
            for (_, context) in reactions {
                code += method("func " + text(context, "reactionSignature"), context)
            }
            if mediator.whenConnected != nil { code += "    func handleConnected() {}\n" }
            code += behaviors(of: mediator)
            code += "}\n\n"
        }
        return code
    }

    /// Behaviors that deliver and return, as the mediator's `Behaviors` protocol requires them.
    static func behaviors(of mediator: MediatorModel) -> String {
        guard
            case .list(let requirements)? = MediatorData.behaviorFields(mediator, "\"spec\"")[
                "behaviorRequirements"]
        else { return "" }
        return requirements.map { requirement in
            let declaration = text(requirement, "declaration")
            let call = declaration.contains("async") ? "try await deliver()" : "try deliver()"
            return "    func \(declaration) { \(call) }\n"
        }.joined()
    }

    static func method(_ declaration: String, _ context: TemplateValue) -> String {
        let returnClause = text(context, "returnClause")
        let body = returnClause.isEmpty ? "" : " fatalError(\"not called\") "
        return "    \(declaration)\(text(context, "effects"))\(returnClause) {\(body)}\n"
    }
}
