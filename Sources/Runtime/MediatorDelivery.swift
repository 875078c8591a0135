/// One delivery of an event to a receiver, or one whole dispatch, as a mediator's behavior
/// (`behavior around delivery` or `behavior around dispatch`) learns it.
public struct MediatorDelivery: Sendable, CustomStringConvertible {
    // Kept as the literals generated code passes, which cost nothing to pass on each delivery;
    // made into strings only when read.
    private let eventName, senderName, receiverName: StaticString

    /// The event, written like a Swift function name: `likeAdded(to:)`.
    public var event: String { "\(eventName)" }
    /// The colleague type that sent the event, `outside` or `mediator`.
    public var sender: String { "\(senderName)" }
    /// The receiving colleague type, or `mediator` for a reaction; for a whole dispatch, every
    /// receiver in delivery order, separated by `, ` (`[Type]` for a set).
    public var receiver: String { "\(receiverName)" }

    /// Describes the delivery of `event` from `sender` to `receiver`.
    @_spi(Generated)
    public init(_ event: StaticString, from sender: MediatorSender, to receiver: StaticString) {
        self.eventName = event
        self.senderName = sender.name
        self.receiverName = receiver
    }

    /// `Sender sent event(label:) to Receiver`, as traces say it.
    public var description: String {
        "\(sender) sent \(event) to \(receiver)"
    }
}

/// The errors that the receivers of a throwing event threw, for an event delivered
/// `collecting errors`: every receiver hears the event, and the dispatch then throws them
/// together.
public struct DeliveryErrors: Error, CustomStringConvertible {
    /// The errors, in delivery order (in the order the receivers finished, for an event
    /// delivered `concurrently`).
    public private(set) var errors: [any Error] = []

    /// Starts collecting, with no error yet.
    @_spi(Generated)
    public init() {}

    /// Adds the error of the latest receiver.
    @_spi(Generated)
    public mutating func append(_ error: any Error) {
        errors.append(error)
    }

    /// Throws the errors collected, if there are any.
    @_spi(Generated)
    public func throwIfAny() throws(DeliveryErrors) {
        if !errors.isEmpty { throw self }
    }

    /// The errors, one after another.
    public var description: String {
        "\(errors.count) receiver\(errors.count == 1 ? "" : "s") failed: "
            + errors.map { String(describing: $0) }.joined(separator: "; ")
    }
}
