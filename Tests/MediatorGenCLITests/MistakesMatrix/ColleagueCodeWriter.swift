/// Writes the user's Swift code of a scene, the way a user would: payload types, colleague
/// classes and protocols, reactions and behaviors, with a fault written into it when the fault
/// is the code's.
struct ColleagueCodeWriter {
    let scene: Scene
    let fault: Fault?

    /// The user's code for `scene`, with `fault` if it is one of the code's.
    static func write(_ scene: Scene, fault: Fault?) -> String {
        let writer = ColleagueCodeWriter(scene: scene, fault: fault)
        return
            ([writer.prelude] + scene.colleagueTypes.map { writer.colleague($0) } + [
                writer.mediatorExtension
            ])
            .joined(separator: "\n")
    }

    /// The property wrapper of the user's own that a scene's state may wear: it keeps an `Int`
    /// within a range.
    static let clamped = """
        @propertyWrapper public struct Clamped {
            private var value: Int
            private let range: ClosedRange<Int>
            public init(wrappedValue: Int, _ range: ClosedRange<Int>) {
                self.range = range
                value = min(max(wrappedValue, range.lowerBound), range.upperBound)
            }
            public var wrappedValue: Int {
                get { value }
                set { value = min(max(newValue, range.lowerBound), range.upperBound) }
            }
        }


        """

    /// `public ` or `package ` for a mediator of that access, or nothing.
    private var access: String { scene.access.map { $0 + " " } ?? "" }

    private var prelude: String {
        var code = "import MediatorRuntime\n\n"
        for type in ["Item", "Key"] {
            var conformances = ["Hashable", "Codable", "Sendable"]
            if fault == .notSendable(type) { conformances.removeAll { $0 == "Sendable" } }
            if fault == .notCodable(type) { conformances.removeAll { $0 == "Codable" } }
            if fault == .notHashable(type) { conformances.removeAll { $0 == "Hashable" } }
            code += "public struct \(type): \(conformances.joined(separator: ", ")) {\n"
            code += "    public var id = 0\n    public init() {}\n}\n\n"
        }
        code += "@globalActor public actor Worker {\n    public static let shared = Worker()\n}\n\n"
        if scene.state.contains(where: { $0.attribute != nil }) { code += Self.clamped }
        if scene.superclass != nil {
            let sendable = scene.uncheckedSendable ? ": @unchecked Sendable" : ""
            switch fault {
            case .finalSuperclass:
                code += "public final class Base\(sendable) {\n    public init() {}\n}\n\n"
            case .superclassWithoutInit:
                code += "open class Base\(sendable) {\n    public init(name: String) {}\n}\n\n"
            default: code += "open class Base\(sendable) {\n    public init() {}\n}\n\n"
            }
        }
        if !scene.protocols.isEmpty {
            code +=
                "\(scene.isolation.classAttribute)public protocol Audited: AnyObject {\n    func audit()\n}\n\n"
        }
        if scene.state.contains(where: { $0.isDependency && $0.isVariable }) {
            code +=
                "\(scene.isolation.classAttribute)public final class Ledger"
                + (scene.isolation == .nonisolated ? ": Sendable" : "") + " {}\n\n"
        }
        if scene.state.contains(where: { $0.type?.contains("League") == true }) {
            // Sendable, so that each isolation mode may keep it and share `main`.
            code +=
                "public final class League: Sendable {\n    public static let main = League()\n"
                + "    public init() {}\n}\n\n"
        }
        if scene.billing {
            // Its label differs from the entry point's where no entry point satisfies it.
            let label = fault == .mistakenWitness ? "on" : "at"
            code +=
                "public protocol Billing: AnyObject {\n    func paid(\(label) total: Int)\n}\n\n"
        }
        if scene.cartAlsoInStore {
            code +=
                "\(scene.isolation.classAttribute)final class Clerk\(scene.isolation == .nonisolated ? ": Sendable" : "") {\n"
            code += "    func bought(count: Int) {}\n}\n"
        }
        return code
    }

    /// The colleague's declarations: its class, or its protocol and a class that conforms; one
    /// for all the slots of its type.
    private func colleague(_ colleague: SceneColleague) -> String {
        let type = colleague.type
        var access = fault == .internalColleague(type) ? "" : self.access
        var isolation = scene.isolation.classAttribute
        if fault == .colleagueOnWrongActor(type) { isolation = scene.isolation.wrongActorAttribute }
        // A class of no isolation is not `Sendable`.
        if fault == .colleagueNotSendable(type) { isolation = "" }
        var conformances: [String] = []
        if scene.isolation == .nonisolated, fault != .colleagueNotSendable(type) {
            conformances.append("Sendable")
        }
        // One outbox, or one for each slot that keeps its own.
        let slots =
            scene.hasOwnOutboxes(type) ? scene.colleagues.filter { $0.type == type } : [colleague]
        let outboxes =
            scene.sends(type) && fault != .missingOutbox(type)
            ? slots.filter { fault != .missingSlotOutbox($0.property ?? "") }.map {
                "let \($0.outbox ?? "mediator") = Shop.\(scene.outboxClass(of: $0))()"
            } : []
        let methods = scene.events(receivedBy: type).map { event in
            receiverMethod(
                event, wrong: fault == .wrongReceiverSignature(colleague: type, event: event.id))
                + (event.result == nil ? " {}" : " { fatalError(\"not called\") }")
        }
        let missing = scene.events(receivedBy: type).firstIndex {
            fault == .missingReceiver(colleague: type, event: $0.id)
        }
        // The slot enum, which payloads name, by the name the spec writes it with.
        var code = scene.isSlot(colleague) ? "typealias \(type)Slot = Shop.\(type)Slot\n\n" : ""
        var className = type
        if colleague.isProtocol {
            code += protocolDeclaration(colleague, access: access, isolation: isolation)
            className += "Implementation"
            conformances = [type]
            // The class is the user's, public whatever its protocol is.
            access = self.access
        }
        code += "\(isolation)\(access)final class \(className)"
        code += (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) + " {\n"
        for outbox in outboxes { code += "    \(access)\(outbox)\n" }
        if type == "Cart", scene.cartAlsoInStore { code += "    let store = Store.CartOutbox()\n" }
        code += "    \(access)init() {}\n"
        for (index, method) in methods.enumerated() where index != missing {
            code += "    \(access)\(method)\n"
        }
        return code + "}\n"
    }

    /// The protocol of a colleague known by a protocol: one that refines the generated protocol,
    /// or, for a fault, one that declares the same requirements without refining it.
    private func protocolDeclaration(_ colleague: SceneColleague, access: String, isolation: String)
        -> String
    {
        let type = colleague.type
        let notClassBound = fault == .protocolNotClassBound(type)
        guard notClassBound || fault == .protocolNotRefining(type) else {
            let sendable = scene.isolation.classAttribute.isEmpty ? "" : ", Sendable"
            return "\(access)protocol \(type): Shop.\(type)Colleague\(sendable) {}\n\n"
        }
        var code = "\(isolation)\(access)protocol \(type)\(notClassBound ? "" : ": AnyObject") {\n"
        if scene.sends(type) {
            code += "    var \(colleague.outbox ?? "mediator"): Shop.\(type)Outbox { get }\n"
        }
        for event in scene.events(receivedBy: type) {
            code += "    \(receiverMethod(event, wrong: false))\n"
        }
        return code + "}\n\n"
    }

    /// `func name(parameters) effects -> Result`, or with its first parameter of another type
    /// (or an extra one) when `wrong`, or with the labels of `other`'s parameters.
    private func receiverMethod(
        _ event: SceneEvent, wrong: Bool, name: String? = nil, sender: Bool = false,
        labelsOf other: SceneEvent? = nil
    ) -> String {
        var parameters = event.parameters.map { $0.written() }
        if let other {
            parameters = zip(event.parameters, other.parameters).map { parameter, labeled in
                var relabeled = parameter
                relabeled.label = labeled.label ?? labeled.name
                return relabeled.written()
            }
        }
        if wrong {
            if let first = event.parameters.first {
                parameters[0] = first.written(type: "Bool")
            } else {
                parameters.append("_ extra: Bool")
            }
        }
        if sender { parameters.append("from sender: \(event.senderType)") }
        let result = event.result.map { " -> \($0)" } ?? ""
        return
            "func \(name ?? event.name)(\(parameters.joined(separator: ", ")))\(event.effects)\(result)"
    }

    /// A function that names each event by its case in `Event`, as a test names what a recorder
    /// recorded, or one by its base name for a fault.
    private var eventSwitch: String {
        let cases = scene.events.map { event in
            let name = fault == .caseByBaseName(event.id) ? event.name : event.caseName
            return "        case .\(name): \"\(event.id)\"\n"
        }
        return "func describe(_ event: Event) -> String {\n        switch event {\n"
            + cases.joined() + "        }\n    }"
    }

    /// The reactions and behaviors, in an extension of the mediator.
    private var mediatorExtension: String {
        var members: [String] = []
        for event in scene.reactions where fault != .missingReaction(event.id) {
            let wrong = fault == .wrongReaction(event.id)
            let signature = receiverMethod(
                event, wrong: wrong && !event.withSender, name: "handle" + event.capitalized,
                sender: event.withSender && !wrong,
                labelsOf: fault == .reactionWithOtherLabels(event.id)
                    ? scene.overload(of: event) : nil)
            members.append(
                signature + (event.result == nil ? " {}" : " { fatalError(\"not called\") }"))
        }
        if scene.whenConnected != nil, fault != .missingReaction("connected") {
            members.append(
                fault == .wrongReaction("connected")
                    ? "func handleConnected(_ extra: Bool) {}" : "func handleConnected() {}")
        }
        for hook in scene.hooks where fault != .missingReaction(hook.reaction) {
            let parameters =
                fault == .wrongReaction(hook.reaction) ? "_ extra: Bool" : hook.parameters
            members.append(
                (hook.isNonisolated ? "nonisolated " : "")
                    + "func \(hook.reaction)(\(parameters)) {}")
        }
        if scene.switchesOverEvents { members.append(eventSwitch) }
        if !scene.protocols.isEmpty, fault != .unimplementedProtocol {
            members.append("func audit() {}")
        }
        let twins = [false, true].filter { isAsync in
            scene.events.contains { $0.isAsync == isAsync }
        }
        for kind in scene.behaviors where fault != .missingBehavior(kind) {
            for isAsync in twins {
                let effects = isAsync ? "async " : ""
                members.append(
                    "func around\(kind.prefix(1).uppercased() + kind.dropFirst())<Result>(_ delivery: MediatorDelivery, "
                        + "_ deliver: () \(effects)throws -> Result) \(effects)rethrows -> Result { "
                        + "try \(isAsync ? "await " : "")deliver() }")
            }
        }
        guard !members.isEmpty else { return "" }
        return "extension Shop {\n" + members.map { "    \($0)\n" }.joined() + "}\n"
    }
}
