/// One event as a generated mediator dispatched it: who sent it, with what, to whom.
///
/// A trace is made only while a ``MediatorObserver`` is installed, so tracing costs a mediator
/// without an observer nothing but one `nil` check per event.
public struct MediatorTrace: Sendable, CustomStringConvertible {
    /// The mediator's type name.
    public var mediator: String
    /// The event, written like a Swift function name: `likeAdded(to:)`.
    public var event: StaticString
    /// The colleague type that sent the event, or `outside` for the mediator's entry point.
    public var sender: StaticString
    /// A description of each payload argument, in order.
    public var payload: [String]
    /// The receivers in delivery order: colleague types (`[Type]` for a set) and `mediator`.
    public var receivers: [String]

    /// Makes a trace.
    public init(
        mediator: String, event: StaticString, sender: StaticString, payload: [String],
        receivers: [String]
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
    /// Shows `observer` the trace that `makeTrace` builds.
    ///
    /// Generated dispatches reach it only when an observer is installed. It is kept out of line,
    /// and the trace built in a closure, so that a dispatch without an observer carries only the
    /// check and a call it does not make.
    @usableFromInline @inline(never)
    static func show(to observer: any MediatorObserver, _ makeTrace: () -> MediatorTrace) {
        observer.mediatorWillDispatch(makeTrace())
    }

    /// Shows `observer` `event` and the trace that `makeTrace` builds; out of line, like
    /// ``show(to:_:)``.
    @usableFromInline @inline(never)
    static func show<Event: MediatorEvent>(
        _ event: Event, to observer: any MediatorObserver, _ makeTrace: () -> MediatorTrace
    ) {
        observer.mediatorWillDispatch(event, makeTrace())
    }

    /// The trace of `event`, a case of a generated mediator's `Event` enum, which `Mediator`
    /// dispatches as `name` (`likeAdded(to:)`) from `sender` to `receivers` (separated by `, `).
    ///
    /// Each argument of the payload is described as `String(describing:)` describes it.
    @usableFromInline
    init<Mediator, Event>(
        mediator: Mediator.Type, event: Event, named name: StaticString, sender: StaticString,
        receivers: StaticString
    ) {
        self.init(
            mediator: String(describing: mediator), event: name, sender: sender,
            payload: Self.arguments(of: event, named: name).map { String(describing: $0) },
            receivers: Self.receivers(in: receivers))
    }

    /// The payload of `event`, the case of an `Event` enum whose event is `name`, argument by
    /// argument.
    ///
    /// `Mirror` shows a case's payload as one value: the argument itself when the case has one
    /// unlabelled argument, otherwise a tuple of the arguments (of one labelled element, for
    /// one labelled argument). Which of these it is, and how many arguments the tuple holds,
    /// `name` tells by its labels: `liked(_:)`, `likeAdded(to:)`, `said(_:at:)`.
    static func arguments(of event: Any, named name: StaticString) -> [Any] {
        let labels = "\(name)".drop { $0 != "(" }.dropFirst()
            .split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard !labels.isEmpty, let payload = Mirror(reflecting: event).children.first?.value
        else { return [] }
        let tuple = Mirror(reflecting: payload)
        guard labels != ["_"], tuple.displayStyle == .tuple else { return [payload] }
        return tuple.children.map(\.value)
    }

    /// The trace of `event`, which `Mediator` dispatches from `sender` to `receivers` (separated
    /// by `, `) with `payload`; for code generated before mediators had an `Event` enum.
    @usableFromInline
    init<Mediator, each Payload>(
        mediator: Mediator.Type, event: StaticString, sender: StaticString,
        receivers: StaticString, _ payload: repeat each Payload
    ) {
        var descriptions: [String] = []
        for argument in repeat each payload {
            descriptions.append(String(describing: argument))
        }
        self.init(
            mediator: String(describing: mediator), event: event, sender: sender,
            payload: descriptions,
            receivers: Self.receivers(in: receivers))
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
