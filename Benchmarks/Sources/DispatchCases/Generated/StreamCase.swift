/// Asks through the generated ``StreamMediator`` and sums the values of each stream.
final class StreamAsker: ValueSummer {
    let mediator = StreamMediator.StreamAskerOutbox()

    func ask(_ start: Int) async {
        await sum(mediator.values(from: start))
    }
}

/// Answers with a stream of values.
final class StreamProducer: ValueProducer {}

/// A generated streaming request (`-> AsyncStream<Int>`), iterated on the main actor.
@MainActor
public final class GeneratedStreamCase: AsyncDispatchCase {
    private let asker = StreamAsker()
    private let mediator: StreamMediator

    /// Connects an asker and its producer through a generated mediator.
    public init() {
        mediator = StreamMediator(streamAsker: asker, streamProducer: StreamProducer())
    }

    /// One receiver, the producer.
    public var receiversPerEvent: Int { 1 }

    /// The sum of every value the asker has iterated.
    public var checksum: Int { asker.total }

    /// Asks for one stream and iterates it to its end.
    public func send(_ value: Int) async {
        await asker.ask(value)
    }
}
