// The model of an event: its parameters, its receivers and how it is sent.

/// One parameter of an event.
package struct ParameterModel: Sendable, Equatable {
    /// The argument label, the name itself when the spec writes none, or `nil` when the argument
    /// is unlabelled (`_`).
    package var label: Identifier?
    /// The parameter name.
    package var name: Identifier
    /// The Swift type.
    package var type: String
    /// Where the type is written in the spec.
    package var typeLocation: SourceLocation
    /// The default value of the outbox's and the entry point's parameter, a Swift expression as
    /// written, if any.
    package var defaultValue: String? = nil

    /// The label as a declaration writes it before the name: `_` for none; `nil` when the name
    /// is the label.
    package var declaredLabel: String? {
        guard let label else { return "_" }
        return label == name ? nil : label.parameterLabel
    }

    /// The parameter as a declaration writes it, type aside: `name`, `label name` or `_ name`.
    package var declared: String {
        (declaredLabel.map { $0 + " " } ?? "") + name.declared
    }

    /// The argument passing the parameter on at a call site: `name`, or `label: name`.
    package var argument: String {
        label.map { $0.argumentLabel + ": " + name.declared } ?? name.declared
    }
}

/// How an event reaches a keyed set: the members whose key the parameter at `parameter` holds,
/// or the first of them that joined.
package struct KeyedReceiver: Sendable, Equatable {
    /// The index of the parameter that holds the key.
    package var parameter: Int
    /// Whether only the first member that joined with the key hears the event.
    package var onlyFirst: Bool
}

/// How an event reaches one of several slots of a type, when a value picks the slot as the
/// event is sent (`to Page[shown]`): the slot hears it when the value is its case of the type's
/// slot enum.
package struct SlotPick: Sendable, Equatable {
    /// The name in brackets: a parameter of the event, or a member of the mediator.
    package var key: Identifier
    /// The index of the parameter `key` names, if it names one.
    package var parameter: Int?
    /// The index of the first slot of the type, which every slot of it is picked with.
    package var firstSlot: Int
}

/// Who receives an event, in delivery order.
package enum ReceiverModel: Sendable, Equatable {
    /// The colleague slot at this index of the mediator's colleagues.
    case colleague(Int, excludingSender: Bool)
    /// The mediator's own reaction.
    case mediator
}

/// One event of a mediator.
package struct EventModel: Sendable, Equatable {
    /// The method name: the base name of every method that sends or receives the event, which
    /// Swift tells apart by their argument labels.
    package var name: Identifier
    /// The name of the event's case in the mediator's `Event` enum, which its sender type, its
    /// dispatch method and a double's answer and failure are named after too: ``name``, unless
    /// another event shares it; then the name followed by each argument label in upper camel
    /// case (`paymentContextDidFinishWith`), as Swift cannot tell cases apart by labels alone.
    package var caseName: Identifier
    /// Whether another event of the mediator has the same base name, so that the event is known
    /// by its full name (``selector``) where the spec, a log or a message names it.
    package var sharesBaseName = false
    /// The payload.
    package var parameters: [ParameterModel]
    /// Whether the event is `async`.
    package var isAsync: Bool
    /// Whether the event `throws`.
    package var isThrowing: Bool
    /// Whether the request's senders may ignore its result (`@discardableResult`).
    package var isDiscardable = false
    /// The result type of a request, if any.
    package var resultType: String?
    /// The spec line the result type is written on.
    package var resultLine: Int? = nil
    /// The stream a streaming request answers with: its result is `AsyncStream<Element>` or
    /// `AsyncThrowingStream<Element, Error>`.
    package var stream: StreamModel? = nil
    /// Indices of the colleagues that may send the event.
    package var senders: [Int]
    /// Whether code outside every colleague may send it through the mediator.
    package var isSentFromOutside: Bool
    /// Whether the mediator's own code may send it, through a method that is not public.
    package var isSentByMediator: Bool
    /// Whether the mediator's reaction learns who sent the event (`to mediator with sender`).
    package var reactionTakesSender: Bool
    /// The receivers, in delivery order.
    package var receivers: [ReceiverModel]
    /// Whether the receivers of an async event run at once, each in a child task
    /// (`concurrently`).
    package var isConcurrent: Bool = false
    /// The keyed sets among the receivers, by colleague index: delivered to the members that
    /// joined with the key a parameter holds (`to Page[id]`), or the first of them.
    package var keyedReceivers: [Int: KeyedReceiver] = [:]
    /// The slots among the receivers that hear the event only when a value picks them, by
    /// colleague index (`to Page[shown]`).
    package var pickedSlots: [Int: SlotPick] = [:]
    /// Whether every receiver of a throwing event runs, their errors thrown together at the end
    /// (`collecting errors`).
    package var collectsErrors: Bool = false
    /// Indices of the roles the event is routed to by name; their protocols require it.
    package var roleReceivers: [Int]
    /// Documentation lines.
    package var documentation: [String]
    /// Where the event is declared.
    package var location: SourceLocation
    /// Indices of the events that handling this one may send in turn (its `then` list), each
    /// once, as written. They change nothing in generated code.
    package var followUps: [Int] = []
    /// The cycle of reactions the event is part of, if any: the events whose `then` lists lead
    /// from each to the others and back form one group, and could set each other off without
    /// end. Groups are numbered from 0 in the order of their first declared event; a
    /// follow-up from one event of a group to another lies on a cycle.
    package var reactionCycle: Int?

    /// Whether the mediator has a method that sends the event: for `outside`, at the mediator's
    /// access level; for `mediator` alone, internal.
    package var isSentThroughMediator: Bool { isSentFromOutside || isSentByMediator }

    /// The event as a Swift function name, as traces show it: `likeAdded(to:)`. A compound
    /// name needs no backticks around its labels.
    package var selector: String {
        name.text + "(" + parameters.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    }

    /// The event as the spec, a log's key and messages name it: its base name, or its full name
    /// (``selector``) when another event shares the base name.
    package var spelledName: String { sharesBaseName ? selector : name.text }
}
