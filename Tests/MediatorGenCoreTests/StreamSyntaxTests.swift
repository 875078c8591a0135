import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "Streams": which result types make a request a stream, and the mistakes
/// reported on them.
@Suite struct StreamSyntaxTests {
    private static func streams(resultTypes: [String]) throws -> [StreamModel?] {
        let events = resultTypes.enumerated().map { index, type in
            "    event e\(index)() -> \(type) from Asker to Answerer"
        }
        let (model, diagnostics) = validate(
            """
            mediator M {
                colleague Asker
                colleague Answerer
            \(events.joined(separator: "\n"))
            }
            """)
        #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
        return try #require(model.mediators.first).events.map(\.stream)
    }

    @Test func theStreamTypesOfTheStandardLibraryMakeAStream() throws {
        let streams = try Self.streams(resultTypes: [
            "AsyncStream<String>", "_Concurrency.AsyncStream<[Int: String]>",
            "AsyncThrowingStream<Int, Error>", "AsyncThrowingStream<(Int, String), any Error>",
            "AsyncStream<(Int) -> Void>",
        ])
        #expect(
            streams == [
                StreamModel(element: "String", isThrowing: false),
                StreamModel(element: "[Int: String]", isThrowing: false),
                StreamModel(element: "Int", isThrowing: true),
                StreamModel(element: "(Int, String)", isThrowing: true),
                StreamModel(element: "(Int) -> Void", isThrowing: false),
            ])
    }

    @Test func otherResultsAreOrdinaryRequests() throws {
        let streams = try Self.streams(resultTypes: [
            "AsyncStream<Int>?", "[AsyncStream<Int>]", "(AsyncStream<Int>, Int)", "Int",
            "Stream<Int>", "AsyncStream<Int>.Iterator", "Outer<Int>.AsyncStream<Int>",
        ])
        #expect(streams == Array(repeating: nil, count: 7))
    }

    @Test func aThrowingStreamWithATypedFailureIsReportedAtItsType() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague Asker
                colleague Answerer
                event load() -> AsyncThrowingStream<Int, LoadError> from Asker to Answerer
            }
            """)
        #expect(
            errors(diagnostics).map(\.description) == [
                "\(testSpecPath):4:21: error: a stream made with 'AsyncThrowingStream' fails with "
                    + "'any Error' only: Swift has no way to make one that fails with 'LoadError'; "
                    + "write 'AsyncThrowingStream<Int, Error>' and finish it with your error"
            ])
    }

    @Test func aStreamWithSeveralHandlersSaysItNeedsOne() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague Asker
                colleague Answerer
                colleague [Helper]
                event load() -> AsyncStream<Int> from Asker to Answerer, mediator
                event help() -> AsyncStream<Int> from Asker to Helper
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "event 'load' answers with a stream 'AsyncStream<Int>', so exactly one handler "
                    + "must answer it: route it to one single colleague or to 'mediator'",
                "event 'help' answers with a stream 'AsyncStream<Int>', so exactly one handler "
                    + "must answer it: route it to one single colleague or to 'mediator'",
            ])
    }
}
