/// One delivery of an event to a receiver, or one whole dispatch, as a mediator's behavior
/// (`behavior around delivery` or `behavior around dispatch`) learns it.
public struct MediatorDelivery: Sendable, CustomStringConvertible {
    /// The event, written like a Swift function name: `likeAdded(to:)`.
    public let event: StaticString
    /// The colleague type that sent the event, `outside` or `mediator`.
    public let sender: StaticString
    /// The receiving colleague type, or `mediator` for a reaction; for a whole dispatch, every
    /// receiver in delivery order, separated by `, ` (`[Type]` for a set).
    public let receiver: StaticString

    /// Describes the delivery of `event` from `sender` to `receiver`.
    @_spi(Generated)
    public init(_ event: StaticString, from sender: MediatorSender, to receiver: StaticString) {
        self.event = event
        self.sender = sender.name
        self.receiver = receiver
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
