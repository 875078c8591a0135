import Dispatch
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Streams": a request whose one handler answers with an `AsyncStream` or
// `AsyncThrowingStream`. The sender iterates what the handler made; with no handler (gone,
// absent, or the mediator gone) the stream finishes at once, empty; cancelling the consumer
// reaches the handler's stream; the request is recorded like any event, its elements are not.
// In each isolation mode; CI runs these under ThreadSanitizer too.

private func elements<Element>(of stream: AsyncStream<Element>) async -> [Element] {
    var elements: [Element] = []
    for await element in stream {
        elements.append(element)
    }
    return elements
}

/// The progress a download stream reports, and the error it ends with, if any.
private func progress(of stream: AsyncThrowingStream<Int, Error>) async -> ([Int], DownloadFailed?)
{
    var values: [Int] = []
    do {
        for try await value in stream {
            values.append(value)
        }
        return (values, nil)
    } catch {
        return (values, error as? DownloadFailed)
    }
}

/// Iterates `stream` until its first element, then cancels the iterating task and waits for it.
private func cancelAfterFirstElement(of stream: AsyncStream<String>) async -> [String] {
    let task = Task {
        var seen: [String] = []
        for await element in stream {
            seen.append(element)
            if seen.count == 1 { withUnsafeCurrentTask { $0?.cancel() } }
        }
        return seen
    }
    return await task.value
}

@Suite struct StreamTests {
    @Test func theHandlersElementsReachTheSenderInOrder() async {
        let field = QueryField()
        let engine = SuggestionEngine()
        let suggester = Suggester(
            queryField: field, suggestionEngine: engine, downloader: Downloader())

        #expect(await elements(of: field.mediator.suggestions(for: "sw")) == ["swift", "swiftui"])
        #expect(await elements(of: suggester.suggestions(for: "st")) == ["stream"])
        #expect(await elements(of: field.mediator.history()) == ["swift", "mediators"])
        #expect(engine.endings.all == ["finished", "finished"])
    }

    @Test func aThrowingStreamEndsWithTheHandlersError() async {
        let field = QueryField()
        let suggester = Suggester(
            queryField: field, suggestionEngine: SuggestionEngine(), downloader: Downloader())

        let (done, noError) = await progress(of: field.mediator.download("notes"))
        let (half, error) = await progress(of: field.mediator.download("broken notes"))

        #expect(done == [50, 100] && noError == nil)
        #expect(half == [50] && error == DownloadFailed(name: "broken notes"))
        withExtendedLifetime(suggester) {}
    }

    @Test func withNoHandlerTheStreamFinishesAtOnceEmpty() async {
        let field = QueryField()
        var engine: SuggestionEngine? = SuggestionEngine()
        let suggester = Suggester(
            queryField: field, suggestionEngine: engine!, downloader: Downloader())
        engine = nil

        // The weak engine is gone, and no preview was attached.
        #expect(await elements(of: field.mediator.suggestions(for: "sw")).isEmpty)
        #expect(await elements(of: suggester.suggestions(for: "sw")).isEmpty)
        #expect(await elements(of: field.mediator.preview("notes")).isEmpty)

        suggester.preview = Preview()
        #expect(
            await elements(of: field.mediator.preview("notes")) == [
                "notes, line 1", "notes, line 2",
            ])
    }

    @Test func onceTheMediatorIsGoneEveryStreamFinishesAtOnceEmpty() async {
        let field = QueryField()
        let engine = SuggestionEngine()
        var suggester: Suggester? = Suggester(
            queryField: field, suggestionEngine: engine, downloader: Downloader())
        withExtendedLifetime(suggester) {}
        suggester = nil

        #expect(await elements(of: field.mediator.suggestions(for: "sw")).isEmpty)
        #expect(await elements(of: field.mediator.history()).isEmpty)
        #expect(await progress(of: field.mediator.download("notes")).0.isEmpty)
        #expect(engine.endings.all.isEmpty, "the engine was not asked")
    }

    @Test func cancellingTheConsumerEndsTheHandlersStream() async {
        let field = QueryField()
        let engine = SuggestionEngine()
        engine.keepsStreamsOpen = true
        let suggester = Suggester(
            queryField: field, suggestionEngine: engine, downloader: Downloader())

        let seen = await cancelAfterFirstElement(of: field.mediator.suggestions(for: "sw"))

        #expect(seen == ["swift", "swiftui"] || seen == ["swift"])
        #expect(engine.endings.all == ["cancelled"])
        withExtendedLifetime(suggester) {}
    }

    @Test func theRequestIsRecordedOnceAndItsElementsAreNot() async {
        let field = QueryField()
        let engine = SuggestionEngine()
        let suggester = Suggester(
            queryField: field, suggestionEngine: engine, downloader: Downloader())
        let recorder = MediatorRecorder<Suggester.Event>()
        suggester.observer = recorder

        let stream = field.mediator.suggestions(for: "sw")
        #expect(recorder.events == [.suggestions(for: "sw")])
        #expect(await elements(of: stream).count == 2)
        _ = await elements(of: suggester.suggestions(for: "m"))

        #expect(recorder.events == [.suggestions(for: "sw"), .suggestions(for: "m")])
        #expect(recorder.records.map(\.sender) == ["QueryField", "outside"])
        withExtendedLifetime(engine) {}
    }

    @MainActor @Test func onTheMainActor() async {
        let field = MainQueryField()
        var engine: MainSuggestionEngine? = MainSuggestionEngine()
        let suggester = MainSuggester(
            mainQueryField: field, mainSuggestionEngine: engine!, mainDownloader: MainDownloader())

        #expect(await elements(of: field.mediator.suggestions(for: "sw")) == ["swift", "swiftui"])
        #expect(await elements(of: field.mediator.history()) == ["swift", "mediators"])
        #expect(
            await progress(of: field.mediator.download("broken")).1
                == DownloadFailed(name: "broken"))
        engine = nil
        #expect(await elements(of: suggester.suggestions(for: "sw")).isEmpty)
    }

    @MainActor @Test func anAsyncThrowingRequestOfAStreamThrowsBeforeAnyElement() async throws {
        let field = MainQueryField()
        let suggester = MainSuggester(
            mainQueryField: field, mainSuggestionEngine: MainSuggestionEngine(),
            mainDownloader: MainDownloader())

        let pages = try await field.mediator.pages(of: "notes")
        await #expect(throws: DownloadFailed(name: "")) {
            _ = try await field.mediator.pages(of: "")
        }

        #expect(await elements(of: pages) == [5])
        withExtendedLifetime(suggester) {}
    }

    @MainActor @Test func onTheMainActorCancellingReachesTheHandler() async {
        let field = MainQueryField()
        let engine = MainSuggestionEngine()
        engine.keepsStreamsOpen = true
        let suggester = MainSuggester(
            mainQueryField: field, mainSuggestionEngine: engine, mainDownloader: MainDownloader())

        _ = await cancelAfterFirstElement(of: field.mediator.suggestions(for: "sw"))

        #expect(engine.endings.all == ["cancelled"])
        withExtendedLifetime(suggester) {}
    }

    @GameActor @Test func onAnotherGlobalActor() async {
        let field = ActorQueryField()
        var engine: ActorSuggestionEngine? = ActorSuggestionEngine()
        let suggester = ActorSuggester(actorQueryField: field, actorSuggestionEngine: engine!)

        #expect(await elements(of: field.mediator.suggestions(for: "m")) == ["mediator"])
        engine = nil
        #expect(await elements(of: suggester.suggestions(for: "m")).isEmpty)
    }

    @Test func nonisolatedFromManyThreads() async {
        let field = SharedQueryField()
        let engine = SharedSuggestionEngine()
        let suggester = SharedSuggester(
            sharedQueryField: field, sharedSuggestionEngine: engine,
            sharedDownloader: SharedDownloader())

        let streams = Locked<[AsyncStream<String>]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let stream = field.mediator.suggestions(for: "sw")
            streams.withLock { $0.append(stream) }
        }
        for stream in streams.withLock({ $0 }) {
            #expect(await elements(of: stream) == ["swift", "swiftui"])
        }
        #expect(await progress(of: field.mediator.download("notes")).0 == [50, 100])
        #expect(engine.endings.all == Array(repeating: "finished", count: 4))
        withExtendedLifetime(suggester) {}
    }

    @Test func nonisolatedWithTheEngineGoneFinishesAtOnceEmpty() async {
        let field = SharedQueryField()
        var engine: SharedSuggestionEngine? = SharedSuggestionEngine()
        let suggester = SharedSuggester(
            sharedQueryField: field, sharedSuggestionEngine: engine!,
            sharedDownloader: SharedDownloader())
        engine = nil

        #expect(await elements(of: field.mediator.suggestions(for: "sw")).isEmpty)
        #expect(await elements(of: suggester.suggestions(for: "sw")).isEmpty)
    }
}
