/// One event as a generated mediator dispatched it: who sent it, with what, to whom.
///
/// A trace is made only while a ``MediatorObserver`` is installed, so tracing costs a mediator
/// without an observer nothing but one `nil` check per event. Its text is made only when it is
/// read: a trace keeps the event, and ``payload`` describes the event's arguments as they are
/// when it is read, which for an instance of a class is its state then, not at the dispatch.
/// That is also why a trace is not `Sendable`: reading it reads the payload, which belongs to
/// the mediator's isolation. To keep a trace's facts past the observer's call on another thread,
/// keep its ``description`` or the fields you need, which are `String`s.
public struct MediatorTrace: CustomStringConvertible {
    /// What a trace is made of: a dispatched event, or the text of each field.
    @usableFromInline
    enum Source {
        case dispatch(
            mediator: Any.Type, event: any MediatorEvent, name: StaticString,
            sender: StaticString, receivers: StaticString)
        case text(
            mediator: String, event: String, sender: String, payload: [String],
            receivers: [String])
    }

    @usableFromInline let source: Source

    /// Makes a trace of the fields given.
    public init(
        mediator: String, event: String, sender: String, payload: [String], receivers: [String]
    ) {
        source = .text(
            mediator: mediator, event: event, sender: sender, payload: payload,
            receivers: receivers)
    }

    /// The trace of `event`, a case of the `Event` enum of a mediator of type `mediator`, which
    /// dispatches it as `name` (`likeAdded(to:)`) from `sender` to `receivers` (separated by
    /// `, `): it keeps them as they are, and makes their text when it is read.
    @inlinable
    init(
        mediator: Any.Type, event: some MediatorEvent, named name: StaticString,
        sender: StaticString, receivers: StaticString
    ) {
        source = .dispatch(
            mediator: mediator, event: event, name: name, sender: sender, receivers: receivers)
    }

    /// The mediator's type name, as `String(describing:)` names the type.
    public var mediator: String {
        switch source {
        case .dispatch(let mediator, _, _, _, _): String(describing: mediator)
        case .text(let mediator, _, _, _, _): mediator
        }
    }

    /// The event, written like a Swift function name: `likeAdded(to:)`.
    public var event: String {
        switch source {
        case .dispatch(_, _, let name, _, _): "\(name)"
        case .text(_, let event, _, _, _): event
        }
    }

    /// The colleague type that sent the event, `outside` for the mediator's entry point, or
    /// `mediator`.
    public var sender: String {
        switch source {
        case .dispatch(_, _, _, let sender, _): "\(sender)"
        case .text(_, _, let sender, _, _): sender
        }
    }

    /// A description of each payload argument, in order, as `String(describing:)` describes it
    /// when the trace is read.
    public var payload: [String] {
        switch source {
        case .dispatch(_, let event, let name, _, _): Self.arguments(of: event, named: name)
        case .text(_, _, _, let payload, _): payload
        }
    }

    /// The receivers in delivery order: colleague types (`[Type]` for a set) and `mediator`.
    public var receivers: [String] {
        switch source {
        case .dispatch(_, _, _, _, let receivers): Self.receivers(in: receivers)
        case .text(_, _, _, _, let receivers): receivers
        }
    }

    /// `Mediator: Sender sent event(label:) [payload] to Receiver, Receiver`.
    public var description: String {
        if case .dispatch(let mediator, let event, let name, let sender, let receivers) = source {
            return Self.line(
                mediator: mediator, event: event, name: name, sender: sender, receivers: receivers)
        }
        let payload = self.payload
        let arguments = payload.isEmpty ? "" : " [" + payload.joined(separator: ", ") + "]"
        let receiverList = receivers.joined(separator: ", ")
        return "\(mediator): \(sender) sent \(event)\(arguments) to \(receiverList)"
    }
}

extension MediatorTrace {
    /// The payload of `event`, the case of an `Event` enum whose event is `name`, described
    /// argument by argument.
    ///
    /// `Mirror` shows a case's payload as one value: the argument itself when the case has one
    /// unlabelled argument, otherwise a tuple of the arguments (of one labelled element, for
    /// one labelled argument). Which of these it is `name` tells by its labels: `liked(_:)`,
    /// `likeAdded(to:)`, `said(_:at:)`.
    static func payload(of event: Any, named name: StaticString) -> [String] {
        let labels = PayloadLabels(of: name)
        guard labels != .noArguments, let payload = Mirror(reflecting: event).children.first?.value
        else { return [] }
        if labels == .oneUnlabelled {
            return [String(describing: payload)]
        }
        let tuple = Mirror(reflecting: payload)
        guard tuple.displayStyle == .tuple else { return [String(describing: payload)] }
        return tuple.children.map { String(describing: $0.value) }
    }

    /// The receivers in `list`, separated by `, `; the names generated code writes hold no
    /// comma. Split as bytes, which costs a fraction of splitting characters.
    static func receivers(in list: StaticString) -> [String] {
        guard list.hasPointerRepresentation else { return ["\(list)"] }
        return list.withUTF8Buffer { bytes in
            bytes.split(separator: UInt8(ascii: ",")).map { name in
                String(decoding: name.drop { $0 == UInt8(ascii: " ") }, as: UTF8.self)
            }
        }
    }
}

/// What the labels of an event's name, such as `said(_:at:)`, tell of how `Mirror` shows the
/// payload of its case.
enum PayloadLabels {
    /// No argument: `closing()`.
    case noArguments
    /// One unlabelled argument, which `Mirror` shows as itself: `liked(_:)`.
    case oneUnlabelled
    /// A labelled argument or several arguments, which `Mirror` shows as a tuple:
    /// `likeAdded(to:)`, `said(_:at:)`.
    case tuple

    /// The labels of `name`.
    init(of name: StaticString) {
        self = name.withUTF8Buffer { bytes in
            let labels = bytes.drop { $0 != UInt8(ascii: "(") }.dropFirst()
            switch labels.count(where: { $0 == UInt8(ascii: ":") }) {
            case 0: return .noArguments
            case 1 where labels.starts(with: "_:".utf8): return .oneUnlabelled
            default: return .tuple
            }
        }
    }
}
