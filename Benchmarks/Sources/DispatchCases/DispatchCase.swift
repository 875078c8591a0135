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

/// The global actor of the `globalActor` cases: an actor of the benchmarks' own, as apps isolate
/// a database or a game loop.
///
/// It runs its jobs on the main thread, as the main actor does: generated code is the same
/// whatever an actor's executor, and valgrind stops with an internal error when the concurrency
/// runtime starts a thread for an actor of its own.
@globalActor public actor BenchmarkActor {
    /// The shared instance.
    public static let shared = BenchmarkActor()

    /// The main actor's executor.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        MainActor.sharedUnownedExecutor
    }
}

/// A ``DispatchCase`` whose sender, mediator and receivers all live on ``BenchmarkActor``.
@BenchmarkActor
public protocol GlobalActorDispatchCase: AnyObject, Sendable {
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
