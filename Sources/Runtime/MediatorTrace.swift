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

/// Sees every event a generated mediator dispatches, before any receiver hears it.
///
/// Install one with the mediator's `observer` property. The mediator holds its observer
/// strongly: an observer that keeps the mediator alive should be removed by setting `observer`
/// to `nil`.
public protocol MediatorObserver: AnyObject {
    /// Called once per event, before delivery, on the mediator's isolation.
    func mediatorWillDispatch(_ trace: MediatorTrace)
}

/// An observer that prints each event as one line, for following an event flow in the console.
public final class PrintingMediatorObserver: MediatorObserver, Sendable {
    private let prefix: String

    /// Makes an observer that prints `prefix` before each trace line.
    public init(prefix: String = "[mediator] ") {
        self.prefix = prefix
    }

    /// Prints the trace.
    public func mediatorWillDispatch(_ trace: MediatorTrace) {
        print(prefix + trace.description)
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

    /// The trace of `event`, which `Mediator` dispatches from `sender` to `receivers` (separated
    /// by `, `) with `payload`.
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
            receivers: "\(receivers)".split(separator: ", ").map(String.init))
    }
}
