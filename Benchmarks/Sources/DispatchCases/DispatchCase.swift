/// One way of delivering an event from a sender to its receivers, wired up and ready to send.
///
/// Every receiver does the same trivial work, adding the payload to a stored total, so that the
/// benchmarks measure the dispatch and the optimizer cannot remove it.
public protocol DispatchCase: AnyObject {
    /// How many receivers hear each event.
    var receiversPerEvent: Int { get }

    /// The sum of every payload every receiver has received so far.
    var checksum: Int { get }

    /// Sends one event carrying `value` from the sender to its receivers.
    func send(_ value: Int)
}

/// A ``DispatchCase`` that any thread may send through, several threads at the same time.
public protocol SharedDispatchCase: DispatchCase, Sendable {}

/// A ``DispatchCase`` whose sender, mediator and receivers all live on the main actor.
@MainActor
public protocol MainActorDispatchCase: AnyObject, Sendable {
    /// How many receivers hear each event.
    var receiversPerEvent: Int { get }

    /// The sum of every payload every receiver has received so far.
    var checksum: Int { get }

    /// Sends one event carrying `value` from the sender to its receivers.
    func send(_ value: Int)
}

/// A ``MainActorDispatchCase`` whose event is `async`: the sender awaits it on the main actor.
@MainActor
public protocol AsyncDispatchCase: AnyObject, Sendable {
    /// How many receivers hear each event.
    var receiversPerEvent: Int { get }

    /// The sum of every payload every receiver has received so far.
    var checksum: Int { get }

    /// Sends one event carrying `value` from the sender to its receivers, and awaits it.
    func send(_ value: Int) async
}
