@_spi(Generated) import MediatorRuntime

// Colleagues and reactions of Specs/Stream.mediator. The streams they answer with are made by
// the functions below, shared by every isolation mode: an engine's suggestions (which may stay
// open, for tests that cancel them) and a download's progress (which may fail).

/// How each stream a colleague made has ended, as its `onTermination` saw it.
final class StreamEndings: Sendable {
    private let endings = Locked<[String]>([])

    /// `finished` or `cancelled`, one per stream that has ended, in order.
    var all: [String] { endings.withLock { $0 } }

    func record(_ termination: AsyncStream<String>.Continuation.Termination) {
        let ending =
            switch termination {
            case .finished: "finished"
            case .cancelled: "cancelled"
            @unknown default: "unknown"
            }
        endings.withLock { $0.append(ending) }
    }
}

/// The words of `words` that start with `query`, then the end of the stream unless `staysOpen`.
func suggestionStream(
    for query: String, in words: [String], staysOpen: Bool, endings: StreamEndings
) -> AsyncStream<String> {
    AsyncStream { continuation in
        continuation.onTermination = { endings.record($0) }
        for word in words where word.hasPrefix(query) {
            continuation.yield(word)
        }
        if !staysOpen {
            continuation.finish()
        }
    }
}

/// A download that fails after half of it.
struct DownloadFailed: Error, Equatable {
    let name: String
}

/// The progress of downloading `name`: 50 and 100, or 50 and a failure for a name starting
/// with `broken`.
func downloadStream(_ name: String) -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        continuation.yield(50)
        if name.hasPrefix("broken") {
            continuation.finish(throwing: DownloadFailed(name: name))
        } else {
            continuation.yield(100)
            continuation.finish()
        }
    }
}

/// The queries of `recent`, in order, then the end of the stream.
func historyStream(of recent: [String]) -> AsyncStream<String> {
    AsyncStream { continuation in
        for query in recent {
            continuation.yield(query)
        }
        continuation.finish()
    }
}

/// The words every engine knows.
let knownWords = ["swift", "swiftui", "stream", "mediator"]

// MARK: - Suggester

/// Asks for suggestions, downloads, history and previews.
final class QueryField {
    let mediator = Suggester.QueryFieldOutbox()
}

/// Suggests the known words that start with the query.
final class SuggestionEngine {
    let endings = StreamEndings()
    var keepsStreamsOpen = false

    func suggestions(for query: String) -> AsyncStream<String> {
        suggestionStream(for: query, in: knownWords, staysOpen: keepsStreamsOpen, endings: endings)
    }
}

/// Reports the progress of downloads.
final class Downloader {
    func download(_ name: String) -> AsyncThrowingStream<Int, Error> {
        downloadStream(name)
    }
}

/// Shows the first lines of a file.
final class Preview {
    func preview(_ name: String) -> AsyncStream<String> {
        AsyncStream { continuation in
            continuation.yield("\(name), line 1")
            continuation.yield("\(name), line 2")
            continuation.finish()
        }
    }
}

extension Suggester {
    func handleHistory() -> AsyncStream<String> {
        historyStream(of: recent)
    }
}

// MARK: - MainSuggester

/// Asks for suggestions, downloads and history on the main actor.
@MainActor final class MainQueryField {
    let mediator = MainSuggester.MainQueryFieldOutbox()
}

/// Suggests the known words that start with the query, on the main actor.
@MainActor final class MainSuggestionEngine {
    let endings = StreamEndings()
    var keepsStreamsOpen = false

    func suggestions(for query: String) -> AsyncStream<String> {
        suggestionStream(for: query, in: knownWords, staysOpen: keepsStreamsOpen, endings: endings)
    }
}

/// Reports the progress of downloads on the main actor, and the pages of files it finds.
@MainActor final class MainDownloader {
    func download(_ name: String) -> AsyncThrowingStream<Int, Error> {
        downloadStream(name)
    }

    func pages(of name: String) async throws -> AsyncStream<Int> {
        await Task.yield()
        guard !name.isEmpty else { throw DownloadFailed(name: name) }
        return AsyncStream { continuation in
            continuation.yield(name.count)
            continuation.finish()
        }
    }
}

extension MainSuggester {
    func handleHistory() -> AsyncStream<String> {
        historyStream(of: recent)
    }
}

// MARK: - ActorSuggester

/// Asks for suggestions on the game actor.
@GameActor final class ActorQueryField {
    let mediator = ActorSuggester.ActorQueryFieldOutbox()
}

/// Suggests the known words that start with the query, on the game actor.
@GameActor final class ActorSuggestionEngine {
    let endings = StreamEndings()
    var keepsStreamsOpen = false

    func suggestions(for query: String) -> AsyncStream<String> {
        suggestionStream(for: query, in: knownWords, staysOpen: keepsStreamsOpen, endings: endings)
    }
}

// MARK: - SharedSuggester

/// Asks for suggestions and downloads, from any thread.
final class SharedQueryField: Sendable {
    let mediator = SharedSuggester.SharedQueryFieldOutbox()
}

/// Suggests the known words that start with the query, from any thread.
final class SharedSuggestionEngine: Sendable {
    let endings = StreamEndings()
    let keepsStreamsOpen: Bool

    init(keepsStreamsOpen: Bool = false) {
        self.keepsStreamsOpen = keepsStreamsOpen
    }

    func suggestions(for query: String) -> AsyncStream<String> {
        suggestionStream(for: query, in: knownWords, staysOpen: keepsStreamsOpen, endings: endings)
    }
}

/// Reports the progress of downloads, from any thread.
final class SharedDownloader: Sendable {
    func download(_ name: String) -> AsyncThrowingStream<Int, Error> {
        downloadStream(name)
    }
}
