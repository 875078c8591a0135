/// One mistake a user can make, in the spec or in the Swift code around it, applied to one
/// element of a scene. The matrix writes each scene with no fault and with each fault that
/// applies to it.
enum Fault: Hashable, Sendable, CustomStringConvertible {
    // In the spec.
    /// A misspelled type in an event's parameter (a closure's parameter included).
    case misspelledParameterType(event: String, index: Int)
    /// A misspelled result type, or stream element.
    case misspelledResultType(event: String)
    /// A misspelled colleague type, wherever the spec names it.
    case misspelledColleagueType(String)
    /// A misspelled state property type.
    case misspelledStateType(String)
    /// A misspelled key type after `keyed by`.
    case misspelledKeyType(colleague: String)
    case misspelledSuperclass
    case misspelledProtocol
    case misspelledGlobalActor
    /// A class in two mediators, the second without `outbox name`: both want `mediator`.
    case sameOutboxInTwoMediators
    /// A keyed route by a parameter whose type is not the set's key type, or a route to the
    /// slot a value picks by a parameter that is not of the type's slot enum.
    case keyOfWrongType(event: String)
    /// A route to the slot a value picks by a name that is no parameter and no member.
    case misspelledPick(event: String)
    /// A state property's default value of another type.
    case wrongStateDefault(String)
    /// A parameter's default value of another type than the parameter's.
    case wrongParameterDefault(event: String, index: Int)
    /// `weak uses` of a struct.
    case weakValueDependency(String)
    /// A misspelled property wrapper on a state property.
    case misspelledWrapper(String)
    /// A misspelled name in the `didSet` body of a state property.
    case mistakeInObserver(String)
    /// A misspelled name in the `willSet` body of a state property.
    case mistakeInWillSet(String)
    /// `lazy let` instead of `lazy var`.
    case lazyLet(String)
    /// A misspelled name in the value of a `lazy` property, which Swift builds from the mediator.
    case mistakeInValue(String)
    /// A `weak` property of a class type that is not optional.
    case weakNotOptional(String)
    /// An `unowned` property of a struct.
    case unownedValue(String)

    // In the user's Swift code.
    /// A colleague class without the method of an event it receives.
    case missingReceiver(colleague: String, event: String)
    /// A colleague class whose method of an event it receives takes another type.
    case wrongReceiverSignature(colleague: String, event: String)
    /// A colleague class that sends without its outbox property.
    case missingOutbox(String)
    /// A colleague class without the outbox property of one of its slots, by the slot's
    /// property.
    case missingSlotOutbox(String)
    /// `colleague any P` where `P` is not class-bound (and does not refine the generated one).
    case protocolNotClassBound(String)
    /// `colleague any P` where `P` is class-bound but does not refine the generated protocol.
    case protocolNotRefining(String)
    /// No reaction for an event routed to `mediator` (`connected` for `when connected`).
    case missingReaction(String)
    /// A reaction whose signature differs from the required one.
    case wrongReaction(String)
    /// A reaction to an event that shares its base name, written with the labels of the other
    /// event of that name.
    case reactionWithOtherLabels(String)
    /// A `switch` over `Event` that names an event sharing its base name by the base name, not
    /// by its case name.
    case caseByBaseName(String)
    /// No implementation of a behavior (`delivery` or `dispatch`).
    case missingBehavior(String)
    /// A payload type that is not `Sendable`.
    case notSendable(String)
    /// A payload type that is not `Codable`.
    case notCodable(String)
    /// A key type that is not `Hashable`.
    case notHashable(String)
    /// A colleague type with less access than a `public` or `package` mediator.
    case internalColleague(String)
    case finalSuperclass
    /// The mediator's extension lacks a requirement of a protocol it conforms to.
    case unimplementedProtocol
    /// A protocol's requirement that the entry point of an event sent from outside was meant to
    /// satisfy, but that no entry point does (its label differs).
    case mistakenWitness
    case superclassWithoutInit
    /// A colleague class isolated to another actor than the mediator's.
    case colleagueOnWrongActor(String)
    /// A colleague class that is not `Sendable` where it must be: in a `nonisolated` mediator,
    /// or as the receiver of an event delivered `concurrently` (a class of no isolation).
    case colleagueNotSendable(String)

    var description: String {
        switch self {
        case .misspelledParameterType(let event, let index):
            "misspelled type of parameter \(index + 1) of \(event)"
        case .misspelledResultType(let event): "misspelled result type of \(event)"
        case .misspelledColleagueType(let type): "misspelled colleague type \(type)"
        case .misspelledStateType(let name): "misspelled type of state \(name)"
        case .misspelledKeyType(let type): "misspelled key type of \(type)"
        case .misspelledSuperclass: "misspelled superclass"
        case .misspelledProtocol: "misspelled protocol"
        case .misspelledGlobalActor: "misspelled global actor"
        case .sameOutboxInTwoMediators: "Cart keeps its outbox in mediator in two mediators"
        case .unimplementedProtocol: "the mediator lacks a requirement of Audited"
        case .mistakenWitness: "no entry point satisfies the requirement of Billing"
        case .keyOfWrongType(let event): "key of the wrong type in \(event)"
        case .misspelledPick(let event): "misspelled pick in \(event)"
        case .wrongStateDefault(let name): "default value of the wrong type for state \(name)"
        case .wrongParameterDefault(let event, let index):
            "default value of the wrong type for parameter \(index) of \(event)"
        case .weakValueDependency(let name): "weak dependency \(name) of a struct"
        case .misspelledWrapper(let name): "misspelled property wrapper of state \(name)"
        case .mistakeInObserver(let name): "a mistake in the didSet of state \(name)"
        case .mistakeInWillSet(let name): "a mistake in the willSet of state \(name)"
        case .lazyLet(let name): "lazy let for state \(name)"
        case .mistakeInValue(let name): "a mistake in the lazy value of state \(name)"
        case .weakNotOptional(let name): "weak state \(name) that is not optional"
        case .unownedValue(let name): "unowned state \(name) of a struct"
        case .missingReceiver(let type, let event): "\(type) lacks its method \(event)"
        case .wrongReceiverSignature(let type, let event): "\(type) has a wrong \(event)"
        case .missingOutbox(let type): "\(type) lacks its outbox"
        case .missingSlotOutbox(let slot): "the class lacks the outbox of slot \(slot)"
        case .protocolNotClassBound(let type): "protocol \(type) is not class-bound"
        case .protocolNotRefining(let type):
            "protocol \(type) does not refine its colleague protocol"
        case .missingReaction(let event): "missing reaction to \(event)"
        case .wrongReaction(let event): "wrong signature of the reaction to \(event)"
        case .reactionWithOtherLabels(let event):
            "the reaction to \(event) takes the labels of another event of its base name"
        case .caseByBaseName(let event): "a switch over Event names \(event) by its base name"
        case .missingBehavior(let kind): "missing behavior around \(kind)"
        case .notSendable(let type): "\(type) is not Sendable"
        case .notCodable(let type): "\(type) is not Codable"
        case .notHashable(let type): "\(type) is not Hashable"
        case .internalColleague(let type): "colleague type \(type) is internal"
        case .finalSuperclass: "final superclass"
        case .superclassWithoutInit: "superclass without init()"
        case .colleagueOnWrongActor(let type): "\(type) is isolated to another actor"
        case .colleagueNotSendable(let type): "\(type) is not Sendable"
        }
    }
}
