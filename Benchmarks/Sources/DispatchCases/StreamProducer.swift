/// How many values each stream of the `stream` cases carries.
let streamLength = 100

/// The handler's work in every `stream` case: it answers with ``streamLength`` values in an
/// `AsyncStream`, on the main actor: the payload, then zeros, so that the values of a stream add
/// up to its payload, which is what the runner checks a case's receivers got.
///
/// Colleague types of the generated mediator subclass it, so that each gets a distinct type.
@MainActor
class ValueProducer {
    /// Makes a handler.
    init() {}

    /// `start` and zeros, in a stream that has them all buffered and then finishes.
    final func values(from start: Int) -> AsyncStream<Int> {
        AsyncStream { continuation in
            continuation.yield(start)
            for _ in 1..<streamLength {
                continuation.yield(0)
            }
            continuation.finish()
        }
    }
}

/// What every `stream` case's asker does with a stream: adds its values to a total.
@MainActor
class ValueSummer {
    /// The sum of every value received so far.
    final private(set) var total = 0

    /// Makes an asker that has received nothing yet.
    init() {}

    /// Iterates `stream` to its end, adding its values to ``total``.
    final func sum(_ stream: AsyncStream<Int>) async {
        total &+= await Self.sum(of: stream)
    }

    /// The sum of the values of `stream`, iterated off the main actor: iterated on it, each
    /// value costs a hop to another thread and back (about 9 µs against 1 µs on Linux), which
    /// would hide everything else the cases measure.
    @concurrent
    private nonisolated static func sum(of stream: AsyncStream<Int>) async -> Int {
        var sum = 0
        for await value in stream {
            sum &+= value
        }
        return sum
    }
}
