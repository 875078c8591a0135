/// One event as a generated mediator dispatched it: who sent it, with what, to whom.
///
/// A trace is made only while a ``MediatorObserver`` is installed, so tracing costs a mediator
/// without an observer nothing but one `nil` check per event.
public struct MediatorTrace: Sendable, CustomStringConvertible {
    /// The mediator's type name.
    public var mediator: String
    /// The event, written like a Swift function name: `likeAdded(to:)`.
    public var event: String
    /// The colleague type that sent the event, `outside` for the mediator's entry point, or
    /// `mediator`.
    public var sender: String
    /// A description of each payload argument, in order.
    public var payload: [String]
    /// The receivers in delivery order: colleague types (`[Type]` for a set) and `mediator`.
    public var receivers: [String]

    /// Makes a trace.
    public init(
        mediator: String, event: String, sender: String, payload: [String], receivers: [String]
    ) {
        self.mediator = mediator
        self.event = event
        self.sender = sender
        self.payload = payload
        self.receivers = receivers
    }

    /// `Mediator: Sender sent event(label:) [payload] to Receiver, Receiver`.
    public var description: String {
        let arguments = payload.isEmpty ? "" : " [" + payload.joined(separator: ", ") + "]"
        let receiverList = receivers.joined(separator: ", ")
        return "\(mediator): \(sender) sent \(event)\(arguments) to \(receiverList)"
    }
}

extension MediatorTrace {
    /// The trace of `event`, a case of a generated mediator's `Event` enum, which the mediator
    /// named `mediator` dispatches as `name` (`likeAdded(to:)`) from `sender` to `receivers`
    /// (separated by `, `).
    ///
    /// Each argument of the payload is described as `String(describing:)` describes it.
    @usableFromInline
    init<Event>(
        mediator: String, event: Event, named name: StaticString, sender: StaticString,
        receivers: StaticString
    ) {
        self.init(
            mediator: mediator, event: "\(name)", sender: "\(sender)",
            payload: Self.payload(of: event, named: name),
            receivers: Self.receivers(in: receivers))
    }

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

    /// The receivers in `list`, separated by `, `: what `split(separator: ", ")` makes of the
    /// lists generated code writes, found by a scan of their UTF-8 bytes, which costs a fraction
    /// of the generic split.
    static func receivers(in list: StaticString) -> [String] {
        guard list.hasPointerRepresentation else { return ["\(list)"] }
        return list.withUTF8Buffer { bytes in
            var receivers: [String] = []
            receivers.reserveCapacity(bytes.indices.count { bytes.hasSeparator(at: $0) } + 1)
            var start = 0
            var end = 0
            while end <= bytes.count {
                guard end == bytes.count || bytes.hasSeparator(at: end) else {
                    end += 1
                    continue
                }
                if end > start {
                    let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    receivers.append(String(decoding: name, as: UTF8.self))
                }
                start = end + 2
                end = start
            }
            return receivers
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes at `index` are `, `, the separator of a trace's receivers.
    fileprivate func hasSeparator(at index: Int) -> Bool {
        index + 1 < count && self[index] == UInt8(ascii: ",")
            && self[index + 1] == UInt8(ascii: " ")
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

    /// The labels of `name`, read from its UTF-8 bytes.
    init(of name: StaticString) {
        guard name.hasPointerRepresentation else {
            self = .noArguments
            return
        }
        self = name.withUTF8Buffer { bytes in
            guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return .noArguments }
            let labels = bytes[(open + 1)...]
            switch labels.count(where: { $0 == UInt8(ascii: ":") }) {
            case 0: return .noArguments
            case 1 where labels.starts(with: "_:".utf8): return .oneUnlabelled
            default: return .tuple
            }
        }
    }
}
