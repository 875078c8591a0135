@_spi(Generated) import MediatorRuntime

// Colleagues of Specs/KeyedRequests.mediator, one group per isolation mode. A tile answers with
// its own size and title; the sets that own their tiles are made with tiles nobody else keeps.

/// A tile's title could not be read.
struct UntitledTile: Error, Equatable {
    let id: String
}

// MARK: - Board

/// Asks the board's tiles.
final class BoardController {
    let mediator = Board.BoardControllerOutbox()
}

/// A tile of the board, which the board owns.
final class Tile {
    let size: Int
    let title: String?
    let transcript: Transcript

    init(size: Int, title: String? = nil, transcript: Transcript) {
        self.size = size
        self.title = title
        self.transcript = transcript
    }

    func size(of id: String) -> Int {
        size
    }

    func title(of id: String) throws -> String {
        guard let title else { throw UntitledTile(id: id) }
        return title
    }

    func sizes(of id: String) -> AsyncStream<Int> {
        AsyncStream { [size] continuation in
            continuation.yield(size)
            continuation.yield(size * 2)
            continuation.finish()
        }
    }

    func highlight(_ id: String) {
        transcript.record("\(size): highlight \(id)")
    }

    deinit {
        transcript.record("\(size): released")
    }
}

// MARK: - MainBoard

/// Asks the board's tiles on the main actor.
@MainActor final class MainBoardController {
    let mediator = MainBoard.MainBoardControllerOutbox()
}

/// What `MainBoard` knows a tile by.
@MainActor protocol MainTile: MainBoard.MainTileColleague {}

/// A tile on the main actor.
@MainActor final class MainSquareTile: MainTile {
    let size: Int

    init(size: Int) {
        self.size = size
    }

    func size(of id: Int) -> Int {
        size
    }

    func sizes(of id: Int) -> AsyncStream<Int> {
        AsyncStream { [size] continuation in
            continuation.yield(size)
            continuation.finish()
        }
    }
}

// MARK: - ActorBoard

/// Asks the board's tiles on the game actor.
@GameActor final class ActorBoardController {
    let mediator = ActorBoard.ActorBoardControllerOutbox()
}

/// A tile on the game actor, held weakly by its board.
@GameActor final class ActorTile {
    let size: Int
    let title: String?

    init(size: Int, title: String? = nil) {
        self.size = size
        self.title = title
    }

    func size(of id: Int) async -> Int {
        size
    }

    func title(of id: Int) async throws -> String {
        guard let title else { throw UntitledTile(id: String(id)) }
        return title
    }
}

// MARK: - SharedBoard

/// Asks the board's tiles from any thread.
final class SharedBoardController: Sendable {
    let mediator = SharedBoard.SharedBoardControllerOutbox()
}

/// A tile used from any thread, which the board owns.
final class SharedTile: Sendable {
    let size: Int

    init(size: Int) {
        self.size = size
    }

    func size(of id: String) -> Int {
        size
    }

    func sizes(of id: String) -> AsyncStream<Int> {
        AsyncStream { [size] continuation in
            continuation.yield(size)
            continuation.finish()
        }
    }
}
