/// What the hand-written streaming mediator hears from its asker, on the main actor.
@MainActor
protocol ValueMediator: AnyObject {
    func asker(_ asker: ValueAsker, wantsValuesFrom start: Int) -> AsyncStream<Int>
}

/// An asker that tells its mediator, held weakly, and iterates the stream it gets back.
final class ValueAsker: ValueSummer {
    weak var mediator: (any ValueMediator)?

    func ask(_ start: Int) async {
        let stream =
            mediator?.asker(self, wantsValuesFrom: start) ?? AsyncStream { $0.finish() }
        await sum(stream)
    }
}

/// The concrete mediator: a request for values goes to the producer, whose stream it returns.
@MainActor
final class OneStreamMediator: ValueMediator {
    private let asker: ValueAsker
    private let producer: ValueProducer

    init(asker: ValueAsker, producer: ValueProducer) {
        self.asker = asker
        self.producer = producer
        asker.mediator = self
    }

    func asker(_ asker: ValueAsker, wantsValuesFrom start: Int) -> AsyncStream<Int> {
        producer.values(from: start)
    }
}

/// A hand-written mediator that passes its producer's `AsyncStream` to the asker.
@MainActor
public final class HandWrittenStreamCase: AsyncDispatchCase {
    private let asker = ValueAsker()
    private let mediator: OneStreamMediator

    /// Connects an asker and its producer through a hand-written mediator.
    public init() {
        mediator = OneStreamMediator(asker: asker, producer: ValueProducer())
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

/// The floor of the `stream` case: the asker gets the stream from the producer itself.
@MainActor
public final class DirectStreamCase: AsyncDispatchCase {
    private let asker = ValueSummer()
    private let producer = ValueProducer()

    /// Makes the asker and its producer.
    public init() {}

    /// One receiver, the producer.
    public var receiversPerEvent: Int { 1 }

    /// The sum of every value the asker has iterated.
    public var checksum: Int { asker.total }

    /// Asks the producer for one stream and iterates it to its end.
    public func send(_ value: Int) async {
        await asker.sum(producer.values(from: value))
    }
}
