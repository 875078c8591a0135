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

        /// A superclass a mediator may name, as it would `NSObject`.
        open class ProbeBase: @unchecked Sendable {
            public init() {}
        }

        /// A protocol a mediator may conform to, as to a component's delegate protocol.
        public protocol ProbeDelegate: AnyObject {}

        """

    static func code(for spec: SpecModel) -> String {
        var code = ""
        for mediator in spec.mediators {
            code += Self.code(for: mediator)
        }
        return code
    }

    static func code(for mediator: MediatorModel) -> String {
        let access = mediator.accessLevel == .internal ? "" : mediator.accessLevel.rawValue + " "
        let isolation = mediator.globalActor.map { "@\($0) " } ?? ""
        let context = MediatorContext(mediator, names: GeneratedNames(mediator))
        var code = ""
        // One class (or protocol) for all the slots of a type that fills several.
        var written: Set<String> = []
        for colleague in mediator.colleagues
        where written.insert(colleague.typeName).inserted {
            let slots = zip(mediator.colleagues, context.colleagues).filter {
                $0.0.typeName == colleague.typeName
            }.map(\.1)
            var className = colleague.typeName
            var conformance = mediator.isNonisolated ? ": Sendable" : ""
            if colleague.isProtocol {
                // The protocol refines the generated one (each slot's, when they have their
                // own); a class of its own implements it. On a global actor, `Sendable` lets the
                // colleague go to the tasks of an event delivered concurrently.
                let sendable = mediator.globalActor == nil ? "" : ", Sendable"
                // A colleague that takes part in no event has no generated protocol to refine.
                let protocols = Set(slots.filter(\.hasProtocol).map(\.protocolName)).sorted()
                let refined =
                    !protocols.isEmpty
                    ? protocols.map { "\(mediator.name).\($0)" }.joined(separator: ", ")
                    : mediator.isNonisolated ? "AnyObject, Sendable" : "AnyObject"
                code += "\(access)protocol \(colleague.typeName): \(refined)\(sendable) {}\n\n"
                className += "Implementation"
                conformance = ": \(colleague.typeName)"
            }
            code += "\(isolation)\(access)final class \(className)\(conformance) {\n"
            var outboxes: Set<String> = []
            for slot in slots
            where slot.outbox != nil && outboxes.insert(slot.outboxProperty).inserted {
                let binding = mediator.isNonisolated ? "let" : "var"
                code +=
                    "    \(access)\(binding) \(slot.outboxProperty) = "
                    + "\(mediator.name).\(slot.outboxName)()\n"
            }
            code += "    \(access)init() {}\n"
            let received = Set(
                slots.flatMap { slot in
                    slot.receivedEvents
                        + slot.roles.flatMap { role in
                            context.roles.first { $0.name == role }?.receivedEvents ?? []
                        }
                }.map(\.caseName))
            // Events that share a base name are told apart by their case names.
            for event in context.events where received.contains(event.caseName) {
                code += method(access + "func " + event.name, event)
            }
            code += "}\n\n"
        }
        if context.hasReactions || context.behaviors != nil {
            code += "extension \(mediator.name) {\n"
            for event in context.reactions {
                let sender = event.reaction?.sender.map {
                    "from \($0): \(event.senderType?.name ?? "")"
                }
                code += method(
                    "func " + (event.reaction?.name ?? ""), event, extraParameter: sender)
            }
            if mediator.whenConnected != nil { code += "    func handleConnected() {}\n" }
            for hook in context.hooks {
                code +=
                    "    \(hook.modifiers)func \(hook.name)("
                    + hook.parameters.joined(separator: ", ") + ") {}\n"
            }
            for requirement in context.behaviors?.requirements ?? [] {
                let effects = requirement.isAsync ? "async " : ""
                code +=
                    "    func \(requirement.method)<Result>(_ \(requirement.subject): MediatorDelivery, "
                    + "_ deliver: () \(effects)throws -> Result) \(effects)rethrows -> Result { "
                    + "try \(requirement.isAsync ? "await " : "")deliver() }\n"
            }
            code += "}\n\n"
        }
        return code
    }

    /// A method `declaration` of `event`'s parameters, and `extraParameter` after them, with a
    /// body that returns when the event is a request.
    static func method(
        _ declaration: String, _ event: EventContext, extraParameter: String? = nil
    ) -> String {
        let parameters =
            event.parameters.map { ($0.label.map { $0 + " " } ?? "") + $0.name + ": " + $0.type }
            + (extraParameter.map { [$0] } ?? [])
        let effects = (event.isAsync ? " async" : "") + (event.isThrowing ? " throws" : "")
        let returnClause = event.result.map { " -> \($0)" } ?? ""
        let body = returnClause.isEmpty ? "" : " fatalError(\"not called\") "
        return
            "    \(declaration)(\(parameters.joined(separator: ", ")))\(effects)\(returnClause) {\(body)}\n"
    }
}
