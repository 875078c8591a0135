/// Notices visitors.
public final class Door {
    /// The outbox the reception connects.
    public let mediator = Reception.DoorOutbox()

    /// Makes a door.
    public init() {}

    /// A visitor called `name` comes in.
    public func open(for name: String) {
        mediator.arrived(name)
    }
}

/// Greets visitors.
public final class Greeter {
    /// The greetings said so far.
    public private(set) var said: [String] = []

    /// Makes a greeter.
    public init() {}

    /// Greets the visitor.
    public func arrived(_ name: String) {
        said.append("Hello, \(name)!")
    }
}
